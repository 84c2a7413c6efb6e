public import Foundation

/// A container that shows a stack of controllers, one at a time, with a navigation bar.
///
/// Its view tree is UIKit's (FIDELITY 1.9b): `UILayoutContainerView` (its view) >
/// `UINavigationTransitionView` > `UIViewControllerWrapperView` > the top controller's view, with a
/// `UINavigationBar` in front.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The virtual duration of an animated push or pop, in seconds (an assumption: UIKit's is about
  /// 0.35 s).
  public static let transitionDuration: TimeInterval = 0.35

  private var transitionView: UINavigationTransitionView?
  private var wrapperView: UIViewControllerWrapperView?
  /// The bar at the top of the navigation controller's view.
  public private(set) var navigationBar = UINavigationBar()
  package var isTransitioning = false

  /// A change of the stack waiting for the layout pass (FIDELITY 8.9).
  private struct DeferredTransition {
    /// The controller shown when the first change was asked for.
    var from: UIViewController?
    /// Whether the latest request asked for animation.
    var animated: Bool
    /// What each request does when the transition ends, in the order they were made.
    var completions: [@MainActor () -> Void]
  }

  private var deferredTransition: DeferredTransition?
  /// Requests that arrived while a change of the stack or a presentation was under way, oldest
  /// first.
  private var queuedRequests: [@MainActor () -> Void] = []

  /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creating controllers from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The stack, bottom first. Setting it is ``setViewControllers(_:animated:)`` without animation.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller at the top of the stack.
  open var topViewController: UIViewController? { children.last }

  /// The controller whose view is visible: a controller presented on top of the navigation
  /// controller, if any, else the top controller.
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  open override func loadView() {
    let container = UILayoutContainerView(frame: simulation.screen.bounds)
    let transition = UINavigationTransitionView(frame: container.bounds)
    let wrapper = UIViewControllerWrapperView(frame: transition.bounds)
    transition.addSubview(wrapper)
    container.addSubview(transition)
    let barTop = simulation.screen.safeAreaInsets.top
    navigationBar.frame = CGRect(x: 0, y: barTop, width: container.bounds.width, height: 44)
    container.addSubview(navigationBar)
    transitionView = transition
    wrapperView = wrapper
    view = container
  }

  override package func installContentBeforeAppearing() {
    if let top = topViewController, top.viewIfLoaded?.superview !== wrapperView { show(top) }
  }

  // MARK: - Showing (FIDELITY 11.18)

  /// Pushes `vc`, animated: a navigation controller handles `show(_:sender:)` (FIDELITY 11.18).
  open override func show(_ vc: UIViewController, sender: Any?) {
    trace(.presentation, "show(\(vc.objectName), sender:) pushes")
    pushViewController(vc, animated: true)
  }

  /// Adds `showViewController:sender:`: a navigation controller overrides `show(_:sender:)`; it does
  /// not override `showDetailViewController(_:sender:)` (FIDELITY 11.19).
  open override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod(showing: "showViewController:sender:")]
  }

  // MARK: - First responder (FIDELITY 11.21)

  /// Makes the top controller first responder when it can become it; otherwise answers as any
  /// responder does (FIDELITY 11.21).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if let top = topViewController, top.canBecomeFirstResponder {
      trace(.responder, "becomeFirstResponder() asks \(top.objectName), the top controller")
      return top.becomeFirstResponder()
    }
    return super.becomeFirstResponder()
  }

  // MARK: - Pushing and popping

  /// Pushes `viewController` onto the stack and shows it.
  ///
  /// The stack changes in the call; the transition waits for the layout pass (FIDELITY 8.9). While
  /// another change or a presentation is under way, the whole request waits for it to end.
  /// Pushing a controller that is already in the stack, or a navigation controller, is refused in
  /// the call and recorded as a fault, as UIKit raises an exception for both.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if let fault = faultForPushing(viewController) {
      simulation.record(fault)
      return
    }
    trace(.presentation, "pushViewController(\(viewController.objectName), animated: \(animated))")
    performWhenIdle("push") { [weak self] in
      self?.performPush(viewController, animated: animated)
    }
  }

  private func performPush(_ viewController: UIViewController, animated: Bool) {
    if let fault = faultForPushing(viewController) {
      simulation.record(fault)
      return
    }
    let from = topViewController
    if viewController.parent === self {
      // Popped in this turn and pushed again before its pop ended: it stays a child.
      viewController.isMovingFromParent = false
      children.append(viewController)
    } else {
      addChild(viewController)
    }
    transition(from: from, to: viewController, animated: animated) {
      [weak self, weak viewController] in
      guard let self, let viewController, viewController.parent === self else { return }
      viewController.didMove(toParent: self)
    }
  }

  /// Pops the top controller and returns it; does nothing and returns nil when only the root is left,
  /// or when the pop waits for a change under way (an assumption).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1 || !queuedRequests.isEmpty else { return nil }
    trace(.presentation, "popViewController(animated: \(animated))")
    var popped: UIViewController?
    performWhenIdle("pop") { [weak self] in
      guard let self, self.children.count > 1 else { return }
      popped = self.pop(toIndex: self.children.count - 2, animated: animated).last
    }
    return popped
  }

  /// Pops every controller above the root and returns them, bottom first (nil when the pop waits
  /// for a change under way, an assumption).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard children.count > 1 || !queuedRequests.isEmpty else { return [] }
    trace(.presentation, "popToRootViewController(animated: \(animated))")
    var popped: [UIViewController]?
    performWhenIdle("pop") { [weak self] in
      guard let self, self.children.count > 1 else { return }
      popped = self.pop(toIndex: 0, animated: animated)
    }
    return popped
  }

  /// Pops the controllers above `viewController` and returns them. A controller that is not in the
  /// stack is refused and recorded as a fault, as UIKit raises an exception for it.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard !faultsPoppingTo(viewController) else { return nil }
    trace(.presentation, "popToViewController(\(viewController.objectName), animated: \(animated))")
    var popped: [UIViewController]?
    performWhenIdle("pop") { [weak self] in
      guard let self, !self.faultsPoppingTo(viewController),
        let index = self.children.firstIndex(where: { $0 === viewController })
      else { return }
      popped = self.pop(toIndex: index, animated: animated)
    }
    return popped
  }

  private func faultsPoppingTo(_ viewController: UIViewController) -> Bool {
    guard !children.contains(where: { $0 === viewController }) else { return false }
    simulation.record(
      UIKitFault(
        exceptionName: UIKitFault.internalInconsistency,
        reason:
          "Tried to pop to a view controller that doesn't exist: \(viewController.objectName) is not in the stack of \(objectName).",
        fix: "pop to one of viewControllers, or push \(viewController.objectName) first."))
    return true
  }

  /// Replaces the whole stack, showing its last controller.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    if let fault = faultForSetting(viewControllers) {
      simulation.record(fault)
      return
    }
    performWhenIdle("setViewControllers") { [weak self] in
      self?.performSetViewControllers(viewControllers, animated: animated)
    }
  }

  private func faultForSetting(_ viewControllers: [UIViewController]) -> UIKitFault? {
    let unique = Set(viewControllers.map(ObjectIdentifier.init))
    guard unique.count == viewControllers.count else {
      return UIKitFault(
        exceptionName: UIKitFault.invalidArgument,
        reason:
          "All view controllers in a navigation controller must be distinct (\(viewControllers.map(\.objectName)))",
        fix: "list each controller once.")
    }
    for controller in viewControllers where controller.parent !== self {
      if let fault = faultForPushing(controller) { return fault }
    }
    return nil
  }

  private func performSetViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    if let fault = faultForSetting(viewControllers) {
      simulation.record(fault)
      return
    }
    let from = topViewController
    let removed = children.filter { old in !viewControllers.contains { $0 === old } }
    for controller in removed { controller.willMove(toParent: nil) }
    let added = viewControllers.filter { new in new.parent !== self }
    for controller in added { addChild(controller) }
    for controller in viewControllers { controller.isMovingFromParent = false }
    children = viewControllers
    let to = viewControllers.last
    let finish: @MainActor () -> Void = { [weak self] in
      guard let self else { return }
      for controller in removed
      where controller.parent === self && !self.children.contains(where: { $0 === controller }) {
        controller.removeFromParent()
      }
      for controller in added where controller.parent === self {
        controller.didMove(toParent: self)
      }
    }
    if let to, to !== from {
      transition(from: from, to: to, animated: animated, completion: finish)
    } else {
      finish()
    }
  }

  // MARK: - Requests while a transition is under way

  /// Whether a change of the stack is under way: waiting for the layout pass, animating, or a
  /// presentation or dismissal in this controller's tree.
  private var isBusy: Bool {
    deferredTransition != nil || isTransitioning || presentationUnderWay
  }

  /// Whether a presentation or dismissal runs in this controller's tree.
  private var presentationUnderWay: Bool { rootAncestor.isInPresentationTransition }

  /// Brings the new top in line with the navigation controller when the controller started to
  /// disappear while the transition ran (a presentation over it): UIKit's appearance forwarding
  /// reaches the child late and logs its "Unbalanced calls" message (an assumption).
  private func followContainerAppearance(_ top: UIViewController) {
    guard !isAppearedOrAppearing, top.isAppearedOrAppearing, top === topViewController else {
      return
    }
    simulation.warn("Unbalanced calls to begin/end appearance transitions for <\(top.objectName)>.")
    top.beginAppearanceTransition(false, animated: false)
    if appearState == .disappeared { top.settleAppearanceTransition() }
  }

  /// Runs `request` now, or, while a change of the stack or a presentation is under way, keeps it
  /// for when it ends (UIKit's deferred navigation handlers): `viewControllers` does not change
  /// until then. UIKit runs them from its after-commit blocks, as the simulator does at the end of
  /// the turn in which the change ended.
  private func performWhenIdle(_ kind: String, _ request: @escaping @MainActor () -> Void) {
    guard isBusy || !queuedRequests.isEmpty else {
      request()
      return
    }
    queuedRequests.append(request)
    trace(.presentation, "\(kind) waits for the transition under way")
    simulation.layoutPass.waitForIdle(self)
  }

  /// Runs the waiting requests while nothing is under way; returns whether some still wait.
  package func runQueuedRequestsIfIdle() -> Bool {
    if deferredTransition != nil {
      guard !presentationUnderWay else { return true }
      // The transition held back by a presentation starts in this pass, or at once when the
      // navigation controller's view has left the window.
      if let container = viewIfLoaded, container.window != nil {
        container.setNeedsLayout()
      } else {
        startDeferredTransitionIfNeeded()
      }
      return !queuedRequests.isEmpty
    }
    while !queuedRequests.isEmpty, !isBusy {
      queuedRequests.removeFirst()()
    }
    return !queuedRequests.isEmpty
  }

  // MARK: - Transitions

  @discardableResult
  private func pop(toIndex index: Int, animated: Bool) -> [UIViewController] {
    let popped = Array(children[(index + 1)...])
    let from = topViewController
    let to = children[index]
    for controller in popped { controller.willMove(toParent: nil) }
    children.removeSubrange((index + 1)...)
    for controller in popped { controller.isMovingFromParent = true }
    transition(from: from, to: to, animated: animated) { [weak self] in
      guard let self else { return }
      for controller in popped
      where controller.parent === self && !self.children.contains(where: { $0 === controller }) {
        controller.removeFromParent()
      }
    }
    return popped
  }

  /// Asks for the transition from `from` (the controller shown now) to the new top.
  ///
  /// On a navigation controller whose view is in a window, the transition is deferred to the layout
  /// pass that ends the turn, which starts it from the container view's layout (FIDELITY 8.9): when
  /// the call returns, the new top's view is not loaded and no appearance callback has run. Requests
  /// made before that pass join the one waiting: the pass goes from the controller shown to the
  /// latest top, animated as the latest request asks.
  private func transition(
    from: UIViewController?, to: UIViewController, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    guard let container = viewIfLoaded, container.window != nil else {
      performTransition(from: from, to: to, animated: animated, completion: completion)
      return
    }
    if var waiting = deferredTransition {
      waiting.animated = animated
      waiting.completions.append(completion)
      deferredTransition = waiting
      return
    }
    deferredTransition = DeferredTransition(
      from: from, animated: animated, completions: [completion])
    trace(.presentation, "transition deferred to the layout pass (FIDELITY 8.9)")
    container.setNeedsLayout()
  }

  /// Starts the transition waiting for the layout pass, if any (UIKit's
  /// `_startDeferredTransitionIfNeeded:`, FIDELITY 8.9).
  override package func viewWillLayoutSubviewsFromView() {
    fitContentToView()
    startDeferredTransitionIfNeeded()
    super.viewWillLayoutSubviewsFromView()
  }

  /// Gives the bar, the transition and wrapper views and the views that filled them the width and
  /// height of the navigation controller's view, so that a navigation controller in a form sheet,
  /// a page sheet or a popover is as wide as it (FIDELITY 12.21). The bar keeps its place below
  /// the status bar.
  private func fitContentToView() {
    guard let view = viewIfLoaded, let transitionView, let wrapperView else { return }
    let bounds = view.bounds
    if navigationBar.frame.width != bounds.width {
      navigationBar.frame.size.width = bounds.width
    }
    guard transitionView.frame.size != bounds.size else { return }
    let oldSize = wrapperView.bounds.size
    transitionView.frame = bounds
    wrapperView.frame = transitionView.bounds
    for child in wrapperView.subviews where child.frame == CGRect(origin: .zero, size: oldSize) {
      child.frame = wrapperView.bounds
    }
  }

  private func startDeferredTransitionIfNeeded() {
    guard let waiting = deferredTransition else { return }
    // A presentation or dismissal under way in this tree holds the transition back until it ends
    // (openradar 44091459: a push during a modal presentation's animation waits).
    guard !presentationUnderWay else {
      simulation.layoutPass.waitForIdle(self)
      return
    }
    deferredTransition = nil
    let completions = waiting.completions
    let finish: @MainActor () -> Void = {
      for completion in completions { completion() }
    }
    guard let to = topViewController else {
      finish()
      return
    }
    performTransition(from: waiting.from, to: to, animated: waiting.animated, completion: finish)
  }

  /// The stack and the controllers popped from it whose views are still shown, until their pop's
  /// transition ends (UIKit keeps them as children until then).
  package var stackAndLeavingControllers: [UIViewController] {
    guard let wrapperView else { return children }
    var result = children
    for view in wrapperView.subviews {
      if let leaving = view.owningViewController, leaving.parent === self,
        !result.contains(where: { $0 === leaving })
      {
        result.append(leaving)
      }
    }
    return result
  }

  /// Whether a push, pop or change of the stack waits for the layout pass (FIDELITY 8.9).
  package var hasDeferredTransition: Bool { deferredTransition != nil }

  private func performTransition(
    from: UIViewController?, to: UIViewController, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    guard isViewLoaded, to !== from else {
      completion()
      return
    }
    let visible = appearState == .appeared || appearState == .appearing
    let animates = animated && visible
    // The incoming controller's view loads before the outgoing one starts to disappear.
    if visible { to.loadViewIfNeeded() }
    from?.appearanceIsManaged = true
    to.appearanceIsManaged = true
    if visible {
      from?.beginAppearanceTransition(false, animated: animates)
      to.beginAppearanceTransition(true, animated: animates)
    }
    show(to, keeping: from)
    if visible { moveFirstResponder(from: from, to: to) }
    let finish = { [weak self] in
      guard let self else { return }
      if let from, from.viewIfLoaded?.superview === self.wrapperView,
        from !== self.topViewController
      {
        from.view.removeFromSuperview()
      }
      if visible {
        from?.settleAppearanceTransition()
        to.settleAppearanceTransition()
      }
      from?.appearanceIsManaged = false
      to.appearanceIsManaged = false
      self.isTransitioning = false
      if visible { self.followContainerAppearance(to) }
      completion()
    }
    if animates {
      isTransitioning = true
      simulation.mainQueue.enqueue(after: Self.transitionDuration, label: "navigation transition") {
        finish()
      }
    } else {
      // Without animation the transition ends in the same pass, once the incoming view is laid out
      // (FIDELITY 8.8: its layout callbacks come before its viewDidAppear).
      if visible { to.viewIfLoaded?.layoutIfNeeded() }
      finish()
    }
  }

  /// Puts `controller`'s view in the wrapper, in front, and updates the bar.
  private func show(_ controller: UIViewController, keeping outgoing: UIViewController? = nil) {
    guard let wrapperView else { return }
    let childView: UIView = controller.view
    childView.frame = wrapperView.bounds
    if childView.superview !== wrapperView { wrapperView.addSubview(childView) }
    for other in wrapperView.subviews where other !== childView && other !== outgoing?.viewIfLoaded
    {
      other.removeFromSuperview()
    }
    navigationBar.topItemTitle = controller.navigationItem.title ?? controller.title
  }

  package func childTitleDidChange(_ child: UIViewController) {
    if child === topViewController { navigationBar.topItemTitle = child.navigationItem.title }
  }

  private func faultForPushing(_ controller: UIViewController) -> UIKitFault? {
    if controller is UINavigationController {
      return UIKitFault(
        exceptionName: UIKitFault.invalidArgument,
        reason: "Pushing a navigation controller is not supported (\(controller.objectName)).",
        fix: "push its top controller instead, or present the navigation controller.")
    }
    if children.contains(where: { $0 === controller })
      || (controller.parent != nil && controller.parent !== self)
    {
      return UIKitFault(
        exceptionName: UIKitFault.invalidArgument,
        reason:
          "Pushing the same view controller instance more than once is not supported (\(controller.objectName)).",
        fix: "push a new instance, or pop back to it with popToViewController(_:animated:).")
    }
    return nil
  }
}
