/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, stored sparsely: only the
/// symbols with a coefficient, in one contiguous array sorted by symbol, so that adding a row to
/// another is a merge of two sorted arrays and a lookup a binary search.
struct SolverRow {
  /// Coefficients smaller than this count as zero.
  static let epsilon = 1e-8

  /// One symbol and its coefficient.
  typealias Cell = (symbol: SolverSymbol, coefficient: Double)

  /// The cells, by increasing symbol (so by age).
  private(set) var cells: [Cell] = []
  private(set) var constant: Double

  init(constant: Double = 0) {
    self.constant = constant
  }

  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  /// The symbols with a coefficient, oldest first.
  var symbols: LazyMapSequence<[Cell], SolverSymbol> { cells.lazy.map(\.symbol) }

  /// Where `symbol`'s cell is, or where it would go.
  private func position(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      let here = cells[middle].symbol
      if here == symbol { return (middle, true) }
      if here < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  func coefficient(for symbol: SolverSymbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Adds `value` to the constant and returns the new constant.
  @discardableResult
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
  mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if Self.isNearZero(sum) {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
    } else if !Self.isNearZero(coefficient) {
      cells.insert((symbol, coefficient), at: index)
    }
  }

  /// Adds `coefficient × row`: one merge of the two sorted arrays.
  mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    guard !row.cells.isEmpty else { return }
    if row.cells.count == 1 {
      insert(row.cells[0].symbol, row.cells[0].coefficient * coefficient)
      return
    }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + row.cells.count)
    var mine = 0
    var theirs = 0
    while mine < cells.count || theirs < row.cells.count {
      if theirs == row.cells.count
        || (mine < cells.count && cells[mine].symbol < row.cells[theirs].symbol)
      {
        merged.append(cells[mine])
        mine += 1
      } else if mine == cells.count || row.cells[theirs].symbol < cells[mine].symbol {
        let value = row.cells[theirs].coefficient * coefficient
        if !Self.isNearZero(value) { merged.append((row.cells[theirs].symbol, value)) }
        theirs += 1
      } else {
        let sum = cells[mine].coefficient + row.cells[theirs].coefficient * coefficient
        if !Self.isNearZero(sum) { merged.append((cells[mine].symbol, sum)) }
        mine += 1
        theirs += 1
      }
    }
    cells = merged
  }

  mutating func remove(_ symbol: SolverSymbol) {
    let (index, found) = position(of: symbol)
    if found { cells.remove(at: index) }
  }

  /// Negates the row, so that a negative constant becomes positive.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Rewrites `0 = row` as `symbol = …`, removing `symbol` from the cells.
  mutating func solve(for symbol: SolverSymbol) {
    let (index, found) = position(of: symbol)
    guard found else { return }
    let factor = -1 / cells.remove(at: index).coefficient
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Rewrites `lhs = row` as `rhs = …`.
  mutating func solve(for lhs: SolverSymbol, replacing rhs: SolverSymbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the row that defines it.
  mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
    let (index, found) = position(of: symbol)
    guard found else { return }
    let coefficient = cells.remove(at: index).coefficient
    insert(row, coefficient)
  }

  /// The lowest restricted, non-dummy symbol whose coefficient is negative: the one to enter the
  /// basis when the row is an objective.
  var enteringSymbol: SolverSymbol? {
    cells.first { $0.symbol.kind != .dummy && $0.coefficient < 0 }?.symbol
  }
}
