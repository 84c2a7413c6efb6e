import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Inbox: View {
  var body: some View {
    NavigationView {
      VStack {
        NavigationLink("Open message", destination: Text("Message body").navigationTitle("Message"))
      }
      .navigationTitle("Inbox")
      .navigationBarItems(trailing: Button("Compose") {})
    }
  }
}

private struct Tabs: View {
  var body: some View {
    TabView {
      Text("First screen").tabItem { Text("First") }
      Text("Second screen").tabItem { Text("Second") }
    }
  }
}

@Suite("Navigation and tab containers")
@MainActor
struct NavigationTests {
  @Test(
    "NavigationView becomes a UIKitNavigationController child with a hosting controller root (FIDELITY 7.3)"
  )
  func navigationViewBuildsNavigationController() throws {
    let device = SimulatedDevice()
    let host = device.show(Inbox())
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    #expect(navigation.parent === host)
    #expect(navigation.viewControllers.first is DestinationHostingController<AnyView>)
    #expect(navigation.navigationBar.topItemTitle == "Inbox")
    #expect(navigation.viewControllers.first?.navigationItem.rightBarButtonItem?.title == "Compose")
  }

  @Test("A NavigationLink pushes its destination in its own hosting controller (FIDELITY 7.3)")
  func navigationLinkPushes() throws {
    let device = SimulatedDevice()
    let host = device.show(Inbox())
    try device.hand.tap(label: "Open message")
    device.runUntilIdle()
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is DestinationHostingController<AnyView>)
    #expect(device.hand.findView(showing: "Message body") != nil)
    #expect(navigation.navigationBar.topItemTitle == "Message")
  }

  @Test("NavigationStack hosts its screens in NavigationStackHostingController (FIDELITY 7.2, 7.3)")
  func navigationStackHosts() throws {
    let device = SimulatedDevice()
    let host = device.show(NavigationStack { NavigationLink("Next") { Text("Pushed") } })
    try device.hand.tap(label: "Next")
    device.runUntilIdle()
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    #expect(
      navigation.viewControllers.allSatisfy { $0 is NavigationStackHostingController<AnyView> })
    #expect(navigation.viewControllers.count == 2)
  }

  @Test("Content in a navigation view sits below the navigation bar")
  func contentBelowBar() throws {
    let device = SimulatedDevice()
    device.show(
      NavigationView {
        VStack {
          Text("Top"); Spacer()
        }
      })
    #expect(device.hand.findView(showing: "Top")?.frameInWindow.minY == 91)
  }

  @Test("A bar button from navigationBarItems runs its action")
  func barButtonRuns() throws {
    let device = SimulatedDevice()
    var composed = 0
    device.show(
      NavigationView { Text("x").navigationBarItems(trailing: Button("Compose") { composed += 1 }) }
    )
    try device.tapBarButton("Compose")
    #expect(composed == 1)
  }

  @Test(
    "TabView becomes a UIKitTabBarController with a TabHostingController per tab (FIDELITY 7.3)")
  func tabViewBuildsTabBarController() throws {
    let device = SimulatedDevice()
    let host = device.show(Tabs())
    let tabs = try #require(host.children.first as? UIKitTabBarController)
    #expect(tabs.viewControllers?.count == 2)
    #expect(tabs.viewControllers?.allSatisfy { $0 is TabHostingController<AnyView> } == true)
    #expect(tabs.tabBar.itemTitles == ["First", "Second"])
    #expect(device.hand.findView(showing: "First screen") != nil)
    tabs.selectedIndex = 1
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Second screen") != nil)
  }
}
