// Exercise 12 — Lock and confirm, as Apple's sample does
//
// Apple's sample "Disabling the pull-down gesture for a sheet" puts an edit controller in a
// UINavigationController presented as a sheet. While there are unsaved changes the editor locks
// itself against swipes, and a swipe offers an action sheet to discard them.
//
// Finish it:
//   - hasChanges locks and unlocks the editor;
//   - presentEditor(_:from:) lets the editor hear the user's attempts;
//   - "Discard Changes" closes the editor's whole sheet.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-12)
// Hint:   swift run responder-lab learn hint 12

import SimUIKit

final class EditViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  var hasChanges = false {
    didSet {
      // TODO: lock the editor against swipes while it has changes.
    }
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    let confirmation = UIAlertController(
      title: nil, message: "You have unsaved changes.", preferredStyle: .actionSheet)
    confirmation.addAction(
      UIAlertAction(title: "Discard Changes", style: .destructive) { _ in
        // TODO: close the editor.
      })
    confirmation.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    present(confirmation, animated: true)
  }
}

func presentEditor(_ editor: EditViewController, from presenter: UIViewController) {
  let navigation = UINavigationController(rootViewController: editor)
  // TODO: who hears the user's attempts to swipe the sheet away?
  presenter.present(navigation, animated: true)
}
