import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Settings: View {
  @State var showsAbout = false
  @State var account: String?

  var body: some View {
    NavigationStack {
      VStack {
        Text("about: \(showsAbout ? "shown" : "hidden")")
        Text("account: \(account ?? "none")")
        Button("About") { showsAbout = true }
        Button("Account ada") { account = "ada" }
      }
      .navigationDestination(isPresented: $showsAbout) { Text("About screen") }
      .navigationDestination(item: $account) { name in AccountScreen(name: name) }
    }
  }
}

private struct AccountScreen: View {
  let name: String
  @Environment(\.dismiss) var dismiss
  @Environment(\.isPresented) var isPresented

  var body: some View {
    VStack {
      Text("account screen \(name)")
      Text("presented: \(isPresented ? "yes" : "no")")
      Button("Close account") { dismiss() }
    }
  }
}

@Suite("navigationDestination(isPresented:) and (item:)")
@MainActor
struct NavigationDestinationTests {
  @Test(
    "FIDELITY 20.2: navigationDestination(isPresented:) pushes while true; the back button sets it to false"
  )
  func isPresentedPushesAndBackResets() throws {
    let device = SimulatedDevice()
    let host = device.show(Settings())
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    try device.hand.tap(label: "About")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is NavigationStackHostingController<AnyView>)
    #expect(device.hand.findView(showing: "About screen") != nil)
    try device.tapBackButton()
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(device.hand.findView(showing: "about: hidden") != nil)
  }

  @Test(
    "FIDELITY 20.2, 20.6: navigationDestination(item:) pushes for the item; dismiss() pops and sets it to nil"
  )
  func itemPushesAndDismissResets() throws {
    let device = SimulatedDevice()
    let host = device.show(Settings())
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    try device.hand.tap(label: "Account ada")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "account screen ada") != nil)
    #expect(device.hand.findView(showing: "presented: yes") != nil)
    let mark = device.trace.events.count
    try device.hand.tap(label: "Close account")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(device.hand.findView(showing: "account: none") != nil)
    #expect(device.traceLines(since: mark).contains { $0.contains("popToViewController") })
  }

  @Test("FIDELITY 20.2: outside a navigation stack the destination warns and pushes nothing")
  func outsideAStackWarns() throws {
    struct Loose: View {
      @State var shown = true
      var body: some View {
        Text("loose").navigationDestination(isPresented: $shown) { Text("never") }
      }
    }
    let device = SimulatedDevice()
    device.show(Loose())
    device.runUntilIdle()
    #expect(device.warnings.contains { $0.contains("outside a NavigationStack") })
    #expect(device.hand.findView(showing: "never") == nil)
  }
}
