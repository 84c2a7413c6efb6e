import Foundation

// Adapting again while presented (FIDELITY 12.8): when a rotation or a window resize changes the
// size classes a presentation is evaluated in, UIKit asks the delegate again and, when the answer
// needs another presentation controller, moves the presentation to it, with
// `willPresentWithAdaptiveStyle` and the transition's coordinator. A popover that became a sheet in
// compact width becomes a popover again when the window is regular once more.
extension UIViewController {
  /// Adapts this presented controller's presentation again for the traits of its window now, if the
  /// size classes it is evaluated in changed since `before` (FIDELITY 12.8).
  ///
  /// Assumptions where the fact is silent: the question comes once per rotation or resize, after
  /// the new size and before the trait callbacks; a change of presentation controller moves the
  /// views without appearance callbacks unless the shown controller changes; a presentation in
  /// transition, and action sheets, are left as they are.
  package func adaptPresentationAgain(
    traitsBefore before: [ObjectIdentifier: UITraitCollection],
    coordinator: any UIViewControllerTransitionCoordinator
  ) {
    guard let current = storedPresentationController, let presenter = presentingParent,
      !current.isTransitioning, let window = presenter.viewIfLoaded?.window
    else { return }
    let original = current.adaptedFrom ?? current
    if original.presentationStyle == .fullScreen || original.presentationStyle == .overFullScreen
      || original is _UIAlertControllerPresentationController
    {
      return
    }
    let traits = original.evaluatedTraits(inWindowTraits: window.traitCollection)
    guard let windowBefore = before[ObjectIdentifier(window)] else { return }
    let traitsBefore = original.evaluatedTraits(inWindowTraits: windowBefore)
    guard
      traits.horizontalSizeClass != traitsBefore.horizontalSizeClass
        || traits.verticalSizeClass != traitsBefore.verticalSizeClass
    else { return }
    let wanted = original.adaptedStyle(for: traits)
    let now: UIModalPresentationStyle = current === original ? .none : current.presentationStyle
    guard wanted != now else {
      current.trace(
        .presentation,
        "traits changed: the presentation stays \(now == .none ? "as presented" : ".\(now)") (FIDELITY 12.8)"
      )
      return
    }
    let next: (shown: UIViewController, controller: UIPresentationController)
    if wanted == .none {
      if let popover = original as? UIPopoverPresentationController {
        popover.sendPrepareForPopoverPresentation()
        guard popover.hasAnchor else {
          // The popover presents as one again and needs its anchor as at presentation (12.16).
          simulation.record(popover.missingAnchorFault)
          return
        }
      }
      next = (original.presentedViewController, original)
    } else {
      guard let made = original.makeAdapted(to: wanted) else { return }
      // The presented controller leaves its presentation while the delegate is asked, so that the
      // usual answer, a navigation controller with it as root, may take it as a child (FIDELITY
      // 12.10, an assumption); it is presented again below, by itself or in the answer.
      presentingParent = nil
      next = original.adaptation(to: wanted, with: made)
      presentingParent = presenter
    }
    original.trace(
      .presentation,
      "traits changed: adapts again .\(original.presentationStyle) → \(wanted == .none ? "itself" : ".\(wanted)") (FIDELITY 12.8)"
    )
    movePresentation(from: current, to: next.controller, showing: next.shown, in: window)
    next.controller.sendWillPresent(
      withAdaptiveStyle: wanted, from: original, coordinator: coordinator)
  }

  /// Moves the presentation from `current` to `next`, which shows `shown`: the old views leave the
  /// window, the new ones are built, and the presenter's links follow the shown controller.
  private func movePresentation(
    from current: UIPresentationController, to next: UIPresentationController,
    showing shown: UIViewController, in window: UIWindow
  ) {
    guard let presenter = presentingParent else { return }
    let context = current.contextController
    appearanceIsManaged = true
    current.removeViews()
    appearanceIsManaged = false
    current.endPresentation()
    next.beginPresentation(presenting: presenter)
    next.contextController = context
    shown.storedPresentationController = next
    if shown !== self {
      // The delegate's replacement is shown, or the original again after one (FIDELITY 12.10).
      // A controller that goes into the replacement, or comes out of it, stays on screen.
      let leavesReplacement = shown.parent === self
      let entersReplacement = parent === shown
      if leavesReplacement {
        shown.willMove(toParent: nil)
        shown.viewIfLoaded?.removeFromSuperview()
        shown.removeFromParent()
      }
      let transition = PresentationTransition(
        kind: .presentation, disappearing: entersReplacement ? [] : [self],
        appearing: leavesReplacement ? [] : [shown], animated: false, onFinish: {})
      presentingParent = nil
      shown.presentingParent = presenter
      presenter.presentedChild = shown
      shown.loadViewIfNeeded()
      next.installViews(in: window)
      shown.viewIfLoaded?.layoutIfNeeded()
      transition.finish()
      return
    }
    shown.appearanceIsManaged = true
    next.installViews(in: window)
    shown.appearanceIsManaged = false
    shown.viewIfLoaded?.layoutIfNeeded()
  }
}

extension UIPresentationController {
  /// The traits a presentation is evaluated in, from its window's: with this controller's
  /// `overrideTraitCollection` and `traitOverrides` (FIDELITY 12.5, 12.7).
  package func evaluatedTraits(inWindowTraits windowTraits: UITraitCollection) -> UITraitCollection
  {
    windowTraits.applying(overrideTraitCollection ?? UITraitCollection())
      .applying(TraitStorage.overrides(of: self))
  }
}

extension Simulation {
  /// Adapts every presentation on screen again after a rotation or resize (FIDELITY 12.8), bottom
  /// first.
  package func adaptPresentationsAgain(
    traitsBefore before: [ObjectIdentifier: UITraitCollection],
    coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for controller in transitionRoots() where controller.presentingParent != nil {
      controller.adaptPresentationAgain(traitsBefore: before, coordinator: coordinator)
    }
  }
}
