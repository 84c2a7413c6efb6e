// SimSwiftUI re-exports SimUIKit (and through it Foundation), as SwiftUI re-exports UIKit, so code
// that only imports the simulated SwiftUI also sees UIKit's names.
@_exported public import SimUIKit
