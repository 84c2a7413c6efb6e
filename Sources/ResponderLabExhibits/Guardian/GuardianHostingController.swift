public import SimSwiftUI

/// A hosting controller that guards the sheets presented through it: its `present` override makes
/// it the adaptive delegate of every presentation it sees, and as that delegate it refuses a swipe
/// while the form has unsaved changes.
///
/// The override only runs when SwiftUI sends `present` to this very controller, which SwiftUI does
/// only when this is the hosting controller nearest to the `.sheet` modifier (FIDELITY 7.2, 7.4).
public final class GuardianHostingController<Content: View>: UIHostingController<Content>,
  UIAdaptivePresentationControllerDelegate
{
  /// Whether a swipe is refused.
  public var refusesDismissal: Bool
  /// The form whose journal records what this controller sees.
  public var form: GuardianForm?

  /// Creates a guard around `rootView`.
  public init(rootView: Content, refusesDismissal: Bool) {
    self.refusesDismissal = refusesDismissal
    super.init(rootView: rootView)
  }

  /// Not supported: the guard is made in code only.
  public required init?(coder aDecoder: NSCoder) {
    return nil
  }

  /// Installs this controller as the adaptive delegate of `viewControllerToPresent`, clears the
  /// attempt flag, then presents as usual.
  public override func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    form?.presentsSeen.append(String(describing: type(of: viewControllerToPresent)))
    viewControllerToPresent.presentationController?.delegate = self
    form?.dismissalAttempted = false
    super.present(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Allows the swipe only while the form is clean.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    form?.delegateCalls.append("shouldDismiss")
    return !refusesDismissal
  }

  /// Records that the swipe's dismissal began.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {
    form?.delegateCalls.append("willDismiss")
  }

  /// Records that the swipe's dismissal finished.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    form?.delegateCalls.append("didDismiss")
  }

  /// Raises the attempt flag, which shows the "Unsaved Changes" alert.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    form?.delegateCalls.append("didAttemptToDismiss")
    form?.dismissalAttempted = true
  }
}
