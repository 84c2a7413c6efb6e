import ResponderLabTesting
import SimSwiftUI
import Testing

private final class MakeCount {
  var value = 0
}

private final class Basket: ObservableObject {
  @Published var items: [String] = []
  @Published var note = ""

  init(count: MakeCount) {
    count.value += 1
  }
}

private struct BasketSummary: View {
  @ObservedObject var basket: Basket
  var body: some View {
    Text("\(basket.items.count) items")
  }
}

private struct BasketOwner: View {
  @StateObject private var basket: Basket
  @State private var round = 0

  init(count: MakeCount = MakeCount()) {
    _basket = StateObject(wrappedValue: Basket(count: count))
  }

  var body: some View {
    VStack {
      BasketSummary(basket: basket)
      Button("add") { basket.items.append("apple") }
      Button("round \(round)") { round += 1 }
      BasketBadge().environmentObject(basket)
    }
  }
}

private struct BasketBadge: View {
  @EnvironmentObject var basket: Basket
  var body: some View {
    Text("badge \(basket.items.count)")
  }
}

@Observable
private final class Meter {
  var reading = 0
  var unrelated = 0
}

private struct MeterView: View {
  let meter: Meter
  var body: some View {
    Text("reading \(meter.reading)")
  }
}

private struct MeterPanel: View {
  @State private var meter = Meter()
  var body: some View {
    VStack {
      MeterView(meter: meter)
      Button("up") { meter.reading += 1 }
      Button("other") { meter.unrelated += 1 }
    }
  }
}

@Suite("Observable objects and @Observable models")
@MainActor
struct ObservableObjectTests {
  @Test("A @Published change re-evaluates the views that observe the object")
  func publishedChangeRerenders() throws {
    let device = SimulatedDevice()
    device.show(BasketOwner())
    try device.hand.tap(label: "add")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "1 items") != nil)
    #expect(device.hand.findView(showing: "badge 1") != nil)
  }

  @Test("A @StateObject is made once for the view's identity")
  func stateObjectMadeOnce() throws {
    let count = MakeCount()
    let device = SimulatedDevice()
    device.show(BasketOwner(count: count))
    try device.hand.tap(label: "round 0")
    device.runUntilIdle()
    try device.hand.tap(label: "round 1")
    device.runUntilIdle()
    #expect(count.value == 1)
  }

  @Test("objectWillChange announces each change before it happens")
  func objectWillChangeFiresBefore() {
    let basket = Basket(count: MakeCount())
    var seen: [Int] = []
    let token = basket.objectWillChange.sink { seen.append(basket.items.count) }
    basket.items.append("pear")
    basket.items.append("plum")
    #expect(seen == [0, 1])
    token.cancel()
  }

  @Test("An @Observable model re-evaluates the views that read the changed property only")
  func observableTracksReadProperties() throws {
    let device = SimulatedDevice()
    device.show(MeterPanel())
    try device.hand.tap(label: "up")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "reading 1") != nil)
    let mark = device.trace.mark
    try device.hand.tap(label: "other")
    device.runUntilIdle()
    let bodies = device.trace.events(since: mark).map(\.message).filter { $0.hasPrefix("body ") }
    #expect(bodies.isEmpty)
  }
}
