extension FidelityAssumptions {
  /// Which constraint the engine breaks to recover from unsatisfiable constraints (FIDELITY 21.2).
  public enum BrokenConstraintRule: String, Hashable, Sendable, CaseIterable {
    /// The required constraint whose addition made the system unsatisfiable (the default).
    case constraintBeingAdded
    /// The most recently added constraint of the conflict list that the app made, the new one
    /// taking its place.
    case lowestInConflictList
  }
}

extension FidelityAssumptions {
  /// The side margins UIKit keeps at least on a controller's root view (FIDELITY 21.6): 16 points in
  /// a compact width, 20 in a regular one, by Apple's old `layoutMargins` documentation; reports from
  /// apps say the large phones (6 Plus and later, 414 points wide and more) have 20 as well.
  public enum RootViewMinimumMarginsRule: String, Hashable, Sendable, CaseIterable {
    /// 20 points in a regular width and on phones at least 414 points wide in portrait, else 16 (the
    /// default).
    case widerOnLargePhones
    /// 20 points in a regular width, 16 in a compact one, whatever the phone.
    case bySizeClass
  }
}
