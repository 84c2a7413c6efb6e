/// The registered cell classes and the cells waiting for reuse, by identifier (FIDELITY 14.17).
@MainActor
struct CellReusePool<Cell: UIView> {
  var registered: [String: () -> Cell] = [:]
  var waiting: [String: [Cell]] = [:]

  mutating func dequeue(_ identifier: String) -> Cell? {
    guard var cells = waiting[identifier], !cells.isEmpty else { return nil }
    let cell = cells.removeLast()
    waiting[identifier] = cells
    return cell
  }

  mutating func enqueue(_ cell: Cell, identifier: String?) {
    guard let identifier else { return }
    waiting[identifier, default: []].append(cell)
  }

  /// Takes back a cell whose row left the screen: it leaves its table or collection, or, with
  /// ``GestureAssumptions/reusableCellsStayInContainer``, stays in it hidden (FIDELITY 14.17:
  /// unconfirmed; iOS 26.1 has a private `_setHiddenForReuse:`).
  mutating func recycle(_ cell: Cell, identifier: String?, stayingHidden: Bool) {
    if stayingHidden { cell.isHidden = true } else { cell.removeFromSuperview() }
    enqueue(cell, identifier: identifier)
  }
}
