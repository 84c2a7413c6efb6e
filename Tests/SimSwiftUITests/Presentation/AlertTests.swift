import ResponderLabTesting
import SimSwiftUI
import Testing

private final class Choices {
  var made: [String] = []
}

private struct Confirmations: View {
  @State var asking = false
  @State var choosing = false
  let choices: Choices

  var body: some View {
    VStack {
      Text("asking: \(asking ? "yes" : "no")")
      Button("Delete") { asking = true }
        .alert("Delete the file?", isPresented: $asking) {
          Button("Delete", role: .destructive) { choices.made.append("delete") }
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("This cannot be undone.")
        }
      Button("Share") { choosing = true }
        .confirmationDialog("Share with", isPresented: $choosing) {
          Button("Mail") { choices.made.append("mail") }
        }
    }
  }
}

@Suite("Alerts and dialogs")
@MainActor
struct AlertTests {
  @Test("An alert presents a UIAlertController from the nearest hosting controller (FIDELITY 7.2)")
  func alertPresentsFromNearestHost() throws {
    let device = SimulatedDevice()
    let host = device.show(Confirmations(choices: Choices()))
    try device.hand.tap(label: "Delete")
    device.runUntilIdle()
    let alert = try #require(device.hand.visibleAlert)
    #expect(alert.presentingViewController === host)
    #expect(alert.title == "Delete the file?")
    #expect(alert.message == "This cannot be undone.")
    #expect(device.visibleAlertActionTitles == ["Delete", "Cancel"])
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
  }

  @Test("Tapping an alert button runs its action and resets the binding")
  func alertActionResetsBinding() throws {
    let choices = Choices()
    let device = SimulatedDevice()
    device.show(Confirmations(choices: choices))
    try device.hand.tap(label: "Delete")
    device.runUntilIdle()
    try device.hand.tapAlertAction("Delete")
    device.runUntilIdle()
    #expect(choices.made == ["delete"])
    #expect(device.hand.visibleAlert == nil)
    #expect(device.hand.findView(showing: "asking: no") != nil)
  }

  @Test("A confirmation dialog presents an action sheet")
  func confirmationDialogIsActionSheet() throws {
    let choices = Choices()
    let device = SimulatedDevice()
    device.show(Confirmations(choices: choices))
    try device.hand.tap(label: "Share")
    device.runUntilIdle()
    let sheet = try #require(device.hand.visibleAlert)
    #expect(sheet.preferredStyle == .actionSheet)
    try device.hand.tapAlertAction("Mail")
    device.runUntilIdle()
    #expect(choices.made == ["mail"])
  }
}
