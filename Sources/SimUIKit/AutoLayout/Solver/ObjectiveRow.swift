/// The objective: the errors of the optional constraints weighted by priority, as a row that grows
/// with every optional constraint. Its cells are hashed rather than sorted, for it takes one new
/// cell at a time, and it keeps its entering candidates as it changes, so that finding the symbol
/// to enter the basis does not read every cell.
struct ObjectiveRow {
  private(set) var cells: [SolverSymbol: Double] = [:]
  private(set) var constant: Double = 0
  /// The non-dummy symbols whose coefficient is negative.
  private var negatives: Set<SolverSymbol> = []

  func coefficient(for symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
  mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
    let sum = (cells[symbol] ?? 0) + coefficient
    if SolverRow.isNearZero(sum) {
      cells.removeValue(forKey: symbol)
      negatives.remove(symbol)
    } else {
      cells[symbol] = sum
      if sum < 0 && symbol.kind != .dummy {
        negatives.insert(symbol)
      } else {
        negatives.remove(symbol)
      }
    }
  }

  /// Adds `coefficient × row`.
  mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  mutating func remove(_ symbol: SolverSymbol) {
    cells.removeValue(forKey: symbol)
    negatives.remove(symbol)
  }

  /// Replaces `symbol` by the row that defines it.
  mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    negatives.remove(symbol)
    insert(row, coefficient)
  }

  /// The lowest non-dummy symbol whose coefficient is negative: the one to enter the basis.
  var enteringSymbol: SolverSymbol? { negatives.min() }
}
