public import Foundation

/// A control that picks a value from a continuous range by dragging a thumb along a track.
///
/// A finger that goes down on the thumb drags it: the value follows the finger, 1 to 1 along the
/// track, and `valueChanged` is sent at each move that changes it (with `primaryActionTriggered`,
/// FIDELITY 23.1), or once when the finger lifts if ``isContinuous`` is false (FIDELITY 23.4).
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The width of the thumb, in points (the simulator's figure, FIDELITY 23.4).
  public static let thumbWidth: CGFloat = 28
  /// The slider's natural height, in points (the simulator's figure, FIDELITY 23.4).
  public static let standardHeight: CGFloat = 31

  private var storedValue: Float = 0
  /// The value, kept between ``minimumValue`` and ``maximumValue``. Default: 0. Setting it sends
  /// no action.
  open var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  /// The smallest value. Default: 0. A larger minimum raises the value to it.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = storedValue
    }
  }
  /// The largest value. Default: 1. A smaller maximum lowers the value to it.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = storedValue
    }
  }
  /// Whether `valueChanged` is sent while the thumb moves (true, the default) or only when the
  /// finger lifts.
  open var isContinuous = true
  /// The colour of the track left of the thumb; nil means the tint colour.
  open var minimumTrackTintColor: UIColor?
  /// The colour of the track right of the thumb; nil means the system's.
  open var maximumTrackTintColor: UIColor?
  /// The colour of the thumb; nil means white.
  open var thumbTintColor: UIColor?

  /// Sets the value, kept in range, without sending an action.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// No natural width; ``standardHeight`` tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
  }

  // MARK: - Geometry

  /// The track's rectangle: the whole width, 4 points tall, centred vertically.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
  }

  /// The thumb's rectangle for `value`: ``thumbWidth`` square, travelling the track less its width.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
    let travel = max(0, rect.width - Self.thumbWidth)
    return CGRect(
      x: rect.minX + fraction * travel, y: bounds.midY - Self.thumbWidth / 2,
      width: Self.thumbWidth, height: Self.thumbWidth)
  }

  // MARK: - Tracking

  private var lastTouchX: CGFloat = 0
  private var valueAtTouchDown: Float = 0

  /// Tracks a touch that lands on the thumb; a touch elsewhere on the track is not tracked.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let location = touch.location(in: self)
    let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    guard thumb.insetBy(dx: 0, dy: min(0, thumb.height - bounds.height) / 2).contains(location)
    else {
      trace(.gesture, "touch missed the thumb; the slider does not track it")
      return false
    }
    lastTouchX = location.x
    valueAtTouchDown = value
    return true
  }

  /// Moves the value with the finger, and sends `valueChanged` when continuous.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let x = touch.location(in: self).x
    let travel = max(1, trackRect(forBounds: bounds).width - Self.thumbWidth)
    let before = value
    value += Float((x - lastTouchX) / travel) * (maximumValue - minimumValue)
    lastTouchX = x
    if isContinuous, value != before { sendValueChanged() }
    return true
  }

  /// Sends `valueChanged` once when not continuous and the value moved.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if !isContinuous, value != valueAtTouchDown { sendValueChanged() }
  }

  package override var touchUpInsideEvents: Event { .touchUpInside }

  /// Refuses another view's one-finger horizontal swipe that began on the thumb, which the slider
  /// is tracking (FIDELITY 14.10; the simulator's rule).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    guard gestureRecognizer is UISwipeGestureRecognizer, isTracking else { return true }
    return !gestureRecognizer.isHorizontalOneFingerDrag(ofAnotherViewThan: self)
  }
}
