// Ambiguity: a variable whose value could change without changing how well the constraints are
// met has more than one solution, which UIKit calls an ambiguous layout.
extension LayoutSolver {
  /// Whether the constraints leave `variable` free to move at no cost.
  package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
    guard let symbol = variables[ObjectIdentifier(variable)]?.symbol else { return true }
    guard let row = rows[symbol] else { return true }
    for (other, _) in row.cells {
      switch other.kind {
      case .external:
        return true
      case .slack, .error:
        if SolverRow.isNearZero(objective.coefficient(for: other)) && canIncrease(other) {
          return true
        }
      case .dummy:
        continue
      }
    }
    return false
  }

  /// Whether a parametric restricted symbol can grow from zero without making a row infeasible.
  private func canIncrease(_ symbol: SolverSymbol) -> Bool {
    for basic in rowsMentioning(symbol) where basic.isRestricted {
      guard let row = rows[basic] else { continue }
      let coefficient = row.coefficient(for: symbol)
      if coefficient < 0 && SolverRow.isNearZero(row.constant) { return false }
    }
    return true
  }
}

extension LayoutSolver {
  /// The number of the solver's column for `variable`, in the order the solver met its variables:
  /// the `{id: N}` of UIKit's `_autolayoutTrace`. A variable no constraint mentions gets a column
  /// of its own, free, as UIKit's engine holds every unknown of a view it lays out.
  package func columnNumber(of variable: LayoutVariable) -> Int {
    symbol(for: variable).id
  }
}
