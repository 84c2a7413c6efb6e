import ResponderLabTesting
import SimSwiftUI
import Testing

/// Joins the titles its views set, in the order `reduce` receives them.
private struct TitlesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

/// What the actions saw, read on the main actor.
@MainActor
private final class Seen {
  var values: [[String]] = []
  var updatesBefore: [Int] = []
}

private struct Titles: View {
  let seen: Seen
  @State private var showsThird = false

  var body: some View {
    VStack {
      Text("One").preference(key: TitlesKey.self, value: ["one"])
      HStack {
        Text("Two").preference(key: TitlesKey.self, value: ["two"])
        if showsThird { Text("Three").preference(key: TitlesKey.self, value: ["three"]) }
      }
      Button("More") { showsThird = true }
    }
    .onPreferenceChange(TitlesKey.self) { [seen] titles in
      MainActor.assumeIsolated { seen.values.append(titles) }
    }
  }
}

private struct Overridden: View {
  let seen: Seen
  var body: some View {
    VStack {
      Text("Inner").preference(key: TitlesKey.self, value: ["inner"])
    }
    .preference(key: TitlesKey.self, value: ["outer"])
    .onPreferenceChange(TitlesKey.self) { [seen] titles in
      MainActor.assumeIsolated { seen.values.append(titles) }
    }
  }
}

@Suite("PreferenceKey")
@MainActor
struct PreferenceKeyTests {
  @Test("FIDELITY 20.12: values reach onPreferenceChange reduced in view-tree order")
  func reducesInTreeOrder() {
    let device = SimulatedDevice()
    let seen = Seen()
    device.show(Titles(seen: seen))
    #expect(seen.values == [["one", "two"]])
  }

  @Test("FIDELITY 20.12: a new value runs the action once, after the update that made it")
  func changeRunsActionAfterUpdate() throws {
    let device = SimulatedDevice()
    let seen = Seen()
    device.show(Titles(seen: seen))
    try device.hand.tap(label: "More")
    device.runUntilIdle()
    #expect(seen.values == [["one", "two"], ["one", "two", "three"]])
    // The action's trace line follows the update's drawing, in the same turn.
    let lines = device.traceLines()
    let update = lines.lastIndex { $0.contains("body Titles") }
    let action = lines.lastIndex {
      $0.contains("onPreferenceChange(TitlesKey) [\"one\", \"two\", \"three\"]")
    }
    #expect(update != nil && action != nil && update! < action!)
    // An update that leaves the value as it was runs no action.
    device.runUntilIdle()
    #expect(seen.values.count == 2)
  }

  @Test("FIDELITY 20.12: a preference set on a view replaces the values set below it")
  func outerValueReplacesInner() {
    let device = SimulatedDevice()
    let seen = Seen()
    device.show(Overridden(seen: seen))
    #expect(seen.values == [["outer"]])
    #expect(device.swiftUIDump.contains("preference(key: TitlesKey, value: [\"outer\"])"))
    #expect(device.swiftUIDump.contains("onPreferenceChange(TitlesKey)"))
  }
}
