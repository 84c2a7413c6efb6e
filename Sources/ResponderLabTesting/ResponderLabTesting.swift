// A test file needs only `import ResponderLabTesting`: the device, the hand and the simulated
// frameworks come with it.
@_exported public import ResponderLabDevice
@_exported public import SimSwiftUI
@_exported public import SimUIKit
