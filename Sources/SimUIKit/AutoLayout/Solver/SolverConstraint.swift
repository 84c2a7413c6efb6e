/// How the two sides of a linear constraint compare.
package enum LinearRelation: Sendable {
  case lessThanOrEqual
  case equal
  case greaterThanOrEqual
}

/// A linear constraint `lhs relation rhs` with a priority, as the layout solver takes it.
///
/// Priorities follow UIKit's scale: 1000 is required; anything lower is optional, and the solver
/// minimises the weighted errors of optional constraints (see ``LayoutSolver/weight(forPriority:)``).
package final class SolverConstraint: CustomStringConvertible {
  /// `lhs - rhs`, compared with zero.
  package let expression: LinearExpression
  package let relation: LinearRelation
  /// 1…1000; 1000 is required.
  package let priority: Double
  /// What the constraint stands for, for messages (an `NSLayoutConstraint`, say).
  package let label: String

  /// Creates `lhs relation rhs` at `priority`.
  package init(
    _ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression,
    priority: Double = LayoutSolver.requiredPriority, label: String = ""
  ) {
    self.expression = lhs - rhs
    self.relation = relation
    self.priority = min(max(priority, 1), LayoutSolver.requiredPriority)
    self.label = label
  }

  /// Whether the constraint must hold.
  package var isRequired: Bool { priority >= LayoutSolver.requiredPriority }

  /// Whether the variables' current values satisfy the constraint, to within `tolerance`.
  package func isSatisfied(tolerance: Double = 1e-6) -> Bool {
    let value = expression.value
    switch relation {
    case .equal: return abs(value) <= tolerance
    case .lessThanOrEqual: return value <= tolerance
    case .greaterThanOrEqual: return value >= -tolerance
    }
  }

  package var description: String {
    label.isEmpty ? "constraint(priority: \(priority))" : label
  }
}
