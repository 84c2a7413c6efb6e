public import Foundation

/// The object that manages a presentation: its views, its delegate and, for sheets, the user's drag.
///
/// Matches iOS: created on demand from the current style (FIDELITY 2.1); its delegate is weak (2.6);
/// it holds its presenting and presented controllers strongly while the presentation lasts (2.7).
@preconcurrency @MainActor
open class UIPresentationController: SimulatedObject {
  // NB: strong while presented (FIDELITY 2.7). Before and after, the presented controller owns this
  // object, so the link back is weak to avoid a cycle.
  private weak var presentedStorage: UIViewController?
  private var retainedPresented: UIViewController?
  private var presentingStorage: UIViewController?
  // The presenter of the last presentation, so that a read after the dismissal still answers it.
  private weak var formerPresenting: UIViewController?

  /// The controller being presented.
  public var presentedViewController: UIViewController {
    presentedStorage ?? retainedPresented ?? UIViewController()
  }

  /// The controller that presents, after forwarding (FIDELITY 3.3): the intended presenter when one
  /// was given to `init`, the presenter once the presentation has begun, and the last presenter
  /// after it ended.
  ///
  /// Read before any presentation, there is no presenter yet. What UIKit answers then is
  /// unconfirmed (nil, through a property Swift sees as non-optional); the simulator records a
  /// fault naming the misuse and answers a controller that is in no hierarchy, never one that code
  /// could mistake for the presenter (docs/misuse.md).
  public var presentingViewController: UIViewController {
    if let presenter = presentingStorage ?? formerPresenting { return presenter }
    simulation.record(
      UIKitFault(
        exceptionName: UIKitFault.internalInconsistency,
        reason:
          "presentingViewController of \(objectName) was read before its presentation began: there is no presenting controller yet.",
        fix:
          "read it once the presentation has begun (in presentationTransitionWillBegin or a delegate callback), or use the controller you call present on."
      ))
    return UIViewController()
  }

  /// The delegate told about a user's dismissal. Weak, as in UIKit (FIDELITY 2.6).
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)? {
    didSet {
      let name = delegate.map { ($0 as? UIResponder)?.objectName.description ?? "\(type(of: $0))" }
      trace(.delegate, "delegate = \(name ?? "nil")")
    }
  }

  /// The style this controller presents with.
  public package(set) var presentationStyle: UIModalPresentationStyle

  /// The view that holds the presentation: a `UITransitionView` under the window (FIDELITY 3.12).
  public package(set) var containerView: UIView?

  /// Whether the presenter's view is removed when the transition ends. Default: false; the
  /// full-screen controllers answer true (FIDELITY 3.11).
  open var shouldRemovePresentersView: Bool { false }

  /// Whether a presentation or dismissal transition is running.
  public package(set) var isTransitioning = false

  /// The trait overrides and trait-change registrations (FIDELITY 12.5).
  package var traitStorage: TraitStorage?

  /// Traits applied to the presented controller's, before `traitOverrides` (FIDELITY 12.5).
  open var overrideTraitCollection: UITraitCollection? {
    get { storedOverrideTraitCollection }
    set { TraitUpdate.perform(in: simulation) { storedOverrideTraitCollection = newValue } }
  }
  private var storedOverrideTraitCollection: UITraitCollection?

  /// UIKit's own override for this kind of presentation: none, except a popover's compact width
  /// (FIDELITY 12.5).
  package var internalTraitOverrides: UITraitCollection { UITraitCollection() }

  /// Called when the traits changed (FIDELITY 12.6).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The presentation controller this one replaced in an adaptation (FIDELITY 12.10).
  package weak var adaptedFrom: UIPresentationController?
  // NB: the replaced controller is held while the presentation lasts, so that a trait change can
  // go back to it (FIDELITY 12.8); weak otherwise, as a popover holds its adaptive sheet.
  private var retainedAdaptedFrom: UIPresentationController?

  /// Shows `controller` instead of the presented controller, as an adaptation's
  /// `viewControllerForAdaptivePresentationStyle` answer asks (FIDELITY 12.10).
  package func replacePresented(with controller: UIViewController) {
    presentedStorage = controller
  }

  /// The controller whose view defines the presentation context, for current-context styles.
  package weak var contextController: UIViewController?

  /// Creates a presentation controller.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedStorage = presentedViewController
    self.presentingStorage = presentingViewController
    self.presentationStyle = presentedViewController.modalPresentationStyle
    super.init()
  }

  /// The presented controller's view.
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }

  /// The frame of the presented view in the container: the whole container by default.
  open var frameOfPresentedViewInContainerView: CGRect {
    containerView?.bounds ?? simulation.screen.bounds
  }

  /// Called when the presentation transition starts.
  open func presentationTransitionWillBegin() {}

  /// Called when the presentation transition ends.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Called when the dismissal transition starts.
  open func dismissalTransitionWillBegin() {}

  /// Called when the dismissal transition ends.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  // MARK: - Lifetime of a presentation

  package func beginPresentation(presenting: UIViewController) {
    presentingStorage = presenting
    retainedPresented = presentedStorage
    retainedAdaptedFrom = adaptedFrom
    simulation.livePresentations.insert(self)
  }

  package func endPresentation() {
    if let presentingStorage { formerPresenting = presentingStorage }
    retainedPresented = nil
    presentingStorage = nil
    retainedAdaptedFrom = nil
    simulation.livePresentations.remove(self)
  }

  /// Ends this presentation without callbacks and unlinks its two controllers, wherever they hang.
  package func endForTeardown() {
    let presenter = presentingStorage
    presentedStorage?.endPresentationsForTeardown()
    if let presenter, presenter.presentedChild === presentedStorage {
      presenter.presentedChild = nil
    }
    endPresentation()
  }

  // MARK: - Views

  /// Builds the container and puts the presented view in it (FIDELITY 3.12).
  package func installViews(in window: UIWindow) {
    let presented = presentedViewController
    let presentedView: UIView = presented.view
    if presentationStyle.usesPresentationContext, let context = contextController,
      let contextView = context.viewIfLoaded, let superview = contextView.superview
    {
      // Current context: the presented view covers the context's view, in its superview (3.4).
      presentedView.frame = contextView.frame
      superview.insertSubview(presentedView, aboveSubview: contextView)
      containerView = superview
      return
    }
    let container = UITransitionView(frame: window.bounds)
    container.presentationController = self
    containerView = container
    buildContainerContent(container, presentedView: presentedView)
    window.addSubview(container)
  }

  /// Fills the container. The default puts the presented view straight in it, full size.
  package func buildContainerContent(_ container: UITransitionView, presentedView: UIView) {
    presentedView.frame = container.bounds
    container.addSubview(presentedView)
  }

  package func removeViews() {
    let presentedView = presentedViewController.viewIfLoaded
    if let container = containerView as? UITransitionView, container.presentationController === self
    {
      container.removeFromSuperview()
    }
    presentedView?.removeFromSuperview()
    containerView = nil
  }

  // MARK: - User dismissal (FIDELITY 4)

  /// Whether the presentation is modal: the presented controller, or a child of it, sets
  /// `isModalInPresentation` (FIDELITY 4.6; the child rule is an assumption).
  package var isModal: Bool {
    var stack = [presentedViewController]
    while let controller = stack.popLast() {
      if controller.isModalInPresentation { return true }
      stack.append(contentsOf: controller.children)
    }
    return false
  }

  /// `_shouldDismiss`: false when modal, else the delegate's answer, else the fallback, true
  /// (FIDELITY 4.2).
  package func shouldDismiss() -> Bool {
    if isModal {
      trace(.delegate, "isModalInPresentation: presentationControllerShouldDismiss not asked")
      return false
    }
    guard let delegate else { return true }
    let (answer, implemented) = DelegateImplementationProbe.call {
      delegate.presentationControllerShouldDismiss(self)
    }
    trace(
      .delegate,
      implemented
        ? "presentationControllerShouldDismiss → \(answer)"
        : "presentationControllerShouldDismiss not implemented → fallback true")
    return answer
  }

  package func sendWillDismiss() {
    guard let delegate else { return }
    let (_, implemented) = DelegateImplementationProbe.call {
      delegate.presentationControllerWillDismiss(self)
    }
    if implemented { trace(.delegate, "presentationControllerWillDismiss") }
  }

  package func sendDidDismiss() {
    guard let delegate else { return }
    let (_, implemented) = DelegateImplementationProbe.call {
      delegate.presentationControllerDidDismiss(self)
    }
    if implemented { trace(.delegate, "presentationControllerDidDismiss") }
  }

  package func sendDidAttemptToDismiss() {
    guard let delegate else { return }
    let (_, implemented) = DelegateImplementationProbe.call {
      delegate.presentationControllerDidAttemptToDismiss(self)
    }
    if implemented { trace(.delegate, "presentationControllerDidAttemptToDismiss") }
  }
}

/// The presentation controller of a full-screen presentation; it removes the presenter's view when
/// the transition ends (FIDELITY 3.11).
public final class _UIFullscreenPresentationController: UIPresentationController {
  public override var shouldRemovePresentersView: Bool { true }
}

/// The presentation controller of an over-full-screen presentation; the presenter's view stays.
public final class _UIOverFullscreenPresentationController: UIPresentationController {}

/// The presentation controller of current-context presentations (FIDELITY 3.4).
public final class _UICurrentContextPresentationController: UIPresentationController {
  public override var shouldRemovePresentersView: Bool {
    presentationStyle == .currentContext
  }
}
