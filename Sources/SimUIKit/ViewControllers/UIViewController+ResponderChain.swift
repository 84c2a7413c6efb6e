import Foundation

// `next` of a view controller (FIDELITY 1.4 by default, 1.5 when switched).
extension UIViewController {
  /// FIDELITY 1.4: override, then presenting controller, then the presented container when this
  /// controller presents, then the view's superview. No special case for the window's root.
  package var nextByDefaultPath: UIResponder? {
    if let nextResponderOverride { return nextResponderOverride }
    if let presenting = presentingParent {
      // Step 2, with its exception for current-context presentations inside the presenter's view.
      let presenterView = presenting.viewIfLoaded
      let insidePresenter =
        presenterView?.window != nil
        && (presenterView.flatMap { viewIfLoaded?.isDescendant(of: $0) } ?? false)
      if !insidePresenter { return presenting }
    }
    if let presented = presentedChild {
      let ownView = viewIfLoaded
      let presentedInside =
        ownView.flatMap { own in presented.viewIfLoaded?.isDescendant(of: own) } ?? false
      if ownView?.window == nil || !presentedInside {
        // Step 3: the superview of the view of the deepest presented controller in a window.
        var deepestInWindow: UIViewController?
        var candidate: UIViewController? = presented
        while let current = candidate {
          if current.viewIfLoaded?.window != nil { deepestInWindow = current }
          candidate = current.presentedChild
        }
        if let superview = deepestInWindow?.viewIfLoaded?.superview { return superview }
      }
    }
    return viewIfLoaded?.superview
  }

  /// FIDELITY 1.5: root → window; presented and not being dismissed → presenter; otherwise the
  /// superview when in a window, else the parent.
  package var nextByCrossSceneBranch: UIResponder? {
    if let nextResponderOverride { return nextResponderOverride }
    if let window = owningWindow, window.rootViewController === self { return window }
    if let presenting = presentingParent, !isBeingDismissed { return presenting }
    if let view = viewIfLoaded, view.window != nil { return view.superview }
    return parent
  }
}
