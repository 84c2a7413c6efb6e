import Foundation

// The gestures UIKit's standard controls keep from a recognizer on an ancestor (FIDELITY 14.10):
// each answers no from `gestureRecognizerShouldBegin(_:)`, so the recognizer fails, its delegate is
// not asked (14.6c), and the control gets its withheld `touchesEnded`. A recognizer on the control
// itself is never refused. Which conditions UIKit tests is unconfirmed; these are the simulator's.
extension UIGestureRecognizer {
  /// Whether this is another view's one-finger, single-tap recognizer: the tap `UIButton`,
  /// `UISwitch`, `UIStepper` and `UISegmentedControl` handle first.
  func isSingleTap(ofAnotherViewThan control: UIView) -> Bool {
    guard let tap = self as? UITapGestureRecognizer, tap.view !== control else { return false }
    return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
  }

  /// Whether this is another view's tap recognizer, whatever its tap and touch counts.
  func isTap(ofAnotherViewThan control: UIView) -> Bool {
    self is UITapGestureRecognizer && view !== control
  }

  /// Whether this is another view's one-finger swipe or pan that has moved mostly horizontally
  /// (parallel to a horizontal slider or switch), from a touch on `control`.
  func isHorizontalOneFingerDrag(ofAnotherViewThan control: UIView) -> Bool {
    guard view !== control, let touch = trackedTouches.first, touch.view === control else {
      return false
    }
    switch self {
    case let swipe as UISwipeGestureRecognizer:
      guard swipe.numberOfTouchesRequired == 1 else { return false }
      return !swipe.direction.isDisjoint(with: [.left, .right])
    case let pan as UIPanGestureRecognizer:
      guard pan.minimumNumberOfTouches <= 1 else { return false }
      let moved = pan.translation(in: nil)
      return abs(moved.x) >= abs(moved.y)
    default:
      return false
    }
  }
}

extension UISwitch {
  /// The knob: a square of the switch's height at its left end when off, its right end when on.
  var knobRect: CGRect {
    let side = bounds.height
    return CGRect(x: isOn ? bounds.width - side : 0, y: 0, width: side, height: side)
  }
}
