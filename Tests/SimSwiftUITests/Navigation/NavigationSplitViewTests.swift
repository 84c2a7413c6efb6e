import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Mailbox: Identifiable, Hashable {
  let id: String
}

private struct Message: Identifiable, Hashable {
  let id: String
}

/// Three columns: mailboxes, messages, the message.
private struct MailApp: View {
  @State var mailbox: Mailbox.ID?
  @State var message: Message.ID?

  var body: some View {
    NavigationSplitView {
      List(["Inbox", "Sent"].map(Mailbox.init(id:)), selection: $mailbox) { box in
        Text(box.id)
      }
      .navigationTitle("Mailboxes")
    } content: {
      if let mailbox {
        List(["\(mailbox) 1", "\(mailbox) 2"].map(Message.init(id:)), selection: $message) {
          Text($0.id)
        }
      } else {
        Text("Choose a mailbox")
      }
    } detail: {
      Text("reading \(message ?? "nothing") in \(mailbox ?? "none")")
    }
  }
}

/// Two columns, with value-based links in the sidebar.
private struct Recipes: View {
  @State var chosen: String?

  var body: some View {
    NavigationSplitView {
      List(selection: $chosen) {
        NavigationLink("Soup", value: "Soup")
        NavigationLink("Salad", value: "Salad")
      }
    } detail: {
      Text("recipe \(chosen ?? "none")")
    }
  }
}

@Suite("NavigationSplitView on a phone")
@MainActor
struct NavigationSplitViewTests {
  @Test(
    "FIDELITY 20.22: a collapsed split view is a split controller whose primary navigation controller holds the sidebar"
  )
  func collapsedControllers() throws {
    let device = SimulatedDevice()
    let host = device.show(MailApp())
    let split = try #require(host.children.first as? NotifyingMulticolumnSplitViewController)
    #expect(split.style == .tripleColumn)
    #expect(split.isCollapsed)
    let navigation = try #require(split.viewController(for: .primary) as? UIKitNavigationController)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController is NavigationStackHostingController<AnyView>)
    #expect(device.hand.findView(showing: "Inbox") != nil)
  }

  @Test(
    "FIDELITY 20.22: selecting in each column pushes the next; a pop clears the selection that showed it"
  )
  func selectionsPushAndPopsClear() throws {
    let device = SimulatedDevice()
    let host = device.show(MailApp())
    let split = try #require(host.children.first as? NotifyingMulticolumnSplitViewController)
    let navigation = try #require(split.viewController(for: .primary) as? UINavigationController)
    try device.hand.tap(try #require(device.hand.findView(showing: "Inbox")))
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(device.hand.findView(showing: "Inbox 2") != nil)
    try device.hand.tap(try #require(device.hand.findView(showing: "Inbox 2")))
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 3)
    #expect(device.hand.findView(showing: "reading Inbox 2 in Inbox") != nil)
    let lines = device.traceLines()
    #expect(lines.contains { $0.contains("NavigationSplitView shows its content column") })
    #expect(lines.contains { $0.contains("NavigationSplitView shows its detail column") })

    try device.tapBackButton()
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    try device.swipeBackFromEdge()
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    // Both selections were cleared: tapping the same mailbox shows the content column again.
    #expect(device.traceLines().contains { $0.contains("the selection that showed it is cleared") })
    try device.hand.tap(try #require(device.hand.findView(showing: "Inbox")))
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(device.hand.findView(showing: "Inbox 1") != nil)
  }

  @Test(
    "FIDELITY 20.22: a NavigationLink(value:) in the sidebar's list selects its value and shows the detail"
  )
  func valueLinksSelect() throws {
    let device = SimulatedDevice()
    let host = device.show(Recipes())
    let split = try #require(host.children.first as? NotifyingMulticolumnSplitViewController)
    #expect(split.style == .doubleColumn)
    try device.hand.tap(label: "Salad")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "recipe Salad") != nil)
    let navigation = try #require(split.viewController(for: .primary) as? UINavigationController)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test(
    "FIDELITY 20.22: a selection made in code pushes by default, and not with .userSelectionOnly",
    arguments: [SwiftUIAssumptions.CompactSplitViewFollows.everySelection, .userSelectionOnly])
  func programmaticSelection(follows: SwiftUIAssumptions.CompactSplitViewFollows) throws {
    struct Preselected: View {
      @State var chosen: String? = "Soup"
      var body: some View {
        NavigationSplitView {
          List(selection: $chosen) { Text("Soup").tag("Soup") }
        } detail: {
          Text("recipe \(chosen ?? "none")")
        }
      }
    }
    let device = SimulatedDevice()
    device.simulation.swiftUIAssumptions.compactSplitViewFollows = follows
    let host = device.show(Preselected())
    device.runUntilIdle()
    let split = try #require(host.children.first as? NotifyingMulticolumnSplitViewController)
    let navigation = try #require(split.viewController(for: .primary) as? UINavigationController)
    #expect(navigation.viewControllers.count == (follows == .everySelection ? 2 : 1))
  }
}
