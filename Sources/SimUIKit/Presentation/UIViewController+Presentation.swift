import Foundation

// Presenting and dismissing (FIDELITY 3): who really presents (3.2–3.4), the two relationship
// properties (3.5), one presentation at a time (3.6), UIKit's warnings (3.7), completion timing (3.8)
// and dismissal from anywhere in a stack (3.9).
extension UIViewController {
  // MARK: - Relationships (FIDELITY 3.5)

  /// The controller presented by this controller or its nearest ancestor (FIDELITY 3.5).
  public var presentedViewController: UIViewController? {
    var candidate: UIViewController? = self
    while let current = candidate {
      if let presented = current.presentedChild { return presented }
      candidate = current.parent
    }
    return nil
  }

  /// The controller that presented this controller or its farthest presented ancestor (FIDELITY 3.5).
  public var presentingViewController: UIViewController? {
    presentedAncestor?.presentingParent
  }

  /// This controller or its farthest ancestor that was presented.
  package var presentedAncestor: UIViewController? {
    var result: UIViewController?
    var candidate: UIViewController? = self
    while let current = candidate {
      if current.presentingParent != nil { result = current }
      candidate = current.parent
    }
    return result
  }

  /// The controller at the top of this controller's chain of parents.
  package var rootAncestor: UIViewController {
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }

  // MARK: - Presentation controllers (FIDELITY 2)

  /// The presentation controller that manages this controller, made on demand from the current
  /// `modalPresentationStyle` (FIDELITY 2.1). A child of a presented controller answers its presented
  /// ancestor's (FIDELITY 2.4, an assumption switched by
  /// ``FidelityAssumptions/childPresentationControllerRule``).
  public var presentationController: UIPresentationController? {
    if let stored = storedPresentationController {
      if presentingParent == nil, stored.presentationStyle != modalPresentationStyle {
        // Not presented yet and the style changed since: make one for the current style (an
        // assumption, FIDELITY 2.1). A delegate set on the old one is not carried over: say so.
        if stored.delegate != nil {
          trace(
            .delegate,
            "presentationController remade for .\(modalPresentationStyle): the delegate set on \(stored.objectName) is not carried over (FIDELITY 2.1)"
          )
        }
        return makePresentationController()
      }
      return stored
    }
    if simulation.assumptions.childPresentationControllerRule == .presentedAncestor,
      let ancestor = presentedAncestor, ancestor !== self
    {
      return ancestor.presentationController
    }
    return makePresentationController()
  }

  /// The sheet presentation controller, when the style is `.pageSheet` or `.formSheet`; otherwise nil
  /// (FIDELITY 2.2).
  public var sheetPresentationController: UISheetPresentationController? {
    guard let controller = presentationController as? UISheetPresentationController,
      controller.presentationStyle.isSheet
    else { return nil }
    return controller
  }

  /// The sheet presentation controller made so far, without making one.
  public var storedSheetPresentationController: UISheetPresentationController? {
    storedPresentationController as? UISheetPresentationController
  }

  /// The private class UIKit uses for the current style (FIDELITY 2.3).
  private func makePresentationController() -> UIPresentationController {
    let made: UIPresentationController
    switch modalPresentationStyle {
    case .pageSheet:
      made = _UIPageSheetPresentationController(presentedViewController: self, presenting: nil)
    case .formSheet:
      made = _UIFormSheetPresentationController(presentedViewController: self, presenting: nil)
    case .fullScreen:
      made = _UIFullscreenPresentationController(presentedViewController: self, presenting: nil)
    case .currentContext, .overCurrentContext:
      made = _UICurrentContextPresentationController(presentedViewController: self, presenting: nil)
    case .popover:
      made =
        customPresentationController()
        ?? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    default:
      made =
        customPresentationController()
        ?? _UIOverFullscreenPresentationController(
          presentedViewController: self, presenting: nil)
    }
    storedPresentationController = made
    return made
  }

  /// The presentation controller for `.custom` and other styles; subclasses such as
  /// `UIAlertController` supply their own.
  package func customPresentationController() -> UIPresentationController? {
    guard let alert = self as? UIAlertController else { return nil }
    switch alert.preferredStyle {
    case .alert:
      return _UIAlertControllerAlertPresentationController(
        presentedViewController: alert, presenting: nil)
    case .actionSheet where modalPresentationStyle == .popover:
      return _UIAlertControllerActionSheetRegularPresentationController(
        presentedViewController: alert, presenting: nil)
    case .actionSheet:
      return _UIAlertControllerActionSheetCompactPresentationController(
        presentedViewController: alert, presenting: nil)
    }
  }

  // MARK: - Presenting

  /// The presentation machinery, outside the overridable `present` (FIDELITY 7.4: UIKit forwards
  /// without calling the presenter's own `present`).
  package func performPresentation(
    of presented: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?
  ) {
    trace(.presentation, "present(\(presented.objectName), animated: \(animated))")
    if let fault = faultForPresenting(presented) {
      simulation.record(fault)
      return
    }
    let style = presented.modalPresentationStyle
    let context = style.usesPresentationContext ? presentationContextController : nil
    let presenter = context ?? rootAncestor
    if let warning = warningForPresenting(presented, on: presenter) {
      simulation.warn("[Presentation] \(warning)")
      return
    }
    guard let window = presenter.viewIfLoaded?.window else { return }
    if presenter !== self {
      trace(.presentation, "forwarded to \(presenter.objectName) (FIDELITY 3.2)")
    }
    let proposed = presented.presentationController ?? presented.makePresentationController()
    presented.storedPresentationController = proposed
    // The adaptation may show another controller with another presentation controller (FIDELITY
    // 12.7–12.10), or refuse a popover without an anchor (12.16).
    guard
      let (presented, controller) = presented.resolvePresentation(
        with: proposed, presenter: presenter, window: window)
    else { return }
    controller.beginPresentation(presenting: presenter)
    controller.contextController = context
    presented.presentingParent = presenter
    presenter.presentedChild = presented
    presented.isBeingPresented = true
    presented.preserveFirstResponder(of: window)
    presented.loadViewIfNeeded()
    controller.isTransitioning = true
    controller.presentationTransitionWillBegin()
    let covered = controller.presentationStyle.sendsPresenterAppearanceCallbacks ? presenter : nil
    let coveredForRemoval = controller.shouldRemovePresentersView ? (context ?? presenter) : nil
    let transition = PresentationTransition(
      kind: .presentation, disappearing: covered.map { [$0] } ?? [], appearing: [presented],
      animated: animated,
      onFinish: { [weak controller, weak presented] in
        guard let controller, let presented else { return }
        controller.isTransitioning = false
        presented.isBeingPresented = false
        if let coveredForRemoval { presented.removeCoveredView(of: coveredForRemoval) }
        controller.presentationTransitionDidEnd(true)
        presented.trace(.presentation, "presentation finished")
        completion?()
      })
    controller.installViews(in: window)
    if animated {
      simulation.mainQueue.enqueue(
        after: PresentationTransition.duration, label: "presentation transition"
      ) { transition.finish() }
    } else {
      // Without animation the presentation ends inside the call, once the presented view is laid
      // out (FIDELITY 8.8: layout callbacks before viewDidAppear).
      presented.viewIfLoaded?.layoutIfNeeded()
      transition.finish()
    }
  }

  private func faultForPresenting(_ presented: UIViewController) -> UIKitFault? {
    if presented === self || presented === rootAncestor {
      return UIKitFault(
        exceptionName: UIKitFault.invalidArgument,
        reason:
          "Application tried to present modal view controller on itself. Presenting controller is \(objectName).",
        fix: "present a different controller.")
    }
    if presented.presentingParent != nil || presented.parent != nil || presented.owningWindow != nil
    {
      return UIKitFault(
        exceptionName: UIKitFault.invalidArgument,
        reason:
          "Application tried to present modally an active controller \(presented.objectName).",
        fix:
          "present a controller that is not presented, not a child and not a window's root; dismiss or remove \(presented.objectName) first."
      )
    }
    return nil
  }

  /// UIKit's warning for a presentation it drops, or nil (FIDELITY 3.7).
  private func warningForPresenting(_ presented: UIViewController, on presenter: UIViewController)
    -> String?
  {
    // NB: computed, so the text is built only when a warning is given: presenting is a hot path.
    var head: String {
      "Attempt to present <\(presented.objectName)> on <\(presenter.objectName)> (from <\(objectName)>)"
    }
    if presenter.isInPresentationTransition {
      return "\(head) while a presentation is in progress."
    }
    if let current = presenter.presentedChild {
      return "\(head) which is already presenting <\(current.objectName)>."
    }
    if presenter.viewIfLoaded?.window == nil {
      return "\(head) whose view is not in the window hierarchy."
    }
    return nil
  }

  /// Whether this controller is being presented or dismissed, or presents something that is.
  package var isInPresentationTransition: Bool {
    if isBeingPresented || isBeingDismissed { return true }
    return presentedChild?.storedPresentationController?.isTransitioning ?? false
  }

  /// The controller that defines the presentation context for a current-context presentation made
  /// from this one: the nearest parent with `definesPresentationContext`; the search stops at a
  /// presented controller (an assumption) and otherwise ends at the window's root (FIDELITY 3.4).
  package var presentationContextController: UIViewController {
    var candidate: UIViewController = self
    while true {
      if candidate.definesPresentationContext { return candidate }
      if candidate.presentingParent != nil { return candidate }
      guard let parent = candidate.parent else { return candidate }
      candidate = parent
    }
  }

  private func removeCoveredView(of covered: UIViewController) {
    guard let view = covered.viewIfLoaded, let superview = view.superview,
      let index = superview.subviews.firstIndex(where: { $0 === view })
    else { return }
    covered.appearanceIsManaged = true
    covered.removedViewPlacement = (superview, index)
    view.removeFromSuperview()
    covered.appearanceIsManaged = false
  }

  private func restoreCoveredView(of covered: UIViewController) {
    guard let placement = covered.removedViewPlacement, let view = covered.viewIfLoaded else {
      return
    }
    covered.appearanceIsManaged = true
    placement.superview.insertSubview(view, at: placement.index)
    covered.appearanceIsManaged = false
    covered.removedViewPlacement = nil
  }

  /// Ends every presentation in this controller's tree without callbacks, breaking the
  /// presenter–presented–presentation-controller cycle, as a scene's teardown does.
  package func endPresentationsForTeardown() {
    var stack: [UIViewController] = [self]
    while let controller = stack.popLast() {
      stack.append(contentsOf: controller.children)
      if let presented = controller.presentedChild { stack.append(presented) }
      controller.storedPresentationController?.endPresentation()
      // NB: a drag under way holds its interactive transition, whose blocks hold the controllers.
      (controller.storedPresentationController as? UISheetPresentationController)?.drag = nil
      controller.presentedChild = nil
      controller.presentingParent = nil
    }
  }

  // MARK: - Dismissing

  /// The dismissal machinery. `interactive` is set when a user's drag or tap drives it (FIDELITY 4.2).
  @discardableResult
  package func performDismissal(
    animated: Bool, interactive: UIPresentationController?, completion: (@MainActor () -> Void)?
  ) -> PresentationTransition? {
    let bottom: UIViewController
    if let presented = presentedViewController {
      bottom = presented
    } else if let ancestor = presentedAncestor {
      bottom = ancestor
    } else {
      trace(.presentation, "dismiss(animated: \(animated)): nothing to dismiss")
      return nil
    }
    guard let presenter = bottom.presentingParent,
      let controller = bottom.storedPresentationController
    else { return nil }
    if interactive == nil {
      trace(.presentation, "dismiss(animated: \(animated))")
    }
    if presenter.isInPresentationTransition {
      simulation.warn(
        "[Presentation] Attempt to dismiss from view controller <\(presenter.objectName)> while a presentation or dismiss is in progress."
      )
      return nil
    }
    var stack: [UIViewController] = [bottom]
    while let next = stack.last?.presentedChild { stack.append(next) }
    let style = bottom.modalPresentationStyle
    let context = controller.contextController
    let covered = style.sendsPresenterAppearanceCallbacks ? presenter : nil
    let restored = controller.shouldRemovePresentersView ? (context ?? presenter) : nil
    for item in stack { item.isBeingDismissed = true }
    controller.isTransitioning = true
    if let interactive {
      // _sendDismissalsAsNeeded: the presented controller first, through a private hook, then the
      // delegate (FIDELITY 4.2, 5.4).
      bottom.privateDismissalHandler?(.willDismiss)
      interactive.sendWillDismiss()
    }
    controller.dismissalTransitionWillBegin()
    if let restored { restoreCoveredView(of: restored) }
    let visibleStack = stack.reversed().filter(\.isAppearedOrAppearing)
    let transition = PresentationTransition(
      kind: .dismissal, disappearing: visibleStack, appearing: covered.map { [$0] } ?? [],
      animated: animated, animatesOnlyFirstDisappearing: true,
      onFinish: { [weak presenter] in
        guard let presenter else { return }
        for item in stack.reversed() {
          item.storedPresentationController?.removeViews()
          item.storedPresentationController?.isTransitioning = false
          item.storedPresentationController?.endPresentation()
          item.presentingParent?.presentedChild = nil
          item.presentingParent = nil
          item.isBeingDismissed = false
        }
        controller.dismissalTransitionDidEnd(true)
        presenter.trace(.presentation, "dismissal finished")
        bottom.restorePreservedFirstResponder()
        if interactive != nil {
          bottom.privateDismissalHandler?(.didDismiss)
          interactive?.sendDidDismiss()
        }
        completion?()
      },
      onCancel: { [weak presenter] in
        guard let presenter else { return }
        for item in stack { item.isBeingDismissed = false }
        controller.isTransitioning = false
        if let restored { bottom.removeCoveredView(of: restored) }
        controller.dismissalTransitionDidEnd(false)
        presenter.trace(.presentation, "dismissal cancelled")
      })
    if interactive == nil {
      if animated {
        simulation.mainQueue.enqueue(
          after: PresentationTransition.duration, label: "dismissal transition"
        ) { transition.finish() }
      } else {
        // The uncovered presenter is laid out before its viewDidAppear (FIDELITY 8.8).
        covered?.viewIfLoaded?.layoutIfNeeded()
        transition.finish()
      }
    }
    return transition
  }
}

/// What UIKit privately tells a presented controller about a user's dismissal, before the delegate
/// (FIDELITY 5.4).
package enum PrivateDismissalEvent: Sendable {
  case willDismiss, didDismiss
}
