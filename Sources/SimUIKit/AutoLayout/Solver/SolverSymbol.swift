/// A column of the solver's tableau: an external variable, or one the solver made for a constraint.
struct SolverSymbol: Hashable, Comparable {
  enum Kind {
    /// Stands for a ``LayoutVariable``; unrestricted in sign.
    case external
    /// The slack of an inequality; never negative.
    case slack
    /// The error of an optional constraint; never negative, and minimised.
    case error
    /// Marks a required equality; always zero.
    case dummy
  }

  /// The order of creation; the simplex picks the lowest id among candidates (Bland's rule), which
  /// keeps it from cycling and makes every solve the same on every run.
  let id: Int
  let kind: Kind

  /// Whether the symbol may take part in a pivot as a restricted (non-negative) variable.
  var isRestricted: Bool { kind != .external }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
