public import Foundation

/// A control with − and + halves that step a value down and up.
///
/// A finger going down on a half steps the value by ``stepValue`` and sends `valueChanged` (with
/// `primaryActionTriggered`, FIDELITY 23.1) before `touchDown`; while it stays down with
/// ``autorepeat`` on, the value keeps stepping in virtual time (FIDELITY 23.5). A tap takes no
/// virtual time, so it steps once.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// The stepper's size on a phone since iOS 13: 94 × 32 points (FIDELITY 23.5).
  public static let standardSize = CGSize(width: 94, height: 32)
  /// How long a finger stays down before autorepeat starts, in seconds (an assumption).
  public static let autorepeatDelay: TimeInterval = 0.5
  /// The interval between repeated steps, in seconds (an assumption; UIKit speeds up over time).
  public static let autorepeatInterval: TimeInterval = 0.1

  private var storedValue: Double = 0
  /// The value, kept between ``minimumValue`` and ``maximumValue``. Default: 0. Setting it sends
  /// no action.
  open var value: Double {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  /// The smallest value. Default: 0. A minimum above the maximum sets both to it.
  open var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = storedValue
    }
  }
  /// The largest value. Default: 100. A maximum below the minimum sets both to it.
  open var maximumValue: Double = 100 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = storedValue
    }
  }
  /// How much a step changes the value; must be above 0. Default: 1.
  open var stepValue: Double {
    get { storedStep }
    set {
      guard newValue > 0 else {
        simulation.record(
          UIKitFault(
            exceptionName: UIKitFault.invalidArgument,
            reason: "stepValue must be greater than 0 (got \(newValue))",
            fix: "Give UIStepper.stepValue a positive step; it stays \(storedStep)."))
        return
      }
      storedStep = newValue
    }
  }
  private var storedStep: Double = 1
  /// Whether stepping past one end continues from the other. Default: false.
  open var wraps = false
  /// Whether holding a half keeps stepping. Default: true.
  open var autorepeat = true
  /// Whether `valueChanged` is sent at each step while a finger is down (true, the default) or once
  /// when it lifts.
  open var isContinuous = true

  /// The stepper's size: ``standardSize``.
  open override var intrinsicContentSize: CGSize { Self.standardSize }

  /// The stepper's size: ``standardSize``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

  // MARK: - Tracking

  private var direction: Double = 0
  private var valueAtTouchDown: Double = 0
  private var holdGeneration = 0

  /// Steps towards the half under the finger (the right half is +) and starts autorepeat.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    direction = touch.location(in: self).x >= bounds.midX ? 1 : -1
    valueAtTouchDown = value
    holdGeneration += 1
    guard simulation.assumptions.controls.stepperStepsOnTouchDown else { return true }
    step()
    if autorepeat { scheduleRepeat(after: Self.autorepeatDelay, generation: holdGeneration) }
    return true
  }

  /// Sends `valueChanged` once when not continuous and the value moved, and stops autorepeat.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    holdGeneration += 1
    if !simulation.assumptions.controls.stepperStepsOnTouchDown, isTouchInside { step() }
    if !isContinuous, value != valueAtTouchDown { sendValueChanged() }
  }

  /// Stops autorepeat.
  open override func cancelTracking(with event: UIEvent?) {
    super.cancelTracking(with: event)
    holdGeneration += 1
  }

  package override var touchUpInsideEvents: Event { .touchUpInside }

  private func scheduleRepeat(after delay: TimeInterval, generation: Int) {
    simulation.mainQueue.enqueue(after: delay, label: "UIStepper autorepeat") { [weak self] in
      guard let self, self.holdGeneration == generation, self.isTracking else { return }
      self.step()
      self.scheduleRepeat(after: Self.autorepeatInterval, generation: generation)
    }
  }

  private func step() {
    let before = value
    var next = storedValue + direction * storedStep
    if next > maximumValue { next = wraps ? minimumValue : maximumValue }
    if next < minimumValue { next = wraps ? maximumValue : minimumValue }
    storedValue = next
    guard value != before else { return }
    trace(.view, "value = \(CGFloat(value).compactDescription)")
    if isContinuous { sendValueChanged() }
  }

  /// Refuses another view's one-finger single tap, so the stepper keeps its own (FIDELITY 14.10).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    !gestureRecognizer.isSingleTap(ofAnotherViewThan: self)
  }
}
