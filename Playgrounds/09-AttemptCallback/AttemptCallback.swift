// Exercise 9 — Make the attempt callback fire
//
// The editor locks itself while it has changes, as Apple's sample does:
// editor.isModalInPresentation = true. LeaveConfirmation is its presentation controller's
// delegate; it should count a confirmation ("Discard your changes?") each time the user tries to
// swipe the locked editor away. It never does.
//
// Make LeaveConfirmation count once per real attempt.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-09)
// Hint:   swift run responder-lab learn hint 9

import SimUIKit

final class LeaveConfirmation: UIAdaptivePresentationControllerDelegate {
  var confirmationsShown = 0

  // TODO: UIKit never calls this while the editor is modal. Count where UIKit reports the attempt.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    confirmationsShown += 1
    return false
  }
}
