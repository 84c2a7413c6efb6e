public import Foundation

/// A container that shows a stack of controllers, one at a time, with a navigation bar.
///
/// Its view tree is UIKit's (FIDELITY 1.9b): `UILayoutContainerView` (its view) >
/// `UINavigationTransitionView` > `UIViewControllerWrapperView` > the top controller's view, with a
/// `UINavigationBar` in front.
@MainActor
open class UINavigationController: UIViewController {
  /// The virtual duration of an animated push or pop, in seconds (an assumption: UIKit's is about
  /// 0.35 s).
  public static let transitionDuration: TimeInterval = 0.35

  private var transitionView: UINavigationTransitionView?
  private var wrapperView: UIViewControllerWrapperView?
  /// The bar at the top of the navigation controller's view.
  public private(set) var navigationBar = UINavigationBar()
  package var isTransitioning = false

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

  // MARK: - Pushing and popping

  /// Pushes `viewController` onto the stack and shows it.
  ///
  /// Pushing a controller that is already in a stack, or a navigation controller, is refused and
  /// recorded as a fault, as UIKit raises an exception for both.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !refusesNestedTransition("push") else { return }
    if let fault = faultForPushing(viewController) {
      simulation.record(fault)
      return
    }
    trace(.presentation, "pushViewController(\(viewController.objectName), animated: \(animated))")
    let from = topViewController
    addChild(viewController)
    transition(from: from, to: viewController, animated: animated) {
      viewController.didMove(toParent: self)
    }
  }

  /// Pops the top controller and returns it; does nothing and returns nil when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = topViewController else { return nil }
    guard !refusesNestedTransition("pop") else { return nil }
    trace(.presentation, "popViewController(animated: \(animated))")
    pop(toIndex: children.count - 2, animated: animated)
    return top
  }

  /// Pops every controller above the root and returns them, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard children.count > 1 else { return [] }
    guard !refusesNestedTransition("pop") else { return nil }
    trace(.presentation, "popToRootViewController(animated: \(animated))")
    return pop(toIndex: 0, animated: animated)
  }

  /// Pops the controllers above `viewController` and returns them. A controller that is not in the
  /// stack is refused and recorded as a fault, as UIKit raises an exception for it.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = children.firstIndex(where: { $0 === viewController }) else {
      simulation.record(
        UIKitFault(
          exceptionName: UIKitFault.internalInconsistency,
          reason:
            "Tried to pop to a view controller that doesn't exist: \(viewController.objectName) is not in the stack of \(objectName).",
          fix: "pop to one of viewControllers, or push \(viewController.objectName) first."))
      return nil
    }
    guard !refusesNestedTransition("pop") else { return nil }
    trace(.presentation, "popToViewController(\(viewController.objectName), animated: \(animated))")
    return pop(toIndex: index, animated: animated)
  }

  /// Replaces the whole stack, showing its last controller.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard !refusesNestedTransition(animated ? "push" : "pop") else { return }
    let unique = Set(viewControllers.map(ObjectIdentifier.init))
    guard unique.count == viewControllers.count else {
      simulation.record(
        UIKitFault(
          exceptionName: UIKitFault.invalidArgument,
          reason:
            "All view controllers in a navigation controller must be distinct (\(viewControllers.map(\.objectName)))",
          fix: "list each controller once."))
      return
    }
    for controller in viewControllers where !children.contains(where: { $0 === controller }) {
      if let fault = faultForPushing(controller) {
        simulation.record(fault)
        return
      }
    }
    let from = topViewController
    let removed = children.filter { old in !viewControllers.contains { $0 === old } }
    for controller in removed { controller.willMove(toParent: nil) }
    let added = viewControllers.filter { new in !children.contains { $0 === new } }
    for controller in added { addChild(controller) }
    children = viewControllers
    let to = viewControllers.last
    let finish: @MainActor () -> Void = {
      for controller in removed where controller.parent === self {
        controller.removeFromParent()
      }
      for controller in added { controller.didMove(toParent: self) }
    }
    if let to, to !== from {
      transition(from: from, to: to, animated: animated, completion: finish)
    } else {
      finish()
    }
  }

  // MARK: - Transitions

  /// Whether an animated push or pop is still running, in which case a new change of the stack is
  /// dropped with UIKit's console message (`nested push animation can result in corrupted navigation
  /// bar`). UIKit goes on and can leave the bar and the stack inconsistent; the simulator keeps the
  /// stack as it was.
  private func refusesNestedTransition(_ kind: String) -> Bool {
    guard isTransitioning else { return false }
    simulation.warn("nested \(kind) animation can result in corrupted navigation bar")
    return true
  }

  @discardableResult
  private func pop(toIndex index: Int, animated: Bool) -> [UIViewController] {
    let popped = Array(children[(index + 1)...])
    let from = topViewController
    let to = children[index]
    for controller in popped { controller.willMove(toParent: nil) }
    children.removeSubrange((index + 1)...)
    for controller in popped { controller.isMovingFromParent = true }
    transition(from: from, to: to, animated: animated) {
      for controller in popped {
        controller.removeFromParent()
      }
    }
    return popped
  }

  private func transition(
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
      completion()
    }
    if animates {
      isTransitioning = true
      simulation.mainQueue.enqueue(after: Self.transitionDuration, label: "navigation transition") {
        finish()
      }
    } else {
      finish()
    }
  }

  /// Puts `controller`'s view in the wrapper, in front, and updates the bar.
  private func show(_ controller: UIViewController, keeping outgoing: UIViewController? = nil) {
    guard let wrapperView else { return }
    let childView = controller.view
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
    if controller.parent === self || controller.parent != nil {
      return UIKitFault(
        exceptionName: UIKitFault.invalidArgument,
        reason:
          "Pushing the same view controller instance more than once is not supported (\(controller.objectName)).",
        fix: "push a new instance, or pop back to it with popToViewController(_:animated:).")
    }
    return nil
  }
}
