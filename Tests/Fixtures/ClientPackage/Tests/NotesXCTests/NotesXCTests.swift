// snippet:start
import Notes
import ResponderLabTesting
import XCTest

final class NotesXCTests: XCTestCase {
  // On Linux, XCTest crashes on synchronous main-actor tests: make them async.
  @MainActor
  func testEditorOpensAtMediumHeight() async throws {
    let device = SimulatedDevice()
    let notes = NotesViewController()
    device.show(notes)
    notes.openEditor()
    device.runUntilIdle()

    device.expectChain(
      from: notes.editor,
      [
        "EditorViewController", "NotesViewController", "UIView", "UIDropShadowView",
        "UITransitionView", "UIWindow", "UIWindowScene", "UIApplication", "SimulatedAppDelegate",
      ])
    device.expectPresented(EditorViewController.self, by: notes)
    device.expectSheet(detent: .medium, isModal: false)
    device.expectTrace(containsInOrder: ["EditorViewController#1 viewDidAppear(true)"])
    device.expectSnapshot(
      of: .controllers,
      matches: """
        <NotesViewController#1>, state: appeared, view: <UIView#1>
           + <EditorViewController#1>, state: appeared, view: <UIView#2>, presented with: <_UIPageSheetPresentationController#1>
        """)

    // A tap gives the title field the keyboard, and the sheet rises to its large detent.
    try device.hand.tap(notes.editor.titleField)
    device.runUntilIdle()
    device.expectFirstResponder(notes.editor.titleField)
    device.expectSheet(detent: .large)
    XCTAssertEqual(notes.deletedCount, 0)
  }
}
// snippet:end
