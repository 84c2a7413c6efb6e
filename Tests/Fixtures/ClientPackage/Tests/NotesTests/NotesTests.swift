// snippet:start
import Notes
import ResponderLabTesting
import Testing

@Suite("Deleting a note")
@MainActor
struct NotesTests {
  @Test("Delete asks first, in an alert presented by the list")
  func deleteAsksFirst() throws {
    let device = SimulatedDevice()
    let notes = NotesViewController()
    device.show(notes)
    // The responder chain from the button, along `next`, by class names.
    device.expectChain(
      from: notes.deleteButton,
      [
        "UIButton", "UIView", "NotesViewController", "UIDropShadowView", "UITransitionView",
        "UIWindow", "UIWindowScene", "UIApplication", "SimulatedAppDelegate",
      ])

    try device.hand.tap(label: "Delete")
    device.runUntilIdle()

    // What is presented, by whom, and what the alert says.
    device.expectPresented(UIAlertController.self, by: notes)
    device.expectAlert(
      title: "Delete note?", message: "This cannot be undone.", actions: ["Cancel", "Delete"])
    // Events in order; each expected event is part of a trace line.
    device.expectTrace(containsInOrder: [
      "NotesViewController#1 present(UIAlertController#1, animated: true)",
      "UIAlertController#1 viewDidAppear(true)",
    ])
    // The whole screen as text; RECORD_SNAPSHOTS=1 swift test rewrites the literal.
    device.expectSnapshot(
      of: .screen,
      matches: """
        Screen 390 × 844
        Root NotesViewController#1
          [Button "Delete"]
        Alert UIAlertController#1: "Delete note?" — "This cannot be undone."
          [Action "Cancel" cancel]
          [Action "Delete" destructive]
        """)
  }
}
// snippet:end
