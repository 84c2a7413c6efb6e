public import SimSwiftUI

/// The adaptive delegate the probe installs: it refuses a swipe while `refuses` is true and, when a
/// refused swipe counts as an attempt, changes the `attempt` value so that the view can react with
/// `onChange(of:)`.
///
/// With `forwardsTo` set, it also passes every call on to the delegate it replaced (SwiftUI's own),
/// and refuses when either refuses: the fix that keeps both working (FIDELITY 5.3, 5.4).
public final class SheetGuardDelegate: UIAdaptivePresentationControllerDelegate {
  /// Whether a swipe is refused.
  public var refuses: Bool
  /// The delegate this one replaced, to forward to; nil when it does not forward.
  public weak var forwardsTo: (any UIAdaptivePresentationControllerDelegate)?
  private let attempt: Binding<Int>
  private let journal: ProbeJournal?

  /// Creates a delegate that refuses while `refuses` is true and bumps `attempt` on each attempt.
  public init(refuses: Bool, attempt: Binding<Int>, journal: ProbeJournal? = nil) {
    self.refuses = refuses
    self.attempt = attempt
    self.journal = journal
  }

  /// Refuses while `refuses` is true; otherwise asks the forwarded delegate, if any.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    journal?.delegateCalls.append("shouldDismiss")
    if refuses { return false }
    return forward { $0.presentationControllerShouldDismiss(presentationController) } ?? true
  }

  /// Records the call and forwards it.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {
    journal?.delegateCalls.append("willDismiss")
    forward { $0.presentationControllerWillDismiss(presentationController) }
  }

  /// Records the call and forwards it.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    journal?.delegateCalls.append("didDismiss")
    forward { $0.presentationControllerDidDismiss(presentationController) }
  }

  /// Changes the attempt value, then forwards the call.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    journal?.delegateCalls.append("didAttemptToDismiss")
    attempt.wrappedValue += 1
    forward { $0.presentationControllerDidAttemptToDismiss(presentationController) }
  }

  // NB: each forwarded call runs in its own implementation probe, so that the forwarded delegate
  // leaving a method unimplemented does not make this delegate look as if it left it unimplemented
  // in the trace. On a device, forwarding code checks `responds(to:)` for the same reason.
  @discardableResult
  private func forward<Result>(
    _ call: (any UIAdaptivePresentationControllerDelegate) -> Result
  ) -> Result? {
    guard let forwardsTo else { return nil }
    return DelegateImplementationProbe.call { call(forwardsTo) }.result
  }
}
