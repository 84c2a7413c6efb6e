/// Why the layout solver refused a request.
package enum SolverError: Error, Equatable {
  /// A required constraint contradicts the required constraints already added. `conflicting` lists
  /// those (the engine's row that could not be satisfied names them), in the order they were added.
  case unsatisfiable(conflicting: [ObjectIdentifier])
  /// The constraint is already in the solver.
  case duplicateConstraint
  /// The constraint is not in the solver.
  case unknownConstraint
  /// The variable already has an edit constraint.
  case duplicateEditVariable
  /// The variable has no edit constraint.
  case unknownEditVariable
  /// An optional objective could decrease without bound: a bug in the solver, never in the input.
  case internalError(String)
}
