/// What a check found: each expectation it tried, in order, and whether it held.
///
/// The first failing expectation is what a learner reads next; its evidence (a trace, a dump or a
/// responder chain) shows what really happened.
public struct Verdict: Sendable, Equatable {
  /// One expectation of a check.
  public struct Expectation: Sendable, Equatable {
    /// What is expected, in one line: "The label's controller is found".
    public var title: String
    /// Whether it held.
    public var passed: Bool
    /// Why it failed and what to change; empty when it held.
    public var explanation: String
    /// What proves it: a trace, a dump or a chain, as printed by the simulator; empty when none.
    public var evidence: String
    /// The common wrong answer the check recognised in what the learner did, if any.
    public var mistake: Mistake?

    /// Creates an expectation's result.
    public init(
      title: String, passed: Bool, explanation: String = "", evidence: String = "",
      mistake: Mistake? = nil
    ) {
      self.title = title
      self.passed = passed
      self.explanation = explanation
      self.evidence = evidence
      self.mistake = mistake
    }
  }

  /// The number of the exercise checked.
  public var exercise: Int
  /// Every expectation tried, in order; checking stops at the first that fails.
  public var expectations: [Expectation]
  /// How many expectations the check has in all, passed or not.
  public var total: Int

  /// Creates a verdict.
  public init(exercise: Int, expectations: [Expectation], total: Int) {
    self.exercise = exercise
    self.expectations = expectations
    self.total = total
  }

  /// Whether every expectation held.
  public var passed: Bool {
    expectations.count == total && expectations.allSatisfy(\.passed)
  }

  /// The first expectation that failed, if any.
  public var firstFailure: Expectation? {
    expectations.first { !$0.passed }
  }

  /// The mistake recognised in the first failing expectation, if any.
  public var mistake: Mistake? {
    firstFailure?.mistake
  }

  /// How many expectations held.
  public var passedCount: Int {
    expectations.filter(\.passed).count
  }
}
