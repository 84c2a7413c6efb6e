import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Fruit: Identifiable, Hashable {
  let id: String
}

/// A list of fruits with a single selection and swipe-to-delete.
private struct Fruits: View {
  @State var fruits = ["Apple", "Banana", "Cherry"].map(Fruit.init(id:))
  @State var selected: String?
  @State var deletions: [Int] = []

  var body: some View {
    VStack {
      Text("selected \(selected ?? "none")")
      Text("deleted \(deletions.map(String.init).joined(separator: ","))")
      List(selection: $selected) {
        ForEach(fruits) { fruit in
          Text(fruit.id)
        }
        .onDelete { offsets in
          deletions += offsets.map { $0 }
          fruits.remove(atOffsets: offsets)
        }
      }
    }
  }
}

/// Tagged rows and a set selection.
private struct Sizes: View {
  @State var chosen: Set<Int> = [1, 2]

  var body: some View {
    VStack {
      Text("chosen \(chosen.sorted().map(String.init).joined(separator: ","))")
      List(selection: $chosen) {
        Text("Small").tag(1)
        Text("Medium").tag(2)
        Text("Large").tag(3)
      }
    }
  }
}

@Suite("List selection and onDelete")
@MainActor
struct ListTests {
  @Test(
    "FIDELITY 20.16: a tap on a row of a list with a selection selects its ForEach element's id")
  func tapSelectsRow() throws {
    let device = SimulatedDevice()
    device.show(Fruits())
    try device.hand.tap(try #require(device.hand.findView(showing: "Banana")))
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "selected Banana") != nil)
    #expect(device.traceLines().contains { $0.contains("List selects row 2 (Banana)") })
    #expect(device.swiftUIDump.contains("List selection: Banana"))
    // The list is drawn by a HostedListView, and the row's text is its subview.
    let label = try #require(device.hand.findView(showing: "Cherry"))
    #expect(label.superview is HostedListView)
  }

  @Test("FIDELITY 20.16: a set selection is replaced by the tapped row's tag outside edit mode")
  func setSelectionReplacedByTap() throws {
    let device = SimulatedDevice()
    device.show(Sizes())
    #expect(device.hand.findView(showing: "chosen 1,2") != nil)
    try device.hand.tap(try #require(device.hand.findView(showing: "Large")))
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "chosen 3") != nil)
  }

  @Test("FIDELITY 20.17: a short swipe shows Delete; tapping it deletes that row's offset")
  func swipeThenTapDeletes() throws {
    let device = SimulatedDevice()
    device.show(Fruits())
    try device.deleteRow(showing: "Banana")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "deleted 1") != nil)
    #expect(device.hand.findView(showing: "Banana") == nil)
    #expect(device.hand.findView(showing: "Cherry") != nil)
    #expect(device.hand.findView(showing: "Delete") == nil)
    let lines = device.traceLines()
    let shown = try #require(lines.firstIndex { $0.contains("List row 2 shows its Delete button") })
    let deleted = try #require(lines.firstIndex { $0.contains("List deletes row 2") })
    #expect(shown < deleted)
    // Selection was not touched by the swipe.
    #expect(device.hand.findView(showing: "selected none") != nil)
  }

  @Test(
    "FIDELITY 20.17: a swipe across most of the row deletes at once; a tap elsewhere hides Delete")
  func fullSwipeDeletes() throws {
    let device = SimulatedDevice()
    device.show(Fruits())
    let apple = try #require(device.hand.findView(showing: "Apple"))
    let y = apple.convert(CGPoint(x: 0, y: apple.bounds.midY), to: nil).y
    let finger = try #require(try device.hand.touchDown(at: CGPoint(x: 370, y: y)))
    try device.hand.move(finger, to: CGPoint(x: 40, y: y))
    try device.hand.lift(finger)
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "deleted 0") != nil)
    #expect(device.hand.findView(showing: "Apple") == nil)

    // A short swipe on Cherry, then a tap on another row: Delete goes, nothing is selected.
    let cherry = try #require(device.hand.findView(showing: "Cherry"))
    let cherryY = cherry.convert(CGPoint(x: 0, y: cherry.bounds.midY), to: nil).y
    let second = try #require(try device.hand.touchDown(at: CGPoint(x: 350, y: cherryY)))
    try device.hand.move(second, to: CGPoint(x: 250, y: cherryY))
    try device.hand.lift(second)
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Delete") != nil)
    try device.hand.tap(try #require(device.hand.findView(showing: "Banana")))
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Delete") == nil)
    #expect(device.hand.findView(showing: "selected none") != nil)
    #expect(device.hand.findView(showing: "deleted 0") != nil)
  }

  @Test(
    "FIDELITY 20.17: a row whose ForEach has no onDelete cannot be deleted, and the harness says so"
  )
  func rowWithoutOnDelete() throws {
    let device = SimulatedDevice()
    device.show(Sizes())
    #expect(throws: HandError.self) { try device.deleteRow(showing: "Medium") }
    #expect(device.traceLines().contains { $0.contains("List row 2 has no swipe actions") })
    #expect(device.hand.findView(showing: "Medium") != nil)
  }
}
