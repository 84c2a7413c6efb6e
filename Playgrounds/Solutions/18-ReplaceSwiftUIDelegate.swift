// Exercise 18 — reference solution.

import SimUIKit

final class ForwardingGuard: UIAdaptivePresentationControllerDelegate {
  var blocks = false
  private weak var original: (any UIAdaptivePresentationControllerDelegate)?

  init(replacing original: (any UIAdaptivePresentationControllerDelegate)?) {
    self.original = original
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    !blocks && (original?.presentationControllerShouldDismiss(presentationController) ?? true)
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    original?.presentationControllerWillDismiss(presentationController)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    original?.presentationControllerDidDismiss(presentationController)
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    original?.presentationControllerDidAttemptToDismiss(presentationController)
  }
}
