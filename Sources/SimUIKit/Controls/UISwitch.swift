public import Foundation

/// A control that turns an option on or off.
///
/// Always 51 × 31 points on a phone, whatever frame it is given (FIDELITY 23.2). A tap that lifts
/// inside it flips ``isOn`` and sends `valueChanged` (with `primaryActionTriggered`, FIDELITY 23.1),
/// then `touchUpInside`; setting ``isOn`` or calling ``setOn(_:animated:)`` sends nothing.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The switch's visual styles.
  public enum Style: Int, Hashable, Sendable {
    /// The platform's style: sliding on iOS.
    case automatic = 0
    /// A checkbox (Mac Catalyst).
    case checkbox = 1
    /// The sliding switch.
    case sliding = 2
  }

  /// The size of every switch on a phone: 51 × 31 points.
  public static let standardSize = CGSize(width: 51, height: 31)

  /// Whether the switch is on. Default: false. Setting it sends no action.
  open var isOn = false {
    didSet { if oldValue != isOn { trace(.view, "isOn = \(isOn)") } }
  }
  /// The colour of the track when on; nil means the system green.
  open var onTintColor: UIColor?
  /// The colour of the thumb; nil means white.
  open var thumbTintColor: UIColor?
  /// The style asked for. Default: ``Style/automatic``.
  open var preferredStyle: Style = .automatic
  /// The style shown: sliding on a phone.
  open var style: Style { .sliding }
  /// A title, shown only by the checkbox style.
  open var title: String?

  /// Creates a switch at `frame`'s origin; the size is always ``standardSize`` (UIKit ignores the
  /// size given).
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
  }

  /// Creating switches from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Turns the switch on or off without sending an action.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The switch's size: ``standardSize``.
  open override var intrinsicContentSize: CGSize { Self.standardSize }

  /// The switch's size: ``standardSize``, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

  package override var sendsTouchDown: Bool { simulation.assumptions.controls.switchSendsTouchDown }

  /// Flips the switch when the finger lifts inside it, and sends `valueChanged`.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside else { return }
    isOn.toggle()
    sendValueChanged()
  }

  package override var touchUpInsideEvents: Event { .touchUpInside }

  /// Refuses another view's one-finger single tap, and a one-finger pan parallel to the switch that
  /// started on its knob (FIDELITY 14.10; which conditions UIKit tests is unconfirmed, this is the
  /// simulator's rule).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    if gestureRecognizer.isSingleTap(ofAnotherViewThan: self) { return false }
    guard gestureRecognizer is UIPanGestureRecognizer,
      gestureRecognizer.isHorizontalOneFingerDrag(ofAnotherViewThan: self),
      let touch = gestureRecognizer.trackedTouches.first
    else { return true }
    return !knobRect.contains(touch.location(in: self))
  }
}
