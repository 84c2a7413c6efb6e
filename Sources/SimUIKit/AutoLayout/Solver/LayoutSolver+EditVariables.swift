// Edit variables: a variable whose value the caller suggests, held by an optional equality so the
// dual simplex can move it without rebuilding the tableau.
extension LayoutSolver {
  /// Makes `variable` editable at `priority` (below required), starting from its current value.
  package func addEditVariable(_ variable: LayoutVariable, priority: Double) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable }
    let constraint = SolverConstraint(
      LinearExpression(variable), .equal, LinearExpression(),
      priority: min(priority, LayoutSolver.requiredPriority - 1), label: "edit \(variable.name)")
    try addConstraint(constraint)
    edits[key] = Edit(constraint: constraint, constant: 0)
  }

  /// Stops editing `variable`.
  package func removeEditVariable(_ variable: LayoutVariable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable
    }
    try removeConstraint(edit.constraint)
  }

  /// Whether `variable` is editable.
  package func hasEditVariable(_ variable: LayoutVariable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable and re-solves incrementally (the dual simplex).
  package func suggestValue(_ value: Double, for variable: LayoutVariable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard var edit = edits[key], let entry = entries[ObjectIdentifier(edit.constraint)] else {
      throw .unknownEditVariable
    }
    let delta = value - edit.constant
    edit.constant = value
    edits[key] = edit
    let marker = entry.tag.marker
    if rows[marker] != nil {
      if addToConstant(of: marker, -delta) < 0 { infeasibleRows.append(marker) }
    } else if let other = entry.tag.other, rows[other] != nil {
      if addToConstant(of: other, delta) < 0 { infeasibleRows.append(other) }
    } else {
      // Only the rows that mention the marker move: the column index names them.
      for key in rowsMentioning(marker) {
        let coefficient = rows[key]?.coefficient(for: marker) ?? 0
        if addToConstant(of: key, delta * coefficient) < 0 && key.kind != .external {
          infeasibleRows.append(key)
        }
      }
    }
    try dualOptimize()
  }
}
