import Foundation

/// An incremental linear-constraint solver: the Cassowary algorithm (Badros, Borning and Stuckey,
/// 2001), the algorithm behind UIKit's Auto Layout engine.
///
/// Required constraints (priority 1000) hold exactly or are refused with
/// ``SolverError/unsatisfiable(conflicting:)``. Optional ones are satisfied as nearly as the
/// required ones allow, by minimising the sum of their errors weighted by priority. Adding or
/// removing one constraint re-optimises from the previous solution instead of starting over, and
/// edit variables (``addEditVariable(_:priority:)``, ``suggestValue(_:for:)``) move a value cheaply.
///
/// The tableau is sparse: a row holds only the symbols it mentions, and a column index gives, for
/// every symbol that can enter the basis, the rows that mention it, so that a pivot touches those
/// rows alone and adding a constraint costs about the size of its row, not of the whole tableau.
///
/// Everything is deterministic: among equal candidates the simplex picks the oldest symbol.
package final class LayoutSolver {
  /// UIKit's `UILayoutPriority.required`.
  package static let requiredPriority: Double = 1000

  /// The objective weight of an optional constraint's error: each 50 points of priority double it,
  /// so priority 999 weighs about 10⁶ and priority 1 about 1 (docs/fidelity.md, "Auto Layout").
  package static func weight(forPriority priority: Double) -> Double {
    pow(2, min(priority, 999) / 50)
  }

  /// The symbols a constraint added to the tableau.
  struct Tag {
    var marker: SolverSymbol
    var other: SolverSymbol?
  }

  struct Entry {
    let constraint: SolverConstraint
    let tag: Tag
    let order: Int
  }

  struct Edit {
    let constraint: SolverConstraint
    var constant: Double
  }

  var entries: [ObjectIdentifier: Entry] = [:]
  /// The tableau, by basic symbol. Change it only through ``setRow(_:_:)``, ``takeRow(_:)`` and
  /// ``substitute(_:with:)``, which keep ``columns`` up to date.
  private(set) var rows: [SolverSymbol: SolverRow] = [:]
  /// For every parametric symbol but the dummies, by symbol id, the basic symbols whose rows
  /// mention it. A list may also hold symbols whose rows no longer do, or twice the same: they are
  /// dropped when the list is read (``rowsMentioning(_:)``), which costs no more than adding them
  /// did. Dummies never enter the basis but when their constraint goes, so their rows are found by
  /// a scan then; leaving them out keeps the index small for chains of equalities, whose rows hold
  /// the dummies of every constraint before them.
  // NB: unchecked, for the solver is one object used from one thread, and no access to the index
  // spans a call; the check was a fifth of the time of adding a row.
  @exclusivity(unchecked) private var columns: [[SolverSymbol]] = [[]]
  /// While the artificial-variable phase runs: each row as it was before the phase first changed
  /// it (nil for a row that did not exist), so that a refused constraint leaves the tableau as it was.
  private var journal: [SolverSymbol: SolverRow?]?
  var variables: [ObjectIdentifier: (variable: LayoutVariable, symbol: SolverSymbol)] = [:]
  var markerOwners: [SolverSymbol: ObjectIdentifier] = [:]
  var edits: [ObjectIdentifier: Edit] = [:]
  var infeasibleRows: [SolverSymbol] = []
  var objective = ObjectiveRow()
  var artificial: SolverRow?
  private var nextSymbolID = 0
  private var nextOrder = 0

  /// Creates an empty solver.
  package init() {}

  /// How many constraints the solver holds, edit constraints included.
  package var constraintCount: Int { entries.count }

  /// Whether the solver holds `constraint`.
  package func contains(_ constraint: SolverConstraint) -> Bool {
    entries[ObjectIdentifier(constraint)] != nil
  }

  /// Adds a constraint and re-optimises. A required constraint that contradicts the others is
  /// refused, the solver left as it was, and the error names the constraints it conflicts with.
  package func addConstraint(_ constraint: SolverConstraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard entries[key] == nil else { throw .duplicateConstraint }
    var (row, tag) = makeRow(for: constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.symbols.allSatisfy({ $0.kind == .dummy }) {
      guard SolverRow.isNearZero(row.constant) else {
        discardSymbols(of: constraint, tag)
        throw .unsatisfiable(conflicting: owners(of: row.symbols))
      }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, with: row)
      setRow(subject, row)
    } else {
      // The artificial-variable phase may pivot many rows; on failure they are put back as they
      // were, from the journal of the rows it changed.
      let saved = (objective, infeasibleRows)
      journal = [:]
      let conflict: SolverRow?
      do {
        conflict = try addWithArtificialVariable(row)
      } catch {
        journal = nil
        throw error
      }
      let changed = journal ?? [:]
      journal = nil
      if let conflict {
        for (basic, old) in changed {
          _ = takeRow(basic)
          if let old { setRow(basic, old) }
        }
        (objective, infeasibleRows) = saved
        discardSymbols(of: constraint, tag)
        throw .unsatisfiable(conflicting: owners(of: conflict.symbols))
      }
    }
    entries[key] = Entry(constraint: constraint, tag: tag, order: nextOrder)
    nextOrder += 1
    markerOwners[tag.marker] = key
    if let other = tag.other { markerOwners[other] = key }
    try optimize()
  }

  /// Removes a constraint and re-optimises.
  package func removeConstraint(_ constraint: SolverConstraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard let entry = entries.removeValue(forKey: key) else { throw .unknownConstraint }
    let tag = entry.tag
    markerOwners.removeValue(forKey: tag.marker)
    if let other = tag.other { markerOwners.removeValue(forKey: other) }
    removeErrorEffects(tag, constraint: constraint)
    if takeRow(tag.marker) == nil {
      guard let leaving = markerLeavingSymbol(tag.marker), var row = takeRow(leaving)
      else { throw .internalError("no row holds the marker of \(constraint)") }
      row.solve(for: leaving, replacing: tag.marker)
      substitute(tag.marker, with: row)
    }
    try optimize()
  }

  /// Writes every variable's solved value into ``LayoutVariable/value``.
  package func updateVariables() {
    for (variable, symbol) in variables.values {
      variable.value = rows[symbol]?.constant ?? 0
    }
  }

  // MARK: - Building rows

  func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
    nextSymbolID += 1
    columns.append([])
    return SolverSymbol(id: nextSymbolID, kind: kind)
  }

  func symbol(for variable: LayoutVariable) -> SolverSymbol {
    let key = ObjectIdentifier(variable)
    if let known = variables[key] { return known.symbol }
    let symbol = makeSymbol(.external)
    variables[key] = (variable, symbol)
    return symbol
  }

  /// The constraint as a tableau row over the current parametric symbols, with its marker symbols.
  private func makeRow(for constraint: SolverConstraint) -> (SolverRow, Tag) {
    let expression = constraint.expression
    var row = SolverRow(constant: expression.constant)
    for term in expression.terms where !SolverRow.isNearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if let basic = rows[symbol] {
        row.insert(basic, term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    let weight = Self.weight(forPriority: constraint.priority)
    let tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.insert(slack, sign)
      if constraint.isRequired {
        tag = Tag(marker: slack)
      } else {
        let error = makeSymbol(.error)
        row.insert(error, -sign)
        objective.insert(error, weight)
        tag = Tag(marker: slack, other: error)
      }
    case .equal:
      if constraint.isRequired {
        let dummy = makeSymbol(.dummy)
        row.insert(dummy)
        tag = Tag(marker: dummy)
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, weight)
        objective.insert(minus, weight)
        tag = Tag(marker: plus, other: minus)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to solve a new row for: an external variable if it has one, else a new restricted
  /// marker with a negative coefficient. Among the external variables, the oldest that no other row
  /// mentions, else the oldest: solving for a variable other rows mention substitutes the new row
  /// into each of them, and in a chain of views, pinned one below the other before their heights
  /// are, the oldest is the first view's height, which every later row mentions.
  private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol? {
    var oldest: SolverSymbol?
    for symbol in row.symbols where symbol.kind == .external {
      if !isMentioned(symbol) { return symbol }
      if oldest == nil { oldest = symbol }
    }
    if let oldest { return oldest }
    for candidate in [tag.marker, tag.other].compactMap(\.self)
    where candidate.kind == .slack || candidate.kind == .error {
      if row.coefficient(for: candidate) < 0 { return candidate }
    }
    return nil
  }

  /// Adds a row through an artificial variable; returns the unsatisfiable row when it cannot be
  /// driven to zero, after restoring the tableau.
  private func addWithArtificialVariable(_ row: SolverRow) throws(SolverError) -> SolverRow? {
    let art = makeSymbol(.slack)
    setRow(art, row)
    artificial = row
    try optimize(isArtificial: true)
    let failure = artificial.flatMap { SolverRow.isNearZero($0.constant) ? nil : $0 }
    artificial = nil
    if var basic = takeRow(art), !basic.cells.isEmpty {
      let entering = basic.symbols.filter { $0.kind == .slack || $0.kind == .error }.min()
      guard let entering else {
        return failure ?? basic
      }
      basic.solve(for: art, replacing: entering)
      substitute(entering, with: basic)
      setRow(entering, basic)
    }
    for key in rowsMentioning(art) {
      record(key)
      rows[key]?.remove(art)
    }
    columns[art.id] = []
    objective.remove(art)
    return failure
  }

  /// Forgets the error symbols a refused constraint put into the objective.
  private func discardSymbols(of constraint: SolverConstraint, _ tag: Tag) {
    removeErrorEffects(tag, constraint: constraint)
  }

  private func removeErrorEffects(_ tag: Tag, constraint: SolverConstraint) {
    guard !constraint.isRequired else { return }
    let weight = Self.weight(forPriority: constraint.priority)
    for marker in [tag.marker, tag.other].compactMap(\.self) where marker.kind == .error {
      if let row = rows[marker] {
        objective.insert(row, -weight)
      } else {
        objective.insert(marker, -weight)
      }
    }
  }

  /// The constraints that own `symbols`, required ones only, oldest first.
  private func owners(of symbols: some Sequence<SolverSymbol>) -> [ObjectIdentifier] {
    let keys = Set(symbols.compactMap { markerOwners[$0] })
    return keys.compactMap { entries[$0] }.filter(\.constraint.isRequired)
      .sorted { $0.order < $1.order }.map { ObjectIdentifier($0.constraint) }
  }

  // MARK: - The tableau and its column index

  /// Makes `row` the row of `basic`, and indexes its symbols.
  func setRow(_ basic: SolverSymbol, _ row: SolverRow) {
    record(basic)
    rows[basic] = row
    for cell in row.cells where cell.symbol.kind != .dummy {
      columns[cell.symbol.id].append(basic)
    }
  }

  /// Takes the row of `basic` out of the tableau (its entries in the index go when next read).
  func takeRow(_ basic: SolverSymbol) -> SolverRow? {
    guard rows[basic] != nil else { return nil }
    record(basic)
    return rows.removeValue(forKey: basic)
  }

  /// Adds `value` to the constant of the row of `basic` (its symbols, and so the index, unchanged)
  /// and returns the new constant.
  func addToConstant(of basic: SolverSymbol, _ value: Double) -> Double {
    rows[basic]?.add(value) ?? 0
  }

  /// The basic symbols whose rows mention `symbol`, in the order of their ids: from the column
  /// index, which this prunes, or for a dummy by a scan of the rows.
  func rowsMentioning(_ symbol: SolverSymbol) -> [SolverSymbol] {
    if symbol.kind == .dummy {
      return rows.compactMap { $0.value.coefficient(for: symbol) != 0 ? $0.key : nil }.sorted()
    }
    var column = columns[symbol.id]
    columns[symbol.id] = []
    column.sort()
    var kept: [SolverSymbol] = []
    kept.reserveCapacity(column.count)
    for basic in column where basic != kept.last {
      if let row = rows[basic], row.coefficient(for: symbol) != 0 { kept.append(basic) }
    }
    columns[symbol.id] = kept
    return kept
  }

  /// Whether a row of the tableau mentions `symbol` (not a dummy), stopping at the first.
  private func isMentioned(_ symbol: SolverSymbol) -> Bool {
    columns[symbol.id].contains { (rows[$0]?.coefficient(for: symbol) ?? 0) != 0 }
  }

  /// Notes the row of `basic` as it is now, the first time the artificial phase changes it.
  private func record(_ basic: SolverSymbol) {
    guard journal != nil, journal?[basic] == nil else { return }
    journal?[basic] = .some(rows[basic])
  }

  // MARK: - Pivoting

  /// Replaces `symbol` everywhere by the row that now defines it, touching only the rows that
  /// mention it.
  func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
    let indexed = row.symbols.filter { $0.kind != .dummy }
    for key in rowsMentioning(symbol) {
      record(key)
      var new: [SolverSymbol] = []
      if let current = rows[key] {
        for other in indexed where current.coefficient(for: other) == 0 { new.append(other) }
      }
      rows[key]!.substitute(symbol, with: row)
      for other in new where rows[key]!.coefficient(for: other) != 0 {
        columns[other.id].append(key)
      }
      if key.kind != .external && rows[key]!.constant < 0 { infeasibleRows.append(key) }
    }
    columns[symbol.id] = []
    objective.substitute(symbol, with: row)
    artificial?.substitute(symbol, with: row)
  }

  /// The primal simplex: pivots until no symbol can lower the objective (or, in the
  /// artificial-variable phase, the artificial row).
  private func optimize(isArtificial: Bool = false) throws(SolverError) {
    while true {
      // NB: no copy of the objective is held across the pivot, which would make the pivot's
      // substitution copy the whole objective.
      let enteringSymbol = isArtificial ? artificial!.enteringSymbol : objective.enteringSymbol
      guard let entering = enteringSymbol else { return }
      var leaving: SolverSymbol?
      var ratio = Double.greatestFiniteMagnitude
      for symbol in rowsMentioning(entering) where symbol.kind != .external {
        guard let row = rows[symbol] else { continue }
        let coefficient = row.coefficient(for: entering)
        guard coefficient < 0 else { continue }
        let candidate = -row.constant / coefficient
        if candidate < ratio || (candidate == ratio && leaving.map { symbol < $0 } ?? true) {
          ratio = candidate
          leaving = symbol
        }
      }
      guard let leaving, var row = takeRow(leaving) else {
        throw .internalError("the objective is unbounded")
      }
      row.solve(for: leaving, replacing: entering)
      substitute(entering, with: row)
      setRow(entering, row)
    }
  }

  /// The dual simplex: restores feasibility after an edit variable's value changed.
  func dualOptimize() throws(SolverError) {
    while let leaving = infeasibleRows.popLast() {
      guard let row = rows[leaving], row.constant < 0, !SolverRow.isNearZero(row.constant) else {
        continue
      }
      var entering: SolverSymbol?
      var ratio = Double.greatestFiniteMagnitude
      for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
        let candidate = objective.coefficient(for: symbol) / coefficient
        if candidate < ratio || (candidate == ratio && entering.map { symbol < $0 } ?? true) {
          ratio = candidate
          entering = symbol
        }
      }
      guard let entering, var pivot = takeRow(leaving) else {
        throw .internalError("the dual simplex found no entering symbol")
      }
      pivot.solve(for: leaving, replacing: entering)
      substitute(entering, with: pivot)
      setRow(entering, pivot)
    }
  }

  /// The row to pivot out when removing a constraint whose marker is not basic.
  private func markerLeavingSymbol(_ marker: SolverSymbol) -> SolverSymbol? {
    var first: (SolverSymbol, Double)?
    var second: (SolverSymbol, Double)?
    var third: SolverSymbol?
    for symbol in rowsMentioning(marker) {
      guard let row = rows[symbol] else { continue }
      let coefficient = row.coefficient(for: marker)
      guard coefficient != 0 else { continue }
      if symbol.kind == .external {
        if third == nil { third = symbol }
      } else if symbol.kind == .dummy {
        // NB: a dummy is zero, so a dummy's row that mentions the marker holds the marker at zero
        // whatever the sign: pivoting on another row would move the marker, and with it the dummy,
        // breaking the required equality the dummy stands for.
        if first.map({ 0 < $0.1 }) ?? true { first = (symbol, 0) }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first.map({ ratio < $0.1 }) ?? true { first = (symbol, ratio) }
      } else {
        let ratio = row.constant / coefficient
        if second.map({ ratio < $0.1 }) ?? true { second = (symbol, ratio) }
      }
    }
    return first?.0 ?? second?.0 ?? third
  }
}
