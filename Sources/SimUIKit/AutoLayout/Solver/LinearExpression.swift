/// A sum of variables times coefficients, plus a constant: the two sides of a linear constraint.
package struct LinearExpression {
  /// One variable times its coefficient.
  package struct Term {
    package let variable: LayoutVariable
    package let coefficient: Double

    /// Creates `coefficient × variable`.
    package init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, in the order they were written (a variable may appear more than once).
  package var terms: [Term]
  /// The constant added to the terms.
  package var constant: Double

  /// Creates `terms + constant`.
  package init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 × variable`.
  package init(_ variable: LayoutVariable) {
    self.init([Term(variable)])
  }

  /// The expression's value for the variables' current values.
  package var value: Double {
    terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
  }

  package static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  package static func - (lhs: Self, rhs: Self) -> Self {
    lhs + rhs * -1
  }

  package static func * (lhs: Self, rhs: Double) -> Self {
    Self(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  package static func + (lhs: Self, rhs: Double) -> Self {
    Self(lhs.terms, constant: lhs.constant + rhs)
  }
}
