import ResponderLabTesting
import Testing

// The worked example of docs/testing.md. The code between the snippet markers is embedded in that
// page, and a documentation test checks that the two stay the same.

// snippet:start
/// The screen under test: a list that opens an editor in a sheet and refuses to lose edits.
final class NotesViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  let editor = UIViewController()
  var hasUnsavedChanges = false
  var askedToDiscard = 0

  func openEditor() {
    editor.presentationController?.delegate = self
    present(editor, animated: true)
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    !hasUnsavedChanges
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    askedToDiscard += 1
  }
}

@Suite("Notes editor")
@MainActor
struct NotesEditorTests {
  @Test("A swipe on an edited note is refused, and the user is asked after release")
  func swipeOnEditedNote() throws {
    let device = SimulatedDevice()
    let notes = NotesViewController()
    device.show(notes)
    notes.openEditor()
    device.runUntilIdle()

    notes.hasUnsavedChanges = true
    try device.hand.swipeDown(by: 800)
    #expect(notes.askedToDiscard == 0)  // not yet: UIKit sends it asynchronously
    device.runUntilIdle()

    #expect(notes.askedToDiscard == 1)
    #expect(notes.presentedViewController === notes.editor)
    device.expectTrace(containsInOrder: [
      "_UIPageSheetPresentationController#1 presentationControllerShouldDismiss → false",
      "_UIPageSheetPresentationController#1 presentationControllerDidAttemptToDismiss",
    ])
  }
}
// snippet:end
