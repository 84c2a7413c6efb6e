import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Contact: Identifiable {
  let id: String
}

private final class Dismissals {
  var names: [String] = []
}

private struct Contacts: View {
  @State var selected: Contact?
  @State var covered: Contact?
  let dismissals: Dismissals

  var body: some View {
    VStack {
      Button("Show ada") { selected = Contact(id: "ada") }
      Button("Cover ada") { covered = Contact(id: "ada") }
    }
    .sheet(item: $selected, onDismiss: { dismissals.names.append("sheet") }) { contact in
      VStack {
        Text("card \(contact.id)")
        Button("Next after \(contact.id)") { selected = Contact(id: contact.id + "+") }
      }
    }
    .fullScreenCover(item: $covered, onDismiss: { dismissals.names.append("cover") }) {
      contact in
      VStack {
        Text("cover \(contact.id)")
        Button("Swap cover \(contact.id)") { covered = Contact(id: "bob") }
      }
    }
  }
}

@Suite("sheet(item:) and fullScreenCover(item:)")
@MainActor
struct ItemPresentationTests {
  @Test(
    "FIDELITY 20.7, 7.1: a new item while the sheet is shown dismisses it, then presents a new PresentationHostingController"
  )
  func newItemReplacesTheSheet() throws {
    let dismissals = Dismissals()
    let device = SimulatedDevice()
    let host = device.show(Contacts(dismissals: dismissals))
    try device.hand.tap(label: "Show ada")
    device.runUntilIdle()
    let first = try #require(
      host.presentedViewController as? PresentationHostingController<AnyView>)
    let mark = device.trace.events.count
    try device.hand.tap(label: "Next after ada")
    device.runUntilIdle()
    let second = try #require(
      host.presentedViewController as? PresentationHostingController<AnyView>)
    #expect(second !== first)
    #expect(device.hand.findView(showing: "card ada+") != nil)
    #expect(dismissals.names == ["sheet"])
    let lines = device.traceLines(since: mark)
    let changed = try #require(lines.firstIndex { $0.contains("sheet item changed while shown") })
    let dismissed = try #require(
      lines.firstIndex { $0.contains("\(first.objectName)") && $0.contains("viewDidDisappear") })
    let presented = try #require(
      lines.firstIndex { $0.contains("present(\(second.objectName)") })
    #expect(changed < dismissed)
    #expect(dismissed < presented)
  }

  @Test("FIDELITY 20.7: fullScreenCover(item:) presents full screen and is replaced like a sheet")
  func coverItemReplaced() throws {
    let dismissals = Dismissals()
    let device = SimulatedDevice()
    let host = device.show(Contacts(dismissals: dismissals))
    try device.hand.tap(label: "Cover ada")
    device.runUntilIdle()
    let first = try #require(host.presentedViewController)
    #expect(first.modalPresentationStyle == .fullScreen)
    try device.hand.tap(label: "Swap cover ada")
    device.runUntilIdle()
    #expect(host.presentedViewController !== first)
    #expect(device.hand.findView(showing: "cover bob") != nil)
    #expect(dismissals.names == ["cover"])
  }
}
