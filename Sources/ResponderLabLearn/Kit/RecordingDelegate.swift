import SimUIKit

/// A presentation delegate that notes each dismissal callback it hears, in order, and allows or
/// refuses a user's dismissal as told. The checks use it to learn what UIKit really sent.
@MainActor
final class RecordingDelegate: UIAdaptivePresentationControllerDelegate {
  /// The callbacks heard, by method name.
  var calls: [String] = []
  /// What `presentationControllerShouldDismiss` answers.
  var allowsDismissal = true

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    calls.append("presentationControllerShouldDismiss")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("presentationControllerWillDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("presentationControllerDidDismiss")
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    calls.append("presentationControllerDidAttemptToDismiss")
  }
}
