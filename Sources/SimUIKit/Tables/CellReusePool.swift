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
}
