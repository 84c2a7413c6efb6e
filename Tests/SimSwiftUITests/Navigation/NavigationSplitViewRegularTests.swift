import ResponderLabTesting
import SimSwiftUI
import Testing

/// Three columns: folders, notes, the note; the visibility is the app's.
private struct NotesApp: View {
  @State var folder: String?
  @State var note: String?
  @State var visibility: NavigationSplitViewVisibility = .all
  var seen: ((NavigationSplitViewVisibility) -> Void)?

  var body: some View {
    let _ = seen?(visibility)
    NavigationSplitView(columnVisibility: $visibility) {
      List(selection: $folder) {
        Text("Work").tag("Work")
        Text("Home").tag("Home")
      }
    } content: {
      if let folder {
        List(selection: $note) {
          Text("\(folder) plan").tag("\(folder) plan")
          Text("\(folder) list").tag("\(folder) list")
        }
      } else {
        Text("No folder")
      }
    } detail: {
      Text("note \(note ?? "none")")
    }
  }
}

/// Two columns.
private struct Recipes: View {
  @State var chosen: String?

  var body: some View {
    NavigationSplitView {
      List(selection: $chosen) {
        Text("Soup").tag("Soup")
        Text("Salad").tag("Salad")
      }
    } detail: {
      Text("recipe \(chosen ?? "none")")
    }
  }
}

@Suite("NavigationSplitView at a regular width")
@MainActor
struct NavigationSplitViewRegularTests {
  @Test(
    "FIDELITY 20.24, 12.26: on a tablet in landscape the sidebar and the detail stand side by side; a tap on a row changes the detail in place"
  )
  func twoColumnsSideBySide() throws {
    let device = SimulatedDevice(profile: .tabletLandscape)
    let host = device.show(Recipes())
    device.runUntilIdle()
    let split = try #require(host.children.first as? NotifyingMulticolumnSplitViewController)
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    let navigation = try #require(split.viewController(for: .primary) as? UIKitNavigationController)
    let detail = try #require(split.viewController(for: .secondary))
    #expect(detail is NavigationStackHostingController<AnyView>)
    #expect(detail.parent === split)
    #expect(navigation.view.frame.width == 320)
    #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
    #expect(device.hand.findView(showing: "recipe none") != nil)

    try device.hand.tap(label: "Salad")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "recipe Salad") != nil)
    #expect(navigation.viewControllers.count == 1)
    #expect(split.viewController(for: .secondary) === detail)
  }

  @Test(
    "FIDELITY 20.24: three columns with .all: the sidebar's selection fills the content column, the content's the detail, without a push"
  )
  func threeColumns() throws {
    let device = SimulatedDevice(profile: .tabletLandscape)
    let host = device.show(NotesApp())
    device.runUntilIdle()
    let split = try #require(host.children.first as? NotifyingMulticolumnSplitViewController)
    #expect(split.displayMode == .twoBesideSecondary)
    let content = try #require(split.viewController(for: .supplementary))
    #expect(content.view.frame.minX == 320)
    #expect(device.hand.findView(showing: "No folder") != nil)
    try device.hand.tap(label: "Work")
    device.runUntilIdle()
    try device.hand.tap(label: "Work list")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "note Work list") != nil)
    let navigation = try #require(split.viewController(for: .primary) as? UINavigationController)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test(
    "FIDELITY 20.24, 1.4: the chain from a view in the detail column goes through its hosting controller to the split view controller and the root hosting controller"
  )
  func chainFromTheDetail() throws {
    let device = SimulatedDevice(profile: .tabletLandscape)
    let host = device.show(Recipes())
    device.runUntilIdle()
    let split = try #require(host.children.first as? NotifyingMulticolumnSplitViewController)
    let detail = try #require(split.viewController(for: .secondary))
    let text = try #require(device.hand.findView(showing: "recipe none"))
    var chain: [UIResponder] = []
    var responder: UIResponder? = text
    while let next = responder?.next {
      chain.append(next)
      responder = next
    }
    let detailIndex = try #require(chain.firstIndex { $0 === detail })
    let splitIndex = try #require(chain.firstIndex { $0 === split })
    let hostIndex = try #require(chain.firstIndex { $0 === host })
    #expect(detailIndex < splitIndex && splitIndex < hostIndex)
    #expect(chain[detailIndex + 1] === split.view)
  }

  @Test(
    "FIDELITY 20.24, 12.27, 12.28: columnVisibility drives the display mode, and follows when a column is hidden"
  )
  func columnVisibility() throws {
    let device = SimulatedDevice(profile: .tabletLandscape)
    var seen: [NavigationSplitViewVisibility] = []
    let host = device.show(NotesApp(seen: { seen.append($0) }))
    device.runUntilIdle()
    let split = try #require(host.children.first as? NotifyingMulticolumnSplitViewController)
    #expect(split.preferredDisplayMode == .twoBesideSecondary)
    split.hide(.primary)
    device.runUntilIdle()
    #expect(seen.last == .doubleColumn)
    #expect(split.displayMode == .oneBesideSecondary)
    split.hide(.supplementary)
    device.runUntilIdle()
    #expect(seen.last == .detailOnly)
    #expect(split.displayMode == .secondaryOnly)
    #expect(split.preferredDisplayMode == .secondaryOnly)
  }

  @Test(
    "FIDELITY 20.24, 20.22, 12.29: narrowing to a compact Split View side collapses into one stack with the chosen columns pushed; widening puts them back side by side"
  )
  func collapseAndExpand() throws {
    let device = SimulatedDevice(profile: .tabletSplitTwoThirds)
    let host = device.show(Recipes())
    device.runUntilIdle()
    let split = try #require(host.children.first as? NotifyingMulticolumnSplitViewController)
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .secondaryOnly)
    split.show(.primary)
    device.runUntilIdle()
    try device.hand.tap(label: "Soup")
    device.runUntilIdle()
    let navigation = try #require(split.viewController(for: .primary) as? UINavigationController)
    #expect(navigation.viewControllers.count == 1)
    try device.resize(to: .tabletSplitOneThird)
    #expect(split.isCollapsed)
    #expect(navigation.viewControllers.count == 2)
    #expect(split.viewController(for: .secondary) == nil)
    #expect(device.hand.findView(showing: "recipe Soup") != nil)
    try device.resize(to: .tabletSplitTwoThirds)
    #expect(!split.isCollapsed)
    #expect(navigation.viewControllers.count == 1)
    let detail = try #require(split.viewController(for: .secondary))
    #expect(detail.view.superview === split.view)
    #expect(device.hand.findView(showing: "recipe Soup") != nil)
  }

  @Test(
    "FIDELITY 20.24, 12.26: navigationSplitViewColumnWidth sets the sidebar's and the content's widths; the detail takes the rest"
  )
  func columnWidths() throws {
    struct Narrow: View {
      @State var visibility: NavigationSplitViewVisibility = .all
      var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
          List { Text("Folders") }.navigationSplitViewColumnWidth(250)
        } content: {
          Text("Notes").navigationSplitViewColumnWidth(min: 200, ideal: 300, max: 400)
        } detail: {
          Text("Note").navigationSplitViewColumnWidth(100)
        }
      }
    }
    let device = SimulatedDevice(profile: .tabletLandscape)
    let host = device.show(Narrow())
    device.runUntilIdle()
    let split = try #require(host.children.first as? NotifyingMulticolumnSplitViewController)
    #expect(split.primaryColumnWidth == 250)
    #expect(split.supplementaryColumnWidth == 300)
    let detail = try #require(split.viewController(for: .secondary))
    #expect(detail.view.frame == CGRect(x: 550, y: 0, width: 630, height: 820))
  }
}
