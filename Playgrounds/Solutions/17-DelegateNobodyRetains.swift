// Exercise 17 — reference solution.

import SimUIKit

final class UnsavedChangesLock: UIAdaptivePresentationControllerDelegate {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    false
  }
}

final class EditorViewController: UIViewController {
  private let lock = UnsavedChangesLock()

  func installLock() {
    presentationController?.delegate = lock
  }
}
