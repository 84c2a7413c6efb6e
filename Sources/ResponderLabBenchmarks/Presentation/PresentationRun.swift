/// The counts and phase times of one run of the presentation workload.
public struct PresentationRun: Sendable, Equatable {
  /// The number of presentations.
  public var presentationCount: Int
  /// The depth of the chain once presented.
  public var presentedDepth = 0
  /// The depth of the chain after the dismissal.
  public var depthAfterDismissal = 0
  /// The appearance callbacks received, setup included.
  public var tally = AppearanceTally()
  /// The number of completion handlers that ran.
  public var completions = 0
  /// Making the window and the controllers, with the root's appearance.
  public var setUp: Duration = .zero
  /// Presenting the chain.
  public var present: Duration = .zero
  /// Dismissing the chain.
  public var dismiss: Duration = .zero

  /// Creates the record of a run of `presentationCount` presentations.
  public init(presentationCount: Int) {
    self.presentationCount = presentationCount
  }

  /// The count line: depths, callbacks and completions.
  public var countLine: String {
    "responderlab P=\(presentationCount) depth=\(presentedDepth) "
      + "depthAfterDismissal=\(depthAfterDismissal) callbacks=\(tally.total) "
      + "(willAppear=\(tally.willAppear) didAppear=\(tally.didAppear) "
      + "willDisappear=\(tally.willDisappear) didDisappear=\(tally.didDisappear)) "
      + "completions=\(completions)"
  }

  /// The timing line, in milliseconds, with the cost of one presentation in microseconds.
  public var timingLine: String {
    let perPresentation = present.nanoseconds / 1_000 / Double(max(presentationCount, 1))
    return "ms: setup=\(setUp.millisecondsText) present=\(present.millisecondsText) "
      + "dismiss=\(dismiss.millisecondsText) "
      + "total=\((setUp + present + dismiss).millisecondsText) "
      + "us/presentation=\(perPresentation.fixedText(decimals: 2))"
  }
}
