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

  /// The style to adapt to in a horizontally compact environment; asked only there, and only when
  /// the trait-collection variant is not implemented (FIDELITY 12.7). `.none`, `.fullScreen` and
  /// `.overFullScreen` are accepted.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// The style to adapt to for `traitCollection`; asked for every environment evaluated (FIDELITY
  /// 12.7). `.none`, `.fullScreen`, `.overFullScreen` and `.formSheet` are accepted.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// The controller to show instead of the presented one after an adaptation, or nil for the
  /// presented one (FIDELITY 12.10).
  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  /// Sent before the presentation shows, with the adapted style, or `.none` when it did not adapt
  /// (FIDELITY 12.9, 12.10).
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
  /// Sent with the presentation controller UIKit adapts to, before it is used (iOS 15, FIDELITY
  /// 12.10).
  func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController)
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

extension UIAdaptivePresentationControllerDelegate {
  /// Not implemented: the presentation controller's default applies.
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    DelegateImplementationProbe.noteDefaultUsed()
    return .none
  }

  /// Not implemented: the presentation controller's default applies.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    DelegateImplementationProbe.noteDefaultUsed()
    return .none
  }

  /// Not implemented: the presented controller is shown.
  public func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? {
    DelegateImplementationProbe.noteDefaultUsed()
    return nil
  }

  /// Not implemented.
  public func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    DelegateImplementationProbe.noteDefaultUsed()
  }

  /// Not implemented.
  public func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController
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
