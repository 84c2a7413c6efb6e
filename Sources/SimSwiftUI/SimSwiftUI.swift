// SimSwiftUI re-exports SimUIKit (and through it Foundation), as SwiftUI re-exports UIKit, so code
// that only imports the simulated SwiftUI also sees UIKit's names. It re-exports Observation too, as
// SwiftUI does, so `@Observable` models need no import of their own.
@_exported public import Observation
@_exported public import SimUIKit
