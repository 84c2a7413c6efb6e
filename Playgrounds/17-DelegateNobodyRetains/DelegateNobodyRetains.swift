// Exercise 17 — The delegate nobody retains
//
// EditorViewController installs an UnsavedChangesLock, which refuses every swipe, as the delegate
// of its presentation controller. The check calls installLock() and presents the editor. A swipe
// still dismisses it.
//
// Keep the lock alive as long as the editor lives — and no longer: when the editor is released,
// both must be freed.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-17)
// Hint:   swift run responder-lab learn hint 17

import SimUIKit

final class UnsavedChangesLock: UIAdaptivePresentationControllerDelegate {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    false
  }
}

final class EditorViewController: UIViewController {
  func installLock() {
    // TODO: who keeps this lock alive once installLock() returns?
    presentationController?.delegate = UnsavedChangesLock()
  }
}
