import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Folder: Identifiable {
  let id: String
}

private struct Folders: View {
  @State var renaming = false
  @State var newName = ""
  @State var password = ""
  @State var deleting = false
  @State var pending: Folder?
  @State var log: [String] = []

  var body: some View {
    VStack {
      Text("log \(log.joined(separator: ","))")
      Button("Rename") { renaming = true }
      Button("Delete drafts") {
        pending = Folder(id: "drafts")
        deleting = true
      }
      Button("Delete nothing") {
        pending = nil
        deleting = true
      }
    }
    .alert("Rename folder", isPresented: $renaming) {
      TextField("Name", text: $newName)
      SecureField("Password", text: $password)
      Button("Save") { log.append("saved \(newName)/\(password.count)") }
      Button("Cancel", role: .cancel) {}
    }
    .confirmationDialog("Delete?", isPresented: $deleting, presenting: pending) { folder in
      Button("Delete \(folder.id)", role: .destructive) { log.append("deleted \(folder.id)") }
    } message: { folder in
      Text("\(folder.id) goes for good")
    }
  }
}

@Suite("Alerts with text fields and data")
@MainActor
struct AlertDataTests {
  @Test(
    "FIDELITY 20.10, 7.2: an alert's TextField and SecureField become the UIAlertController's text fields, writing their bindings"
  )
  func alertTextFields() throws {
    let device = SimulatedDevice()
    let host = device.show(Folders())
    try device.hand.tap(label: "Rename")
    device.runUntilIdle()
    let alert = try #require(host.presentedViewController as? UIAlertController)
    let fields = try #require(alert.textFields)
    #expect(fields.map(\.placeholder) == ["Name", "Password"])
    #expect(fields.map(\.isSecureTextEntry) == [false, true])
    try device.type("Work", intoFieldWithPlaceholder: "Name")
    try device.type("abc", intoFieldWithPlaceholder: "Password")
    try device.hand.tapAlertAction("Save")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "log saved Work/3") != nil)
  }

  @Test(
    "FIDELITY 20.10: confirmationDialog(presenting:) builds its actions and message from the data, and shows nothing without it"
  )
  func dialogPresentingData() throws {
    let device = SimulatedDevice()
    let host = device.show(Folders())
    try device.hand.tap(label: "Delete nothing")
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
    try device.hand.tap(label: "Delete drafts")
    device.runUntilIdle()
    let dialog = try #require(host.presentedViewController as? UIAlertController)
    #expect(dialog.preferredStyle == .actionSheet)
    #expect(dialog.message == "drafts goes for good")
    #expect(dialog.actions.map(\.title) == ["Delete drafts"])
    try device.hand.tapAlertAction("Delete drafts")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "log deleted drafts") != nil)
  }

  @Test("FIDELITY 20.10: an action sheet refuses a text field, as UIKit raises")
  func actionSheetRefusesTextFields() {
    let device = SimulatedDevice()
    device.simulation.withCurrent {
      let sheet = UIAlertController(title: "t", message: nil, preferredStyle: .actionSheet)
      sheet.addTextField()
      #expect(sheet.textFields == nil)
    }
    #expect(device.faults.contains { $0.reason.contains("Text fields can only be added") })
  }
}
