// Exercise 7 — Refuse a swipe with a delegate
//
// An editor is presented as a sheet. While it has unsaved changes, a swipe down must not throw
// the changes away: the sheet should stay.
//
// Make DraftGuard refuse the user's dismissal while hasUnsavedChanges is true, and write
// installDraftGuard(_:on:) so that the guard hears about the editor's swipes. The check installs
// the guard before the editor is presented.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-07)
// Hint:   swift run responder-lab learn hint 7

import SimUIKit

final class DraftGuard: UIAdaptivePresentationControllerDelegate {
  var hasUnsavedChanges = false

  // TODO: answer UIKit's question about a user's dismissal.
}

func installDraftGuard(_ draftGuard: DraftGuard, on editor: UIViewController) {
  // TODO: make draftGuard the object UIKit asks about the editor's swipes.
}
