/// A column of the solver's tableau: an external variable, or one the solver made for a constraint.
struct SolverSymbol: Hashable, Comparable {
  enum Kind: Int {
    /// Stands for a ``LayoutVariable``; unrestricted in sign.
    case external
    /// The slack of an inequality; never negative.
    case slack
    /// The error of an optional constraint; never negative, and minimised.
    case error
    /// Marks a required equality; always zero.
    case dummy
  }

  /// The id and the kind in one word (the id in the high bits), so that a row's cell is two words.
  private let bits: Int

  init(id: Int, kind: Kind) {
    bits = id << 2 | kind.rawValue
  }

  /// The order of creation; the simplex picks the lowest id among candidates (Bland's rule), which
  /// keeps it from cycling and makes every solve the same on every run.
  var id: Int { bits >> 2 }
  var kind: Kind { Kind(rawValue: bits & 3)! }

  /// Whether the symbol may take part in a pivot as a restricted (non-negative) variable.
  var isRestricted: Bool { kind != .external }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.bits < rhs.bits }
}
