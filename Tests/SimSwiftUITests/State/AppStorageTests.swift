import Foundation
import ResponderLabTesting
import SimSwiftUI
import Testing

private enum Theme: String {
  case light, dark
}

private struct SettingsScreen: View {
  @AppStorage("username") var username = "guest"
  @AppStorage("theme") var theme = Theme.light
  @AppStorage("launches") var launches: Int?

  var body: some View {
    VStack {
      Text("user \(username)")
      Text("theme \(theme.rawValue)")
      Text("launches \(launches.map(String.init) ?? "none")")
      Button("Go dark") { theme = .dark }
      Button("Rename") { username = "ada" }
    }
  }
}

/// Another screen showing the same key.
private struct Badge: View {
  @AppStorage("username") var username = "guest"
  var body: some View { Text("badge \(username)") }
}

@Suite("@AppStorage")
@MainActor
struct AppStorageTests {
  @Test("FIDELITY 20.21: the default shows until a value is stored; writes store raw values")
  func defaultsThenStoredValues() throws {
    let device = SimulatedDevice()
    device.show(
      VStack {
        SettingsScreen(); Badge()
      })
    #expect(device.hand.findView(showing: "user guest") != nil)
    #expect(device.hand.findView(showing: "launches none") != nil)
    #expect(device.simulation.userDefaults.object(forKey: "theme") == nil)
    try device.hand.tap(try #require(device.hand.findView(showing: "Go dark")))
    try device.hand.tap(try #require(device.hand.findView(showing: "Rename")))
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "theme dark") != nil)
    #expect(device.simulation.userDefaults.object(forKey: "theme") as? String == "dark")
    // Every view showing the key follows.
    #expect(device.hand.findView(showing: "badge ada") != nil)
  }

  @Test("FIDELITY 20.21: a value stored on the device from outside the view updates it")
  func externalWriteUpdatesView() {
    let device = SimulatedDevice()
    device.simulation.userDefaults.set(3, forKey: "launches")
    device.show(SettingsScreen())
    #expect(device.hand.findView(showing: "launches 3") != nil)
    device.simulation.userDefaults.set(4, forKey: "launches")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "launches 4") != nil)
    device.simulation.userDefaults.set("not a number", forKey: "launches")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "launches none") != nil)
  }

  @Test("FIDELITY 20.21: each device has its own store")
  func storesArePerDevice() throws {
    let first = SimulatedDevice()
    first.show(SettingsScreen())
    try first.hand.tap(try #require(first.hand.findView(showing: "Rename")))
    first.runUntilIdle()
    let second = SimulatedDevice()
    second.show(SettingsScreen())
    #expect(second.hand.findView(showing: "user guest") != nil)
    #expect(first.simulation.userDefaults.object(forKey: "username") as? String == "ada")
  }

  @Test("FIDELITY 20.21: a store: argument gets a domain of its own, with a warning")
  func explicitStoreWarns() {
    struct Suite: View {
      @AppStorage("flag", store: UserDefaults(suiteName: "group.example")) var flag = false
      var body: some View { Text("flag \(flag)") }
    }
    let device = SimulatedDevice()
    device.show(Suite())
    #expect(device.hand.findView(showing: "flag false") != nil)
    #expect(device.warnings.contains { $0.contains("@AppStorage(\"flag\", store:)") })
  }
}
