import SimUIKit

/// A delegate that implements `presentationControllerShouldDismiss` with a fixed answer and the
/// three notifications, so that each appears in the trace.
@MainActor
final class AnsweringDelegate: UIResponder, UISheetPresentationControllerDelegate {
  let answer: Bool

  init(shouldDismiss: Bool) {
    answer = shouldDismiss
    super.init()
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  { answer }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {}
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

/// A delegate that does not implement `presentationControllerShouldDismiss` (UIKit then falls back,
/// FIDELITY 4.2) but listens to the notifications.
@MainActor
final class ListeningDelegate: UIResponder, UISheetPresentationControllerDelegate {
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {}
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
