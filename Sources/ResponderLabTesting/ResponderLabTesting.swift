@_exported public import SimUIKit
