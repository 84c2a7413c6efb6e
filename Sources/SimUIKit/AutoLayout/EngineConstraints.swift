/// A constraint UIKit makes from a view's frame and autoresizing mask when
/// `translatesAutoresizingMaskIntoConstraints` is true; it prints as
/// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 0 …>`.
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
  /// The mask in UIKit's short form, `h=--& v=--&` for a fixed frame.
  let maskDescription = "h=--& v=--&"
}

/// A constraint the engine makes from an item it manages: a view's intrinsic size, a layout guide's
/// frame, or a stack view's arrangement. It prints under the class name UIKit uses for it.
final class EngineLayoutConstraint: NSLayoutConstraint {}
