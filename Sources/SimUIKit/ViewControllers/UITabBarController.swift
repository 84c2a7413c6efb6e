import Foundation

/// A container that shows one of several controllers, chosen with a tab bar.
///
/// Its view tree is `UILayoutContainerView` (its view) > `UITransitionView` >
/// `UIViewControllerWrapperView` > the selected controller's view, with a `UITabBar` in front.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  private var wrapperView: UIViewControllerWrapperView?
  /// The bar at the bottom of the tab bar controller's view.
  public private(set) var tabBar = UITabBar()
  private var storedSelectedIndex = 0

  /// The controllers of the tabs, in order. Setting it makes them the children.
  open var viewControllers: [UIViewController]? {
    get { children.isEmpty ? nil : children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    let old = selectedViewController
    let outgoing = children.filter { child in !new.contains { $0 === child } }
    if let old, outgoing.contains(where: { $0 === old }), isAppearedOrAppearing {
      old.beginAppearanceTransition(false, animated: false)
      old.viewIfLoaded?.removeFromSuperview()
      old.settleAppearanceTransition()
    }
    for child in outgoing {
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for controller in new where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    children = new
    storedSelectedIndex = min(storedSelectedIndex, max(0, new.count - 1))
    tabBar.itemTitles = new.map { $0.tabBarItem.title ?? $0.title ?? "" }
    tabBar.selectedIndex = storedSelectedIndex
    if isViewLoaded, let selected = selectedViewController, selected !== old {
      show(selected, appearing: isAppearedOrAppearing)
    }
  }

  /// The index of the selected tab.
  open var selectedIndex: Int {
    get { storedSelectedIndex }
    set {
      guard children.indices.contains(newValue) else { return }
      select(children[newValue])
    }
  }

  /// The controller of the selected tab.
  open var selectedViewController: UIViewController? {
    get { children.indices.contains(storedSelectedIndex) ? children[storedSelectedIndex] : nil }
    set {
      guard let newValue else { return }
      select(newValue)
    }
  }

  open override func loadView() {
    let container = UILayoutContainerView(frame: simulation.screen.bounds)
    let transition = UITransitionView(frame: container.bounds)
    let wrapper = UIViewControllerWrapperView(frame: transition.bounds)
    transition.addSubview(wrapper)
    container.addSubview(transition)
    let barHeight = 49 + simulation.screen.safeAreaInsets.bottom
    tabBar.frame = CGRect(
      x: 0, y: container.bounds.height - barHeight, width: container.bounds.width,
      height: barHeight)
    container.addSubview(tabBar)
    wrapperView = wrapper
    view = container
  }

  override package func installContentBeforeAppearing() {
    if let selected = selectedViewController, selected.viewIfLoaded?.superview !== wrapperView {
      show(selected, appearing: false)
    }
  }

  private func select(_ controller: UIViewController) {
    guard let index = children.firstIndex(where: { $0 === controller }) else {
      simulation.record(
        UIKitFault(
          exceptionName: UIKitFault.invalidArgument,
          reason:
            "\(controller.objectName) is not one of the tabs of \(objectName); it cannot be selected.",
          fix: "add it to viewControllers first."))
      return
    }
    let old = selectedViewController
    guard controller !== old else { return }
    trace(.presentation, "select tab \(index) (\(controller.objectName))")
    storedSelectedIndex = index
    tabBar.selectedIndex = index
    guard isViewLoaded else { return }
    let visible = isAppearedOrAppearing
    if visible { controller.loadViewIfNeeded() }
    old?.appearanceIsManaged = true
    controller.appearanceIsManaged = true
    if visible {
      // UIKit begins the new tab's appearance before the old tab's disappearance, and ends the old
      // before the new (research: decompiled UITabBarController and two logs agree).
      controller.beginAppearanceTransition(true, animated: false)
      old?.beginAppearanceTransition(false, animated: false)
    }
    show(controller, appearing: false)
    if visible {
      old?.settleAppearanceTransition()
      controller.settleAppearanceTransition()
    } else if old?.appearState == .disappearing {
      // The tab bar controller is disappearing (a full-screen presentation is covering it): the
      // old tab's view leaves the window mid-disappearance and ends it there; the new tab stays
      // disappeared until the tab bar controller appears again (docs/fidelity.md R19).
      old?.settleAppearanceTransition()
    }
    old?.appearanceIsManaged = false
    controller.appearanceIsManaged = false
  }

  private func show(_ controller: UIViewController, appearing: Bool) {
    guard let wrapperView else { return }
    let childView: UIView = controller.view
    childView.frame = wrapperView.bounds
    for other in wrapperView.subviews where other !== childView { other.removeFromSuperview() }
    if childView.superview !== wrapperView { wrapperView.addSubview(childView) }
  }
}
