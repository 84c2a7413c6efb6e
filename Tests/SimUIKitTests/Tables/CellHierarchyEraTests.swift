import ResponderLabDevice
import ResponderLabDiagnostics
import SimUIKit
import Testing

/// A table of plain rows in a controller's view, built with the cell hierarchy of `era`.
@MainActor
private struct EraStage {
  let device = SimulatedDevice()
  let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 440), style: .plain)
  let source = RowsSource()

  init(_ era: GestureAssumptions.TableCellHierarchy?) {
    if let era { device.simulation.assumptions.gestures.tableCellHierarchy = era }
    let controller = UIViewController()
    device.show(controller)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    table.delegate = source
    controller.view.addSubview(table)
    device.runUntilIdle()
  }

  func cell(_ row: Int) throws -> UITableViewCell {
    try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
  }

  /// The class names of the `next` chain from `responder` to the table, both included.
  func chain(from responder: UIResponder) -> [String] {
    var names: [String] = []
    var current: UIResponder? = responder
    while let next = current {
      names.append(next.className)
      if next === table { break }
      current = next.next
    }
    return names
  }

  /// The dump of the first cell, three levels deep.
  func cellDump() throws -> [String] {
    let lines = ViewTreeDump(maxDepth: 2).render(try cell(0)).split(separator: "\n")
    return lines.map { line in
      let trimmed = line.drop { $0 == " " || $0 == "|" }
      return String(trimmed.prefix { $0 != ";" && $0 != "#" && $0 != ":" })
    }
  }
}

@Suite("A table cell's private views by iOS era (FIDELITY 14.14)")
@MainActor
struct CellHierarchyEraTests {
  @Test("FIDELITY 14.14: the default is iOS 14–26, with _UISystemBackgroundView and no wrapper")
  func iOS14Through26() throws {
    #expect(GestureAssumptions().tableCellHierarchy == .iOS14Through26)
    let stage = EraStage(nil)
    let cell = try stage.cell(0)
    #expect(cell.superview === stage.table)
    #expect(!stage.table.subviews.contains { $0.className == "UITableViewWrapperView" })
    let label = try #require(cell.textLabel)
    #expect(
      try stage.cellDump() == [
        "<UITableViewCell", "<_UISystemBackgroundView", "<UIView", "<UITableViewCellContentView",
        "<UITableViewLabel", "<_UITableViewCellSeparatorView", "<_UITableViewCellSeparatorView",
      ])
    #expect(
      stage.chain(from: label) == [
        "UITableViewLabel", "UITableViewCellContentView", "UITableViewCell", "UITableView",
      ])
  }

  @Test("FIDELITY 14.14: iOS 11–13 cells have no _UISystemBackgroundView, and no wrapper")
  func iOS11Through13() throws {
    let stage = EraStage(.iOS11Through13)
    let cell = try stage.cell(0)
    #expect(cell.superview === stage.table)
    #expect(
      cell.subviews.map(\.className) == [
        "UITableViewCellContentView", "_UITableViewCellSeparatorView",
        "_UITableViewCellSeparatorView",
      ])
    let label = try #require(cell.textLabel)
    #expect(
      stage.chain(from: label) == [
        "UITableViewLabel", "UITableViewCellContentView", "UITableViewCell", "UITableView",
      ])
  }

  @Test("FIDELITY 14.14, 1.2: on iOS 7–10 a UITableViewWrapperView sits between table and cells")
  func iOS7Through10() throws {
    let stage = EraStage(.iOS7Through10)
    let cell = try stage.cell(0)
    let wrapper = try #require(cell.superview)
    #expect(wrapper.className == "UITableViewWrapperView")
    #expect(wrapper.superview === stage.table)
    #expect(stage.table.visibleCells.allSatisfy { $0.superview === wrapper })
    #expect(
      stage.table.subviews.map(\.className).filter { $0 != "_UIScrollViewScrollIndicator" } == [
        "UITableViewWrapperView"
      ], "the cells are inside the wrapper, not beside it")
    #expect(
      cell.subviews.map(\.className) == [
        "UITableViewCellContentView", "_UITableViewCellSeparatorView",
        "_UITableViewCellSeparatorView",
      ])
    let label = try #require(cell.textLabel)
    #expect(
      stage.chain(from: label) == [
        "UITableViewLabel", "UITableViewCellContentView", "UITableViewCell",
        "UITableViewWrapperView", "UITableView",
      ], "rule 1.2: a view's next is its superview, so the wrapper is on the chain")
    let dump = ViewTreeDump(maxDepth: 2).render(stage.table)
    #expect(dump.contains("   | <UITableViewWrapperView"))
    #expect(dump.contains("   |    | <UITableViewCell"))
  }

  @Test("FIDELITY 14.14, 14.15: on iOS 7–10 a tap on a row still selects it, and scrolling works")
  func iOS7Through10Selection() throws {
    let stage = EraStage(.iOS7Through10)
    let point = stage.table.convert(CGPoint(x: 100, y: 66), to: nil)
    try stage.device.hand.tap(at: point)
    stage.device.runUntilIdle()
    #expect(stage.source.log.suffix(2) == ["willSelectRowAt 1", "didSelectRowAt 1"])
    stage.table.contentOffset.y = 440
    stage.table.layoutIfNeeded()
    let scrolled = try stage.cell(12)
    #expect(scrolled.superview?.className == "UITableViewWrapperView")
    stage.source.log = []
    let next = stage.table.convert(CGPoint(x: 100, y: 440 + 22), to: nil)
    try stage.device.hand.tap(at: next)
    stage.device.runUntilIdle()
    #expect(stage.source.log.suffix(2) == ["willSelectRowAt 10", "didSelectRowAt 10"])
  }
}
