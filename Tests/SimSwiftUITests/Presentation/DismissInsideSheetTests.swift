import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Compose: View {
  @State var showsEditor = false

  var body: some View {
    VStack {
      Text("editor: \(showsEditor ? "open" : "closed")")
      Button("Edit") { showsEditor = true }
    }
    .sheet(isPresented: $showsEditor) { EditorRoot() }
  }
}

private struct EditorRoot: View {
  @Environment(\.dismiss) var dismiss
  @Environment(\.isPresented) var isPresented

  var body: some View {
    NavigationStack {
      VStack {
        Text("root presented: \(isPresented ? "yes" : "no")")
        NavigationLink("Formatting") { FormattingScreen() }
        Button("Done") { dismiss() }
      }
    }
  }
}

private struct FormattingScreen: View {
  @Environment(\.dismiss) var dismiss

  var body: some View {
    VStack {
      Text("formatting screen")
      Button("Back to editor") { dismiss() }
    }
  }
}

@Suite("dismiss() inside a sheet")
@MainActor
struct DismissInsideSheetTests {
  @Test(
    "FIDELITY 20.6, 7.1, 7.3: dismiss() in a screen pushed inside a sheet pops it and leaves the sheet up; at the sheet's root it dismisses the sheet"
  )
  func dismissPopsThenDismisses() throws {
    let device = SimulatedDevice()
    let host = device.show(Compose())
    try device.hand.tap(label: "Edit")
    device.runUntilIdle()
    let sheet = try #require(
      host.presentedViewController as? PresentationHostingController<AnyView>)
    let navigation = try #require(sheet.children.first as? UIKitNavigationController)
    #expect(device.hand.findView(showing: "root presented: yes") != nil)
    try device.hand.tap(label: "Formatting")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)

    let mark = device.trace.events.count
    try device.hand.tap(label: "Back to editor")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(host.presentedViewController === sheet)
    let popLines = device.traceLines(since: mark)
    #expect(popLines.contains { $0.contains("popToViewController") })
    #expect(!popLines.contains { $0.contains("dismiss(") })

    let second = device.trace.events.count
    try device.hand.tap(label: "Done")
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
    #expect(device.hand.findView(showing: "editor: closed") != nil)
    #expect(device.traceLines(since: second).contains { $0.contains("sheet: dismiss(") })
  }
}
