// Exercise 9 — reference solution.

import SimUIKit

final class LeaveConfirmation: UIAdaptivePresentationControllerDelegate {
  var confirmationsShown = 0

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    confirmationsShown += 1
  }
}
