/// A common wrong answer that a check recognises in what the learner did, with a hint about that
/// mistake alone.
///
/// A check attaches one to a failure only when the simulator showed that mistake (the delegate was
/// set on the presenter's presentation controller, the lock was still alive after the editor was
/// freed, …), never from a guess. Its hint is shown before the exercise's graded hints.
public struct Mistake: Sendable, Equatable {
  /// A stable name for the mistake, for tests and docs: `"climbsSuperviewOnly"`.
  public var id: String
  /// What to change, addressed to the learner who made this mistake.
  public var hint: String

  /// Creates a recognised mistake.
  public init(_ id: String, hint: String) {
    self.id = id
    self.hint = hint
  }
}
