/// The counts and times of one run of the sheet scenario.
public struct SheetScenarioRun: Sendable, Equatable {
  /// The number of rounds asked for.
  public var roundCount: Int
  /// The rounds in which the sheet went up and came down.
  public var completedRounds = 0
  /// The number of times the sheet's `onDismiss` ran.
  public var dismissals = 0
  /// The number of times the sheet's content body was evaluated.
  public var sheetBodyEvaluations = 0
  /// The virtual time the rounds took on the simulation's clock, in seconds.
  public var virtualSeconds = 0.0
  /// Making the window and the hosting controller, and the first update.
  public var setUp: Duration = .zero
  /// Running the rounds.
  public var rounds: Duration = .zero

  /// Creates the record of a run of `roundCount` rounds.
  public init(roundCount: Int) {
    self.roundCount = roundCount
  }

  /// The count line.
  public var countLine: String {
    "responderlab K=\(roundCount) rounds=\(completedRounds) dismissals=\(dismissals) "
      + "sheetBodies=\(sheetBodyEvaluations) virtualSeconds=\(virtualSeconds.fixedText(decimals: 2))"
  }

  /// The timing line, in milliseconds, with the cost of one round in microseconds.
  public var timingLine: String {
    let perRound = rounds.nanoseconds / 1_000 / Double(max(roundCount, 1))
    return "ms: setup=\(setUp.millisecondsText) rounds=\(rounds.millisecondsText) "
      + "total=\((setUp + rounds).millisecondsText) us/round=\(perRound.fixedText(decimals: 2))"
  }
}
