import ResponderLabDevice
import SimUIKit
import Testing

/// A data source and delegate of `count` rows of plain cells, logging what it is asked.
final class RowsSource: UITableViewDataSource, UITableViewDelegate {
  var count = 20
  var log: [String] = []
  var highlights = true
  var vetoSelection = false

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    log.append("cellForRowAt \(indexPath.row)")
    return tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    highlights
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelectRowAt \(indexPath.row)")
    return vetoSelection ? nil : indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelectRowAt \(indexPath.row)")
  }
}

@Suite("Table and collection views")
@MainActor
struct TableViewTests {
  private func stage() -> (SimulatedDevice, UITableView, RowsSource) {
    let device = SimulatedDevice()
    let controller = UIViewController()
    device.show(controller)
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 440), style: .plain)
    let source = RowsSource()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    table.delegate = source
    controller.view.addSubview(table)
    device.runUntilIdle()
    return (device, table, source)
  }

  @Test("FIDELITY 14.14: cells are direct subviews, with the private views a device shows")
  func cellHierarchy() throws {
    let (_, table, _) = stage()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.superview === table)
    #expect(
      cell.subviews.map(\.className) == [
        "_UISystemBackgroundView", "UITableViewCellContentView", "_UITableViewCellSeparatorView",
        "_UITableViewCellSeparatorView",
      ])
    let label = try #require(cell.textLabel)
    #expect(label.next === cell.contentView)
    #expect(cell.contentView.next === cell)
    #expect(cell.next === table)
  }

  @Test(
    "FIDELITY 14.14: a collection cell's content view is a plain UIView, chained to the collection")
  func collectionChain() throws {
    let device = SimulatedDevice()
    let source = ItemsSource()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 100, width: 390, height: 400),
      collectionViewLayout: UICollectionViewFlowLayout())
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    collection.dataSource = source
    collection.delegate = source
    let controller = UIViewController()
    device.show(controller)
    controller.view.addSubview(collection)
    device.runUntilIdle()
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(type(of: cell.contentView) == UIView.self)
    #expect(cell.contentView.next === cell)
    #expect(cell.next === collection)
    try device.hand.tap(at: cell.convert(CGPoint(x: 25, y: 25), to: nil))
    #expect(source.selected.isEmpty, "didSelectItemAt is deferred")
    device.runUntilIdle()
    #expect(source.selected == [0])
  }

  @Test("FIDELITY 14.15: highlight, willSelectRowAt now, didSelectRowAt from the main queue")
  func selection() throws {
    let (device, table, source) = stage()
    let point = table.convert(CGPoint(x: 100, y: 66), to: nil)
    try device.hand.tap(at: point)
    #expect(source.log.last == "willSelectRowAt 1")
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    device.runUntilIdle()
    #expect(source.log.last == "didSelectRowAt 1")
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
  }

  @Test("FIDELITY 14.15: shouldHighlightRowAt false and a nil willSelectRowAt stop the selection")
  func vetoes() throws {
    let (device, table, source) = stage()
    let point = table.convert(CGPoint(x: 100, y: 66), to: nil)
    source.highlights = false
    try device.hand.tap(at: point)
    device.runUntilIdle()
    #expect(table.indexPathForSelectedRow == nil)
    #expect(!source.log.contains { $0.hasPrefix("willSelect") })
    source.highlights = true
    source.vetoSelection = true
    try device.hand.tap(at: point)
    device.runUntilIdle()
    #expect(table.indexPathForSelectedRow == nil)
    #expect(!source.log.contains { $0.hasPrefix("didSelect") })
    source.vetoSelection = false
    table.allowsSelection = false
    try device.hand.tap(at: point)
    device.runUntilIdle()
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("FIDELITY 14.15: with willSelectRowAtIsDeferred the whole selection waits for the queue")
  func deferredWillSelect() throws {
    let (device, table, source) = stage()
    device.simulation.assumptions.gestures.willSelectRowAtIsDeferred = true
    try device.hand.tap(at: table.convert(CGPoint(x: 100, y: 66), to: nil))
    #expect(!source.log.contains { $0.hasPrefix("willSelect") }, "not asked at the touch-up")
    #expect(table.indexPathForSelectedRow == nil)
    device.runUntilIdle()
    #expect(source.log.suffix(2) == ["willSelectRowAt 1", "didSelectRowAt 1"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test("FIDELITY 14.15: selectRow selects without the delegate")
  func programmaticSelection() {
    let (device, table, source) = stage()
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    device.runUntilIdle()
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    #expect(!source.log.contains { $0.contains("Select") })
  }

  @Test("FIDELITY 14.16: a button in a cell takes the tap, and the row is not selected")
  func buttonInCell() throws {
    let (device, table, source) = stage()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let button = UIButton(frame: CGRect(x: 300, y: 5, width: 60, height: 30))
    var taps = 0
    button.addAction(for: .touchUpInside) { taps += 1 }
    cell.contentView.addSubview(button)
    try device.hand.tap(at: button.convert(CGPoint(x: 30, y: 15), to: nil))
    device.runUntilIdle()
    #expect(taps == 1)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(!source.log.contains { $0.contains("Select") })
  }

  @Test("FIDELITY 14.17: register and dequeue, the unregistered fault, cells only at layout")
  func dequeue() throws {
    let (device, table, source) = stage()
    #expect(table.dequeueReusableCell(withIdentifier: "Missing") == nil)
    let made = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
    #expect(made.reuseIdentifier == "Row")
    _ = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
    let fault = try #require(device.faults.last)
    #expect(fault.exceptionName == "NSInternalInconsistencyException")
    #expect(
      fault.reason
        == "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    )
    source.log = []
    table.reloadData()
    #expect(source.log.isEmpty, "reloadData asks for no cells")
    device.runUntilIdle()
    #expect(source.log.first == "cellForRowAt 0")
    #expect(table.cellForRow(at: IndexPath(row: 19, section: 0)) == nil, "not visible")
    #expect(table.rowHeight == UITableView.automaticDimension)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
  }

  @Test("FIDELITY 14.17: cells waiting for reuse leave the table, or stay in it hidden (a switch)")
  func cellsWaitingForReuse() throws {
    for staying in [false, true] {
      let (device, table, source) = stage()
      device.simulation.assumptions.gestures.reusableCellsStayInContainer = staying
      let before = table.visibleCells
      source.count = 3
      table.reloadData()
      table.layoutIfNeeded()
      let shown = table.visibleCells
      #expect(shown.count == 3)
      let waiting = before.filter { cell in !shown.contains { $0 === cell } }
      #expect(waiting.count == before.count - 3, "the others wait for reuse")
      for cell in waiting {
        #expect((cell.superview === table) == staying)
        #expect(cell.isHidden == staying, "a waiting cell kept in the table is hidden")
      }
      #expect(shown.allSatisfy { !$0.isHidden && $0.superview === table })
    }
  }

  @Test("FIDELITY 14.20: scroll, table and collection views carry their own recognizers")
  func systemRecognizers() {
    let (_, table, _) = stage()
    #expect(table.gestureRecognizers?.contains { $0 === table.panGestureRecognizer } == true)
    #expect(table.panGestureRecognizer.className == "UIScrollViewPanGestureRecognizer")
  }
}

final class ItemsSource: UICollectionViewDataSource, UICollectionViewDelegate {
  var selected: [Int] = []
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 12 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath.item)
  }
}
