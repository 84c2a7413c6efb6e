// Exercise 7 — reference solution.

import SimUIKit

final class DraftGuard: UIAdaptivePresentationControllerDelegate {
  var hasUnsavedChanges = false

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    !hasUnsavedChanges
  }
}

func installDraftGuard(_ draftGuard: DraftGuard, on editor: UIViewController) {
  editor.presentationController?.delegate = draftGuard
}
