import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Tally: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

private struct TallyHost: View {
  @State private var round = 0
  @State private var showsFirst = true
  @State private var order = ["a", "b"]

  var body: some View {
    VStack {
      Button("round \(round)") { round += 1 }
      Tally(name: "kept")
      if showsFirst {
        Tally(name: "first")
      } else {
        Tally(name: "second")
      }
      Button("switch") { showsFirst.toggle() }
      ForEach(order, id: \.self) { name in
        Tally(name: name)
      }
      Button("reverse") { order.reverse() }
    }
  }
}

@Suite("State and structural identity")
@MainActor
struct StateIdentityTests {
  private func launch() -> SimulatedDevice {
    let device = SimulatedDevice()
    device.show(TallyHost())
    return device
  }

  private func tap(_ device: SimulatedDevice, _ label: String) throws {
    try device.hand.tap(label: label)
    device.runUntilIdle()
  }

  @Test("State survives a re-evaluation of the parent")
  func stateSurvivesParentUpdate() throws {
    let device = launch()
    try tap(device, "kept 0")
    try tap(device, "round 0")
    #expect(device.hand.findView(showing: "round 1") != nil)
    #expect(device.hand.findView(showing: "kept 1") != nil)
  }

  @Test("Switching an if/else branch discards the other branch's state")
  func branchSwitchResetsState() throws {
    let device = launch()
    try tap(device, "first 0")
    #expect(device.hand.findView(showing: "first 1") != nil)
    try tap(device, "switch")
    #expect(device.hand.findView(showing: "second 0") != nil)
    try tap(device, "switch")
    #expect(device.hand.findView(showing: "first 0") != nil)
  }

  @Test("ForEach keeps each row's state with its ID when rows move")
  func forEachStateFollowsID() throws {
    let device = launch()
    try tap(device, "b 0")
    try tap(device, "reverse")
    let first = try #require(device.hand.findView(showing: "b 1"))
    let second = try #require(device.hand.findView(showing: "a 0"))
    #expect(first.frameInWindow.minY < second.frameInWindow.minY)
  }

  @Test("A state change re-evaluates only the body that reads it")
  func onlyReadersReevaluate() throws {
    let device = launch()
    let mark = device.trace.mark
    try tap(device, "kept 0")
    let bodies = device.trace.events(since: mark).filter { $0.category == .swiftUI }
      .map(\.message).filter { $0.hasPrefix("body ") }
    #expect(bodies == ["body Tally"])
  }

  @Test("A parent's change re-evaluates children whose inputs changed, and no others")
  func unchangedChildrenAreSkipped() throws {
    let device = launch()
    let mark = device.trace.mark
    try tap(device, "round 0")
    let bodies = device.trace.events(since: mark).filter { $0.category == .swiftUI }
      .map(\.message).filter { $0.hasPrefix("body ") }
    #expect(bodies == ["body TallyHost"])
  }
}

private struct Meddler: View {
  @State private var renders = 0
  var body: some View {
    renders += 1
    return Text("meddling")
  }
}

@Suite("Misuse")
@MainActor
struct StateMisuseTests {
  @Test("Changing state in a body logs SwiftUI's runtime warning")
  func stateChangeInBodyWarns() {
    let device = SimulatedDevice()
    device.show(Meddler())
    #expect(
      device.warnings.contains(
        "Modifying state during view update, this will cause undefined behavior."))
  }
}
