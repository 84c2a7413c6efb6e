import ResponderLabTesting
import SimSwiftUI
import Testing

private enum Flavor: String, CaseIterable, Identifiable {
  case vanilla = "Vanilla", chocolate = "Chocolate", strawberry = "Strawberry"
  var id: Self { self }
}

private struct FlavorPicker: View {
  let style: String
  @State private var flavor = Flavor.vanilla

  var body: some View {
    VStack {
      Text("Chosen: \(flavor.rawValue)")
      switch style {
      case "segmented":
        Picker("Flavor", selection: $flavor) {
          ForEach(Flavor.allCases) { Text($0.rawValue).tag($0) }
        }
        .pickerStyle(.segmented)
      case "untagged":
        Picker("Flavor", selection: $flavor) {
          ForEach(Flavor.allCases) { Text($0.rawValue) }
        }
        .pickerStyle(.menu)
      default:
        Picker("Flavor", selection: $flavor) {
          Text("Vanilla").tag(Flavor.vanilla)
          Text("Chocolate").tag(Flavor.chocolate)
          Text("Strawberry").tag(Flavor.strawberry)
        }
      }
    }
  }
}

private struct SettingsScreen: View {
  @State private var sort = "Name"

  var body: some View {
    NavigationStack {
      Form {
        Text("Sorted by \(sort)")
        Picker("Sort", selection: $sort) {
          Text("Name").tag("Name")
          Text("Date").tag("Date")
        }
        .pickerStyle(.navigationLink)
      }
    }
  }
}

@Suite("Picker")
@MainActor
struct PickerTests {
  @Test("FIDELITY 20.13: a menu picker opens a menu of its options over the window")
  func menuPicker() throws {
    let device = SimulatedDevice()
    device.show(FlavorPicker(style: "menu"))
    try device.openPicker("Flavor")
    #expect(device.visibleMenuItems == ["Vanilla", "Chocolate", "Strawberry"])
    #expect(device.openMenuView?.items.first?.isChecked == true)
    #expect(device.openMenuView?.superview === device.window)
    try device.chooseMenuItem("Chocolate")
    device.runUntilIdle()
    #expect(device.openMenuView == nil)
    #expect(device.hand.findView(showing: "Chosen: Chocolate") != nil)
    #expect(device.findPicker("Flavor")?.selectedIndex == 1)
  }

  @Test("FIDELITY 20.13: a segmented picker chooses the segment tapped")
  func segmentedPicker() throws {
    let device = SimulatedDevice()
    device.show(FlavorPicker(style: "segmented"))
    let picker = try #require(device.findPicker("Flavor"))
    #expect(picker.style == "segmented")
    #expect(picker.bounds.height == 32)
    try device.pick("Strawberry", in: "Flavor")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Chosen: Strawberry") != nil)
    #expect(device.traceLines().contains { $0.contains("segment \"Strawberry\" chosen") })
  }

  @Test("FIDELITY 20.13: untagged ForEach rows are tagged with their ids")
  func untaggedRowsUseIDs() throws {
    let device = SimulatedDevice()
    device.show(FlavorPicker(style: "untagged"))
    try device.pick("Chocolate", in: "Flavor")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Chosen: Chocolate") != nil)
  }

  @Test("FIDELITY 20.13: a navigation-link picker pushes its options and pops on a choice")
  func navigationLinkPicker() throws {
    let device = SimulatedDevice()
    device.show(SettingsScreen())
    try device.hand.tap(device.findPicker("Sort")!)
    device.runUntilIdle()
    let navigation = try #require(device.findNavigationController())
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is NavigationStackHostingController<AnyView>)
    #expect(navigation.topViewController?.navigationItem.title == "Sort")
    #expect(device.hand.findView(showing: "Name ✓") != nil)
    try device.hand.tap(label: "Date")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(device.hand.findView(showing: "Sorted by Date") != nil)
    try device.pick("Name", in: "Sort")
    #expect(device.hand.findView(showing: "Sorted by Name") != nil)
  }

  @Test("A selection that matches no tag gets SwiftUI's warning")
  func invalidSelectionWarns() {
    let device = SimulatedDevice()
    device.show(
      Picker("Size", selection: .constant(3)) {
        Text("One").tag(1)
        Text("Two").tag(2)
      })
    #expect(
      device.warnings.contains(
        "Picker: the selection \"3\" is invalid and does not have an associated tag, this will give undefined results."
      ))
  }

  @Test("Picking an option a picker does not have names the options")
  func missingOptionNamesOptions() {
    let device = SimulatedDevice()
    device.show(FlavorPicker(style: "menu"))
    #expect(throws: HandError.self) { try device.pick("Mint", in: "Flavor") }
    do {
      try device.pick("Mint", in: "Flavor")
    } catch {
      #expect(error.description.contains("Vanilla, Chocolate, Strawberry"))
    }
  }
}

extension SimulatedDevice {
  fileprivate func openPicker(_ label: String) throws {
    try hand.tap(findPicker(label)!)
  }

  fileprivate func findNavigationController() -> UINavigationController? {
    var found: UINavigationController?
    window.forEachVisibleView { view in
      if let navigation = view.next as? UINavigationController { found = navigation }
    }
    return found
  }
}
