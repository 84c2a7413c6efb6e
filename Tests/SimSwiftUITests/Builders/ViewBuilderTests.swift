import ResponderLabTesting
import SimSwiftUI
import Testing

private enum Mode: Hashable {
  case list, grid, empty
}

private struct Counter: View {
  let name: String
  @State private var taps = 0
  var body: some View {
    Button("\(name) \(taps)") { taps += 1 }
  }
}

private struct BuilderShowcase: View {
  @State var mode = Mode.list
  @State var nickname: String? = "Ace"
  @State var erasedAsText = true
  let rows = [1, 2, 3]

  var body: some View {
    VStack {
      switch mode {
      case .list: Text("list mode")
      case .grid: Text("grid mode")
      case .empty: EmptyView()
      }
      if let nickname {
        Text("hello \(nickname)")
      }
      Group {
        Text("grouped one")
        Text("grouped two")
      }
      ForEach(0..<2) { index in Text("range \(index)") }
      ForEach(rows, id: \.self) { row in Text("row \(row)") }
      erased
      Button("grid") { mode = .grid }
      Button("forget") { nickname = nil }
      Button("erase") { erasedAsText.toggle() }
    }
  }

  var erased: AnyView {
    erasedAsText ? AnyView(Counter(name: "erased")) : AnyView(Text("plain").padding())
  }
}

@Suite("The view builder")
@MainActor
struct ViewBuilderTests {
  @Test("Blocks, switch, if-let, Group and ForEach build the expected views")
  func builderForms() {
    let device = SimulatedDevice()
    device.show(BuilderShowcase())
    for text in [
      "list mode", "hello Ace", "grouped one", "grouped two", "range 0", "range 1", "row 1",
      "row 2", "row 3",
    ] {
      #expect(device.hand.findView(showing: text) != nil, "missing \(text)")
    }
  }

  @Test("Changing the case of a switch and clearing an optional update the tree")
  func switchAndOptional() throws {
    let device = SimulatedDevice()
    device.show(BuilderShowcase())
    try device.hand.tap(label: "grid")
    try device.hand.tap(label: "forget")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "grid mode") != nil)
    #expect(device.hand.findView(showing: "list mode") == nil)
    #expect(device.hand.findView(showing: "hello Ace") == nil)
  }

  @Test("AnyView keeps state while the erased type stays, and drops it when the type changes")
  func anyViewIdentity() throws {
    let device = SimulatedDevice()
    device.show(BuilderShowcase())
    try device.hand.tap(label: "erased 0")
    device.runUntilIdle()
    try device.hand.tap(label: "grid")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "erased 1") != nil)
    try device.hand.tap(label: "erase")
    device.runUntilIdle()
    try device.hand.tap(label: "erase")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "erased 0") != nil)
  }
}

private struct Resettable: View {
  @State private var generation = 0
  @State private var locked = false
  var body: some View {
    VStack {
      Counter(name: "counted").id(generation)
      Button("reset") { generation += 1 }
      Counter(name: "lockable").disabled(locked)
      Button("lock") { locked = true }
    }
  }
}

@Suite("Explicit identity and disabling")
@MainActor
struct ExplicitIdentityTests {
  @Test("A new .id makes a new view with fresh state")
  func newIdResetsState() throws {
    let device = SimulatedDevice()
    device.show(Resettable())
    try device.hand.tap(label: "counted 0")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "counted 1") != nil)
    try device.hand.tap(label: "reset")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "counted 0") != nil)
  }

  @Test(".disabled(true) stops touches from reaching the view")
  func disabledStopsTouches() throws {
    let device = SimulatedDevice()
    device.show(Resettable())
    try device.hand.tap(label: "lock")
    device.runUntilIdle()
    try device.hand.tap(label: "lockable 0")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "lockable 0") != nil)
  }
}
