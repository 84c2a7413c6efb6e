// SimUIKit re-exports Foundation, as UIKit does, so that geometry types and the rest of Foundation
// are available to code that only imports the simulated framework.
@_exported public import Foundation
