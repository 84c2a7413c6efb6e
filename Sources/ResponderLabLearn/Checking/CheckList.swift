/// Runs a check's expectations in order and stops at the first that fails, so that a learner reads
/// one problem at a time.
///
/// ```swift
/// var list = CheckList(exercise: 1, total: 2)
/// list.expect("The label's controller is found", found === controller) {
///   Failure(explanation: "…", evidence: chain)
/// }
/// return list.verdict
/// ```
public struct CheckList: Sendable {
  /// Why an expectation failed and what shows it.
  public struct Failure: Sendable {
    /// Why it failed and what to change.
    public var explanation: String
    /// What proves it: a trace, a dump or a chain.
    public var evidence: String
    /// The common wrong answer recognised, whose hint the learner reads before the graded ones.
    public var mistake: Mistake?

    /// Creates a failure.
    public init(explanation: String, evidence: String = "", mistake: Mistake? = nil) {
      self.explanation = explanation
      self.evidence = evidence
      self.mistake = mistake
    }
  }

  private var expectations: [Verdict.Expectation] = []
  private let exercise: Int
  private let total: Int

  /// Creates an empty list for `exercise`, which will try `total` expectations if all hold.
  public init(exercise: Int, total: Int) {
    self.exercise = exercise
    self.total = total
  }

  /// Whether every expectation so far held, so that the next one is worth trying.
  public var isPassing: Bool {
    expectations.allSatisfy(\.passed)
  }

  /// Records that `condition` was expected under `title`; when it fails, `failure` says why.
  ///
  /// Does nothing once an earlier expectation failed.
  public mutating func expect(
    _ title: String, _ condition: Bool, failure: () -> Failure
  ) {
    guard isPassing else { return }
    if condition {
      expectations.append(Verdict.Expectation(title: title, passed: true))
    } else {
      let reason = failure()
      expectations.append(
        Verdict.Expectation(
          title: title, passed: false, explanation: reason.explanation, evidence: reason.evidence,
          mistake: reason.mistake))
    }
  }

  /// The verdict so far.
  public var verdict: Verdict {
    Verdict(exercise: exercise, expectations: expectations, total: total)
  }
}
