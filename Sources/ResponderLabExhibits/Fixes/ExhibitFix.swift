/// One failure mode an exhibit shows, with its fix and a check that runs both.
///
/// `check(false)` runs the failing setup and `check(true)` the fixed one; each returns whether the
/// technique did its job. A fix is pinned when the first is false and the second true.
public struct ExhibitFix: Sendable, Identifiable {
  /// A short, stable name.
  public let name: String
  /// The exhibit that shows the failure.
  public let exhibit: String
  /// What goes wrong, and when.
  public let failure: String
  /// What to do instead.
  public let fix: String
  /// The facts of FIDELITY.md behind it.
  public let facts: String
  /// Runs the failing setup (`false`) or the fixed one (`true`) and says whether the technique
  /// worked.
  public let check: @MainActor @Sendable (_ fixed: Bool) -> Bool

  /// The name.
  public var id: String { name }

  /// Creates a fix.
  public init(
    name: String, exhibit: String, failure: String, fix: String, facts: String,
    check: @escaping @MainActor @Sendable (_ fixed: Bool) -> Bool
  ) {
    self.name = name
    self.exhibit = exhibit
    self.failure = failure
    self.fix = fix
    self.facts = facts
    self.check = check
  }
}
