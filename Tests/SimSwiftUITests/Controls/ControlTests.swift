import ResponderLabTesting
import SimSwiftUI
import Testing

@MainActor
private final class Events {
  var lines: [String] = []
}

private struct Quantities: View {
  let events: Events
  @State private var count = 1
  @State private var volume = 0.5
  @State private var rating = 3.0

  var body: some View {
    VStack {
      Text("Count \(count)")
      Stepper("Count", value: $count, in: 0...3) { [events] editing in
        MainActor.assumeIsolated { events.lines.append("count editing \(editing)") }
      }
      Text("Volume \(Int((volume * 100).rounded()))")
      Slider(value: $volume) {
        Text("Volume")
      } onEditingChanged: { [events] editing in
        MainActor.assumeIsolated { events.lines.append("volume editing \(editing)") }
      }
      Text("Rating \(rating)")
      Slider(value: $rating, in: 1...5, step: 1) { Text("Rating") }
    }
  }
}

private struct SortMenu: View {
  @State private var order = "none"

  var body: some View {
    VStack {
      Text("Order: \(order)")
      Menu("Sort") {
        Button("By name") { order = "name" }
        Section {
          Button("By date") { order = "date" }
          Button("Clear", role: .destructive) { order = "none" }
        }
      }
    }
  }
}

@Suite("Stepper, Slider and Menu")
@MainActor
struct ControlTests {
  @Test("FIDELITY 20.14: a stepper steps within its bounds, editing around each tap")
  func stepperStepsWithinBounds() throws {
    let device = SimulatedDevice()
    let events = Events()
    device.show(Quantities(events: events))
    let stepper = try #require(device.findStepper("Count"))
    #expect(stepper.controlFrame.size == CGSize(width: 94, height: 32))
    try device.increment("Count")
    try device.increment("Count")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Count 3") != nil)
    #expect(stepper.isIncrementEnabled == false)
    try device.increment("Count")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Count 3") != nil)
    #expect(device.traceLines().contains { $0.contains("Stepper increment (at its upper bound)") })
    try device.decrement("Count")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Count 2") != nil)
    #expect(events.lines.prefix(2) == ["count editing true", "count editing false"])
    #expect(events.lines.count == 8)
  }

  @Test("FIDELITY 20.14: a slider follows a drag of its thumb and rounds to its step")
  func sliderFollowsDrag() throws {
    let device = SimulatedDevice()
    let events = Events()
    device.show(Quantities(events: events))
    try device.slide("Volume", to: 0.75)
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Volume 75") != nil)
    #expect(events.lines == ["volume editing true", "volume editing false"])
    #expect(abs((device.findSlider("Volume")?.fraction ?? 0) - 0.75) < 0.001)
    try device.slide("Rating", to: 0.9)
    device.runUntilIdle()
    // 1 + 0.9 × 4 = 4.6, at the nearest step: 5.
    #expect(device.hand.findView(showing: "Rating 5.0") != nil)
  }

  @Test("FIDELITY 20.14: a touch on a slider's track away from the thumb moves nothing")
  func sliderTrackTouchMovesNothing() throws {
    let device = SimulatedDevice()
    device.show(Quantities(events: Events()))
    let slider = try #require(device.findSlider("Volume"))
    let far = slider.convert(slider.thumbCenter(for: 0), to: nil)
    let finger = try #require(try device.hand.touchDown(at: far))
    try device.hand.move(finger, to: slider.convert(slider.thumbCenter(for: 0.1), to: nil))
    try device.hand.lift(finger)
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Volume 50") != nil)
  }

  @Test("FIDELITY 20.15: a menu opens its buttons as rows and runs the one chosen")
  func menuRunsChosenButton() throws {
    let device = SimulatedDevice()
    device.show(SortMenu())
    try device.openMenu("Sort")
    #expect(device.visibleMenuItems == ["By name", "By date", "Clear"])
    #expect(device.openMenuView?.items.last?.isDestructive == true)
    try device.chooseMenuItem("By date")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Order: date") != nil)
    #expect(device.visibleMenuItems.isEmpty)
    #expect(device.swiftUIDump.contains("Menu menu"))
  }

  @Test("FIDELITY 20.15: a tap outside an open menu closes it without choosing")
  func tapOutsideClosesMenu() throws {
    let device = SimulatedDevice()
    device.show(SortMenu())
    try device.openMenu("Sort")
    try device.hand.tap(at: CGPoint(x: 5, y: 830))
    device.runUntilIdle()
    #expect(device.visibleMenuItems.isEmpty)
    #expect(device.hand.findView(showing: "Order: none") != nil)
    #expect(throws: HandError.self) { try device.chooseMenuItem("By date") }
  }
}
