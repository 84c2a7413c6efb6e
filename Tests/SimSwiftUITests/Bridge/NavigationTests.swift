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

private struct SelectedTabs: View {
  @State var tab = 1
  var body: some View {
    VStack {
      Text("tab \(tab)")
      Button("first") { tab = 0 }
      TabView(selection: $tab) {
        Text("Zero").tabItem { Text("A") }
        Text("One").tabItem { Text("B") }
      }
    }
  }
}

private struct ActiveLinks: View {
  @State var showing = false
  var body: some View {
    NavigationView {
      VStack {
        Text("active: \(showing ? "yes" : "no")")
        Button("Go") { showing = true }
        NavigationLink("Details", destination: Text("Detail screen"), isActive: $showing)
      }
    }
  }
}

private struct Fruit: Hashable {
  let name: String
}

private struct ValueLinks: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Apple", value: Fruit(name: "apple"))
        NavigationLink("Seven", value: 7)
      }
      .navigationDestination(for: Fruit.self) { fruit in Text("fruit \(fruit.name)") }
      .navigationDestination(for: Int.self) { number in Text("number \(number)") }
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

  @Test(
    "NavigationLink(isActive:) pushes while true, and a pop sets it back to false (FIDELITY 7.3)")
  func isActiveLink() throws {
    let device = SimulatedDevice()
    let host = device.show(ActiveLinks())
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    try device.hand.tap(label: "Go")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(device.hand.findView(showing: "Detail screen") != nil)
    navigation.popViewController(animated: true)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(device.hand.findView(showing: "active: no") != nil)
    try device.hand.tap(label: "Details")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
  }

  @Test(
    "Value-based links push the destination registered for their value's type (FIDELITY 7.2, 7.3)")
  func valueLinks() throws {
    let device = SimulatedDevice()
    let host = device.show(ValueLinks())
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    try device.hand.tap(label: "Seven")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "number 7") != nil)
    #expect(navigation.topViewController is NavigationStackHostingController<AnyView>)
    navigation.popViewController(animated: false)
    device.runUntilIdle()
    try device.hand.tap(label: "Apple")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "fruit apple") != nil)
  }

  @Test("dismiss() in a pushed destination pops it (FIDELITY 7.3)")
  func dismissPopsDestination() throws {
    struct Detail: View {
      @Environment(\.dismiss) var dismiss
      var body: some View { Button("Back to list") { dismiss() } }
    }
    let device = SimulatedDevice()
    let host = device.show(NavigationView { NavigationLink("Detail", destination: Detail()) })
    try device.hand.tap(label: "Detail")
    device.runUntilIdle()
    try device.hand.tap(label: "Back to list")
    device.runUntilIdle()
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("Content in a navigation view sits below the navigation bar (FIDELITY 7.3)")
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

  @Test("toolbar items become bar button items on the side their placement names (FIDELITY 7.3)")
  func toolbarItems() throws {
    let device = SimulatedDevice()
    let host = device.show(
      NavigationStack {
        Text("x").toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
          ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
        }
      })
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    let item = try #require(navigation.topViewController?.navigationItem)
    #expect(item.leftBarButtonItems.map(\.title) == ["Cancel"])
    #expect(item.rightBarButtonItems.map(\.title) == ["Save"])
  }

  @Test("A bar button from navigationBarItems runs its action (FIDELITY 7.3)")
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
    "TabView(selection:) follows its binding and writes a user's tab change back (FIDELITY 7.3)")
  func tabSelectionBinding() throws {
    let device = SimulatedDevice()
    let host = device.show(SelectedTabs())
    let tabs = try #require(host.children.first as? UIKitTabBarController)
    #expect(tabs.selectedIndex == 1)
    try device.hand.tap(label: "first")
    device.runUntilIdle()
    #expect(tabs.selectedIndex == 0)
    tabs.selectedIndex = 1
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "tab 1") != nil)
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
