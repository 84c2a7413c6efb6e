import ResponderLabDevice
import SimUIKit
import Testing

@Suite("A UIKit-shaped table screen, tap by tap")
@MainActor
struct ContactListScreenTests {
  /// The centre of row `row`'s name, and of its Call button, in the window: the table fills the
  /// screen and rests below the 47-point safe area.
  private func points(row: Int, in table: UITableView) -> (name: CGPoint, call: CGPoint) {
    let rect = table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
    return (CGPoint(x: 100, y: rect.midY), CGPoint(x: rect.maxX - 56, y: rect.midY))
  }

  @Test(
    "FIDELITY 14.4, 14.10, 14.14, 14.15, 14.16, 14.17: rows, reuse, a Call button and a tap recognizer on the controller's view"
  )
  func tapByTap() throws {
    let device = SimulatedDevice()
    let contacts = ContactListViewController()
    device.show(contacts)
    let table = try #require(contacts.tableView)

    // Cells come during layout, for visible rows only, with no superview yet (14.17).
    let visible = try #require(table.indexPathsForVisibleRows)
    #expect(visible.first == IndexPath(row: 0, section: 0))
    #expect(visible.count < contacts.names.count)
    #expect(table.cellForRow(at: IndexPath(row: 29, section: 0)) == nil)
    #expect(contacts.superviewsInCellForRow.allSatisfy { $0 == nil })
    #expect(table.contentOffset.y == -table.adjustedContentInset.top)

    // The chain from a label in a cell (14.14).
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ContactCell)
    #expect(cell.nameLabel.next === cell.contentView)
    #expect(cell.contentView.next === cell)
    #expect(cell.next === table)
    #expect(table.next === contacts)

    // A tap on a row: the controller's tap recognizer takes it, so the row is not selected (14.4).
    try device.hand.tap(at: points(row: 2, in: table).name)
    device.runUntilIdle()
    #expect(contacts.backgroundTaps == 1)
    #expect(contacts.selectedRows.isEmpty)
    #expect(table.indexPathForSelectedRow == nil)

    // The Call button keeps its tap from the recognizer (14.10) and does not select (14.16).
    try device.hand.tap(at: points(row: 1, in: table).call)
    device.runUntilIdle()
    #expect(contacts.calls == ["Contact 2"])
    #expect(contacts.backgroundTaps == 1)
    #expect(contacts.selectedRows.isEmpty)

    // With cancelsTouchesInView off, the row is selected too; didSelectRowAt comes from the
    // main queue after the touch (14.15).
    contacts.endEditingTap.cancelsTouchesInView = false
    try device.hand.tap(at: points(row: 2, in: table).name)
    #expect(contacts.backgroundTaps == 2)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(contacts.selectedRows.isEmpty, "didSelectRowAt is deferred")
    device.runUntilIdle()
    #expect(contacts.selectedRows == [2])

    // Scrolling recycles cells: no more cells than fit on screen plus the ones scrolling in.
    let before = contacts.distinctCells.count
    try device.hand.pan(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.4, steps: 8)
    device.runUntilIdle()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 29, section: 0)) == true)
    #expect(contacts.distinctCells.count <= before + 2)
    let reused = try #require(table.cellForRow(at: IndexPath(row: 29, section: 0)) as? ContactCell)
    #expect(reused.nameLabel.text == "Contact 30")
  }
}
