import Foundation

// The appearance cycle (FIDELITY 8.4): disappeared → appearing → appeared → disappearing →
// disappeared, with viewWillAppear/viewDidAppear/viewWillDisappear/viewDidDisappear on the edges, and
// forwarding to the children whose views are inside this controller's view.
extension UIViewController {
  /// Starts an appearance or disappearance, calling `viewWillAppear` or `viewWillDisappear` and
  /// forwarding to the children (FIDELITY 8.4). Repeating a transition already under way does nothing.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearState) {
    case (true, .disappeared), (true, .disappearing):
      loadViewIfNeeded()
      installContentBeforeAppearing()
      appearState = .appearing
      appearanceIsAnimated = animated
      trace(.appearance, "viewWillAppear(\(animated))")
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      appearState = .disappearing
      appearanceIsAnimated = animated
      trace(.appearance, "viewWillDisappear(\(animated))")
      viewWillDisappear(animated)
    default:
      return
    }
    for child in childrenReceivingForwardedAppearance {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Finishes the transition started by ``beginAppearanceTransition(_:animated:)``, calling
  /// `viewDidAppear` or `viewDidDisappear` and forwarding to the children (FIDELITY 8.4).
  ///
  /// Called with no transition under way, it does nothing but log UIKit's console message
  /// `Unbalanced calls to begin/end appearance transitions for <…>.`
  public func endAppearanceTransition() {
    guard appearState == .appearing || appearState == .disappearing else {
      simulation.warn("Unbalanced calls to begin/end appearance transitions for <\(objectName)>.")
      return
    }
    settleAppearanceTransition()
  }

  /// Finishes a transition under way, if any, for the simulator's own containers and presentations,
  /// which call it whether or not a child took part.
  package func settleAppearanceTransition() {
    let children = childrenReceivingForwardedAppearance
    switch appearState {
    case .appearing:
      appearState = .appeared
      trace(.appearance, "viewDidAppear(\(appearanceIsAnimated))")
      viewDidAppear(appearanceIsAnimated)
      isMovingToParent = false
      isBeingPresented = false
    case .disappearing:
      appearState = .disappeared
      trace(.appearance, "viewDidDisappear(\(appearanceIsAnimated))")
      viewDidDisappear(appearanceIsAnimated)
      isMovingFromParent = false
      isBeingDismissed = false
    default:
      return
    }
    for child in children { child.settleAppearanceTransition() }
  }

  /// Abandons a transition under way: the controller goes back to the state it started from, with
  /// the callbacks UIKit's cancelBeginAppearanceTransition sends (FIDELITY 8.7, an assumption).
  package func cancelAppearanceTransition() {
    switch appearState {
    case .disappearing:
      appearState = .disappeared
      beginAppearanceTransition(true, animated: appearanceIsAnimated)
      settleAppearanceTransition()
    case .appearing:
      appearState = .appeared
      beginAppearanceTransition(false, animated: appearanceIsAnimated)
      settleAppearanceTransition()
    default:
      return
    }
  }

  /// The children that automatic forwarding reaches: those whose loaded view is inside this
  /// controller's view, and only when ``shouldAutomaticallyForwardAppearanceMethods`` is true.
  private var childrenReceivingForwardedAppearance: [UIViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let ownView = viewIfLoaded else { return [] }
    // NB: a navigation controller's `children` is its stack; the controllers still leaving it are
    // children too until their pop ends.
    let candidates =
      (self as? UINavigationController)?.stackAndLeavingControllers ?? children
    return candidates.filter { child in
      !child.appearanceIsManaged && (child.viewIfLoaded?.isDescendant(of: ownView) ?? false)
    }
  }

  /// Whether the controller is visible or becoming visible.
  package var isAppearedOrAppearing: Bool {
    appearState == .appeared || appearState == .appearing
  }

  // MARK: - Window moves

  // A child whose view enters or leaves a window while its parent is visible gets its appearance
  // callbacks from the move, as when a container adds a child's view to a visible view.
  package func rootViewWillMove(toWindow newWindow: UIWindow?) {
    guard let parent, !appearanceIsManaged, parent.shouldAutomaticallyForwardAppearanceMethods,
      parent.appearState == .appeared
    else { return }
    beginAppearanceTransition(newWindow != nil, animated: false)
  }

  package func rootViewDidMove(toWindow newWindow: UIWindow?) {
    guard let parent, !appearanceIsManaged, parent.shouldAutomaticallyForwardAppearanceMethods,
      parent.appearState == .appeared
    else { return }
    let expected: AppearState = newWindow != nil ? .appearing : .disappearing
    if appearState == expected { endAppearanceTransitionAfterCommit() }
  }

  /// Ends the appearance transition on the main queue, after the current turn: UIKit sends
  /// `viewDidAppear` and `viewDidDisappear` for window moves from its after-commit blocks, not inside
  /// the move (research: backtraces through `_runAfterCACommitDeferredBlocks`).
  package func endAppearanceTransitionAfterCommit() {
    let expected = appearState
    simulation.mainQueue.enqueue(label: "after commit: end appearance of \(objectName)") {
      [weak self] in
      guard let self, self.appearState == expected else { return }
      self.settleAppearanceTransition()
    }
  }
}
