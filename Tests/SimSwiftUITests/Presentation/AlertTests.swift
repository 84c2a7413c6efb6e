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

  @Test(
    "FIDELITY 12.16, 12.25: on a tablet a confirmation dialog is a popover anchored at the view it modifies, with no fault"
  )
  func confirmationDialogOnTablet() throws {
    let choices = Choices()
    let device = SimulatedDevice(profile: .tablet)
    let host = device.show(Confirmations(choices: choices))
    let share = try #require(device.hand.findView(showing: "Share"))
    try device.hand.tap(share)
    device.runUntilIdle()
    device.expectNoFaults()
    let dialog = try #require(device.hand.visibleAlert)
    #expect(dialog.preferredStyle == .actionSheet)
    #expect(dialog.modalPresentationStyle == .popover)
    let popover = try #require(dialog.popoverPresentationController)
    #expect(popover is _UIAlertControllerActionSheetRegularPresentationController)
    #expect(popover.sourceView === host.view)
    #expect(popover.sourceRect == share.frameInWindow, "the hosting view fills the window")
    #expect(popover.arrowDirection != .unknown)
  }

  @Test(
    "FIDELITY 12.16, 12.25: on a phone and in a compact tablet window a confirmation dialog stays an action sheet at the bottom"
  )
  func confirmationDialogInCompactWidth() throws {
    for profile in [DeviceProfile.phone, .tabletSlideOver] {
      let device = SimulatedDevice(profile: profile)
      device.show(Confirmations(choices: Choices()))
      try device.hand.tap(label: "Share")
      device.runUntilIdle()
      device.expectNoFaults()
      let dialog = try #require(device.hand.visibleAlert)
      #expect(dialog.modalPresentationStyle == .custom, "\(profile)")
      #expect(dialog.popoverPresentationController == nil, "\(profile)")
      #expect(
        dialog.presentationController is _UIAlertControllerActionSheetCompactPresentationController,
        "\(profile)")
    }
  }
}
