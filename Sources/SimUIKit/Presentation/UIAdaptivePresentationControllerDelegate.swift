/// The methods a presentation controller's delegate implements to follow and steer a user's
/// dismissal (FIDELITY 4.1).
///
/// Every method is optional, as in UIKit. Swift protocols cannot tell whether a conforming type
/// implements a method, so the default implementations report their own use: where UIKit behaves
/// differently for a delegate that does not implement a method (FIDELITY 4.2's fallback), the
/// simulator can tell.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Asked when the user acts to dismiss; return false to refuse. Not called when the presented
  /// controller is modal, nor for programmatic dismissals (FIDELITY 4.1, 4.6, 3.10).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// Sent when an interactive dismissal starts, before its animation (FIDELITY 4.2).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Sent after a user's dismissal finished, never after a cancelled one (FIDELITY 4.2, 4.3).
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Sent, asynchronously after release, when a user's dismissal was refused (FIDELITY 4.4).
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Not implemented: UIKit falls back to allowing the dismissal.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    DelegateImplementationProbe.noteDefaultUsed()
    return true
  }

  /// Not implemented.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {
    DelegateImplementationProbe.noteDefaultUsed()
  }

  /// Not implemented.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    DelegateImplementationProbe.noteDefaultUsed()
  }

  /// Not implemented.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    DelegateImplementationProbe.noteDefaultUsed()
  }
}

/// Tells whether a delegate call reached a protocol's default implementation, that is, whether the
/// delegate implements the method.
@MainActor
package enum DelegateImplementationProbe {
  private static var defaultUsed = false

  /// Called by default implementations.
  package static func noteDefaultUsed() {
    defaultUsed = true
  }

  /// Runs `call` and says whether it reached a default implementation.
  package static func call<Result>(_ call: () -> Result) -> (result: Result, implemented: Bool) {
    defaultUsed = false
    let result = call()
    let implemented = !defaultUsed
    defaultUsed = false
    return (result, implemented)
  }
}
