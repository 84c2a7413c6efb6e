import ResponderLabDevice
import SimUIKit
import Testing

// Runs the corpus programs about touches, recognizers, tables and sheets on a simulated phone.
// This file is compiled twice, in the Swift 5 and the Swift 6 language mode.

@Suite("Client programs: touches, tables and sheets")
@MainActor
struct TouchProgramsTests {
  /// The search screen of program 20 on a phone, with its field being edited.
  private func searching() throws -> (SimulatedDevice, SearchResultsViewController, CGPoint) {
    let device = SimulatedDevice()
    let screen = SearchResultsViewController()
    device.show(screen)
    device.runUntilIdle()
    _ = screen.searchField.becomeFirstResponder()
    let cell = try #require(screen.resultsTable.cellForRow(at: IndexPath(row: 2, section: 0)))
    let onRow = cell.convert(CGPoint(x: 100, y: cell.bounds.midY), to: nil)
    return (device, screen, onRow)
  }

  @Test(
    "20: a tap on a result hides the keyboard and opens the result (FIDELITY 14.1, 14.4, 14.15)")
  func keyboardTapLetsRowsSelect() throws {
    let (device, screen, onRow) = try searching()
    try device.hand.tap(at: onRow)
    device.runUntilIdle()
    #expect(!screen.searchField.isFirstResponder, "the recognizer hid the keyboard")
    #expect(screen.openedResults == ["Result 3"], "and the table still selected the row")
  }

  @Test(
    "20: with cancelsTouchesInView left on, the recognizer swallows the row's tap (FIDELITY 14.4)")
  func keyboardTapSwallowsRows() throws {
    let (device, screen, onRow) = try searching()
    screen.keyboardTap.cancelsTouchesInView = true
    try device.hand.tap(at: onRow)
    device.runUntilIdle()
    #expect(!screen.searchField.isFirstResponder)
    #expect(screen.openedResults.isEmpty, "the row's touches were cancelled: no didSelectRowAt")
    #expect(screen.resultsTable.indexPathForSelectedRow == nil)
  }

  /// The filter list of program 21, presented at its medium detent.
  private func filters(expanding: Bool) throws -> (
    SimulatedDevice, FilterListViewController, UISheetPresentationController
  ) {
    let device = SimulatedDevice()
    let map = StoreMapViewController()
    device.show(map)
    map.showFilters(expandingWhenScrolled: expanding)
    device.runUntilIdle()
    let list = try #require(map.filterList)
    let sheet = try #require(list.sheetPresentationController)
    return (device, list, sheet)
  }

  @Test("21: dragging the list up at the medium detent grows the sheet first (FIDELITY 14.19)")
  func listGrowsSheet() throws {
    let (device, list, sheet) = try filters(expanding: true)
    #expect(sheet.currentDetentIdentifier == .medium)
    let offset = list.tableView.contentOffset.y
    try device.hand.pan(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 1, steps: 20)
    device.runUntilIdle()
    #expect(list.tableView.contentOffset.y == offset, "the list did not scroll")
    #expect(sheet.currentDetentIdentifier == .large, "the sheet grew instead")
  }

  @Test(
    "21: with prefersScrollingExpandsWhenScrolledToEdge false the list scrolls (FIDELITY 14.19)")
  func listScrollsInPlace() throws {
    let (device, list, sheet) = try filters(expanding: false)
    let offset = list.tableView.contentOffset.y
    try device.hand.pan(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 1, steps: 20)
    device.runUntilIdle()
    #expect(list.tableView.contentOffset.y > offset, "the list scrolled")
    #expect(sheet.currentDetentIdentifier == .medium, "the sheet stayed at its detent")
  }
}
