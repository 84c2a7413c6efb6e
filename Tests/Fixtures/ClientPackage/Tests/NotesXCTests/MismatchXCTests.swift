import Foundation
import Notes
import ResponderLabTesting
import XCTest

// Deliberate mismatches, run only with NOTES_MISMATCH=1: Scripts/check-client-package.sh checks
// that each is reported at its own line, with what differed.
final class MismatchXCTests: XCTestCase {
  @MainActor
  func testMismatches() async throws {
    guard ProcessInfo.processInfo.environment["NOTES_MISMATCH"] == "1" else { return }
    let device = SimulatedDevice()
    let notes = NotesViewController()
    device.show(notes)
    notes.openEditor()
    device.runUntilIdle()
    device.expectChain(from: notes.editor, ["EditorViewController", "UIWindow"])  // mismatch: chain
    device.expectSheet(detent: .large)  // mismatch: sheet
    device.expectFirstResponder(notes.deleteButton)  // mismatch: first responder
    device.expectTrace(containsInOrder: ["viewDidAppear", "dismissal finished"])  // mismatch: trace
    device.expectSnapshot(  // mismatch: snapshot
      of: .controllers,
      matches: """
        <NotesViewController#1>
        """)
  }
}
