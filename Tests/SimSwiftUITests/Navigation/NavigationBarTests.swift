import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Editor: View {
  @State var log: [String] = []

  var body: some View {
    NavigationStack {
      VStack {
        Text("log \(log.joined(separator: ","))")
        NavigationLink("Locked step") {
          Text("No way back").navigationBarBackButtonHidden(true)
        }
      }
      .navigationTitle("Editor")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log.append("cancel") } }
        ToolbarItem(placement: .confirmationAction) { Button("Save") { log.append("save") } }
        ToolbarItemGroup(placement: .bottomBar) {
          Button("Bold") { log.append("bold") }
          Button("Italic") { log.append("italic") }
        }
      }
    }
  }
}

@Suite("Toolbars and navigation bar modifiers")
@MainActor
struct NavigationBarTests {
  @Test(
    "FIDELITY 20.3: toolbar placements become the navigation item's left and right items and the toolbar items"
  )
  func placements() throws {
    let device = SimulatedDevice()
    let host = device.show(Editor())
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    let root = try #require(navigation.viewControllers.first)
    #expect(root.navigationItem.leftBarButtonItems.map(\.title) == ["Cancel"])
    #expect(root.navigationItem.rightBarButtonItems.map(\.title) == ["Save"])
    #expect(root.toolbarItems?.map(\.title) == ["Bold", "Italic"])
    try device.tapBarButton("Save")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "log save") != nil)
  }

  @Test("FIDELITY 20.3: principal and keyboard content is reported as not shown")
  func unshownPlacementsWarn() throws {
    let device = SimulatedDevice()
    device.show(
      NavigationStack {
        Text("body").toolbar {
          ToolbarItem(placement: .principal) { Text("Custom title") }
        }
      })
    #expect(device.warnings.contains { $0.contains("principal placement is not shown") })
  }

  @Test(
    "FIDELITY 20.4: navigationBarTitleDisplayMode sets largeTitleDisplayMode; navigationBarBackButtonHidden hides the back button and the edge swipe"
  )
  func titleModeAndHiddenBackButton() throws {
    let device = SimulatedDevice()
    let host = device.show(Editor())
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    #expect(navigation.viewControllers.first?.navigationItem.largeTitleDisplayMode == .never)
    try device.hand.tap(label: "Locked step")
    device.runUntilIdle()
    #expect(navigation.topViewController?.navigationItem.hidesBackButton == true)
    #expect(throws: HandError.self) { try device.tapBackButton() }
    #expect(throws: HandError.self) { try device.swipeBackFromEdge() }
    #expect(navigation.viewControllers.count == 2)
  }
}
