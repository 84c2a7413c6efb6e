/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, stored sparsely (only the
/// symbols with a coefficient, keyed by the symbol's integer id).
struct SolverRow {
  /// Coefficients smaller than this count as zero.
  static let epsilon = 1e-8

  private(set) var cells: [SolverSymbol: Double] = [:]
  private(set) var constant: Double
  /// The restricted, non-dummy symbols whose coefficient is negative, kept only for a row that
  /// serves as an objective (``trackingEnteringCandidates()``), so that finding the entering symbol
  /// does not read every cell of an objective that holds every optional constraint's errors.
  private var negatives: Set<SolverSymbol>?

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// An empty row that keeps its entering candidates as it changes: the solver's objective.
  static func trackingEnteringCandidates() -> SolverRow {
    var row = SolverRow()
    row.negatives = []
    return row
  }

  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  func coefficient(for symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

  /// Adds `value` to the constant and returns the new constant.
  @discardableResult
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
  mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
    let sum = (cells[symbol] ?? 0) + coefficient
    if Self.isNearZero(sum) {
      cells.removeValue(forKey: symbol)
      negatives?.remove(symbol)
    } else {
      cells[symbol] = sum
      if negatives != nil { noteCandidate(symbol, sum) }
    }
  }

  /// Adds `coefficient × row`.
  mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells {
      insert(symbol, value * coefficient)
    }
  }

  mutating func remove(_ symbol: SolverSymbol) {
    cells.removeValue(forKey: symbol)
    negatives?.remove(symbol)
  }

  /// Negates the row, so that a negative constant becomes positive.
  mutating func reverseSign() {
    constant = -constant
    for (symbol, value) in cells { cells[symbol] = -value }
    rebuildCandidates()
  }

  /// Rewrites `0 = row` as `symbol = …`, removing `symbol` from the cells.
  mutating func solve(for symbol: SolverSymbol) {
    guard let value = cells.removeValue(forKey: symbol) else { return }
    let factor = -1 / value
    constant *= factor
    for (other, coefficient) in cells { cells[other] = coefficient * factor }
    rebuildCandidates()
  }

  /// Rewrites `lhs = row` as `rhs = …`.
  mutating func solve(for lhs: SolverSymbol, replacing rhs: SolverSymbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the row that defines it.
  mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    negatives?.remove(symbol)
    insert(row, coefficient)
  }

  /// The lowest restricted, non-dummy symbol whose coefficient is negative: the one to enter the
  /// basis when the row is an objective.
  var enteringSymbol: SolverSymbol? {
    if let negatives { return negatives.min() }
    var best: SolverSymbol?
    for (symbol, value) in cells where symbol.kind != .dummy && value < 0 {
      if best.map({ symbol < $0 }) ?? true { best = symbol }
    }
    return best
  }

  private mutating func noteCandidate(_ symbol: SolverSymbol, _ value: Double) {
    if value < 0 && symbol.kind != .dummy {
      negatives?.insert(symbol)
    } else {
      negatives?.remove(symbol)
    }
  }

  private mutating func rebuildCandidates() {
    guard negatives != nil else { return }
    negatives = Set(cells.filter { $0.key.kind != .dummy && $0.value < 0 }.map(\.key))
  }
}
