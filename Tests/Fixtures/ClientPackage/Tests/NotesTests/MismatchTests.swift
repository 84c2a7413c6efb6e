import Foundation
import Notes
import ResponderLabTesting
import Testing

// Deliberate mismatches, run only with NOTES_MISMATCH=1: Scripts/check-client-package.sh checks
// that each is reported at its own line, with what differed.
@Suite(
  "Deliberate mismatches",
  .enabled(if: ProcessInfo.processInfo.environment["NOTES_MISMATCH"] == "1"))
@MainActor
struct MismatchTests {
  @Test("Each mismatch is reported at its line")
  func mismatches() throws {
    let device = SimulatedDevice()
    let notes = NotesViewController()
    device.show(notes)
    device.expectChain(from: notes.deleteButton, ["UIButton", "UIStackView"])  // mismatch: chain
    try device.hand.tap(label: "Delete")
    device.runUntilIdle()
    device.expectAlert(title: "Delete?", actions: ["Delete"])  // mismatch: alert
    device.expectFirstResponder(UITextField.self)  // mismatch: first responder
    device.expectTrace(containsInOrder: ["present(", "viewDidDisappear"])  // mismatch: trace
    device.expectSnapshot(  // mismatch: snapshot
      of: .screen,
      matches: """
        Screen 390 × 844
        Root NotesViewController#1
          [Button "Remove"]
        """)
  }
}
