/// Switches for the control behaviours docs/fidelity.md section 23 marks as assumptions.
public struct ControlAssumptions: Hashable, Sendable {
  /// Whether a value control (switch, segmented control, slider, stepper) sends
  /// `primaryActionTriggered` with `valueChanged`, so that an action given as `primaryAction` runs
  /// when the value changes (FIDELITY 23.1). Default: true.
  public var valueChangeSendsPrimaryAction = true

  /// Whether a tap on a `UISwitch` sends `touchDown` (FIDELITY 23.2). Default: false: the switch's
  /// visual element takes the touch through a recognizer, and only `valueChanged` and
  /// `touchUpInside` reach targets.
  public var switchSendsTouchDown = false

  /// When a tap on a `UISegmentedControl` selects its segment (FIDELITY 23.3).
  public enum SegmentSelectionMoment: String, Hashable, Sendable, CaseIterable {
    /// When the finger lifts, as since iOS 13, where a finger slides the selection (the default).
    case touchUp
    /// When the finger goes down, as before iOS 13.
    case touchDown
  }

  /// When a tap on a `UISegmentedControl` selects its segment. Default: ``SegmentSelectionMoment/touchUp``.
  public var segmentSelectionMoment: SegmentSelectionMoment = .touchUp

  /// Whether a `UIStepper` steps when the finger goes down, sending `valueChanged` before
  /// `touchDown` and repeating while held (FIDELITY 23.5). Default: true; false steps once when the
  /// finger lifts inside, before `touchUpInside`, with no autorepeat.
  public var stepperStepsOnTouchDown = true

  /// Creates the default assumptions.
  public init() {}
}
