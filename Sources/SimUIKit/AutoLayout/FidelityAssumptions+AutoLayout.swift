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
