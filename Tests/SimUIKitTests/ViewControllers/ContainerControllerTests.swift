import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Navigation and tab bar controllers")
@MainActor
struct ContainerControllerTests {
  @Test("The navigation controller's view tree is UIKit's (FIDELITY 1.9b)")
  func navigationViewTree() {
    let device = SimulatedDevice()
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    device.show(navigation)
    #expect(navigation.view is UILayoutContainerView)
    #expect(child.view.superview is UIViewControllerWrapperView)
    #expect(child.view.superview?.superview is UINavigationTransitionView)
    #expect(child.view.superview?.superview?.superview === navigation.view)
    #expect(navigation.navigationBar.superview === navigation.view)
  }

  @Test(
    "Push: old viewWillDisappear, new viewWillAppear, old viewDidDisappear, new viewDidAppear, didMove (an assumption)"
  )
  func pushOrder() {
    let device = SimulatedDevice()
    let first = RecordingController()
    let navigation = UINavigationController(rootViewController: first)
    device.show(navigation)
    let second = RecordingController()
    let mark = device.trace.mark
    navigation.pushViewController(second, animated: true)
    #expect(second.isMovingToParent)
    #expect(navigation.topViewController === second)
    device.runUntilIdle()
    #expect(device.now >= UINavigationController.transitionDuration)
    #expect(first.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    #expect(
      second.log == [
        "willMove(parent)", "viewDidLoad", "viewWillAppear", "viewDidAppear", "didMove(parent)",
      ])
    device.expectTrace(
      containsInOrder: [
        "RecordingController#2 viewDidLoad()", "RecordingController#1 viewWillDisappear(true)",
      ], in: [.appearance, .lifecycle], since: mark)
    device.expectTrace(
      containsInOrder: [
        "RecordingController#1 viewWillDisappear(true)",
        "RecordingController#2 viewWillAppear(true)",
        "RecordingController#1 viewDidDisappear(true)", "RecordingController#2 viewDidAppear(true)",
      ], in: [.appearance], since: mark)
    #expect(first.view.superview == nil)
  }

  @Test(
    "A navigation controller loads its top child's view after its own viewDidLoad, before viewWillAppear"
  )
  func childLoadsAfterContainer() {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: RecordingController())
    _ = navigation.view
    #expect(
      navigation.topViewController?.isViewLoaded == false, "loading the container loads no child")
    device.show(navigation)
    #expect(
      device.traceLines(in: [.lifecycle, .appearance]).prefix(6) == [
        "UINavigationController#1 loadView()", "UINavigationController#1 viewDidLoad()",
        "RecordingController#1 loadView()", "RecordingController#1 viewDidLoad()",
        "UINavigationController#1 viewWillAppear(false)",
        "RecordingController#1 viewWillAppear(false)",
      ])
  }

  @Test("Pop: isMovingFromParent during disappearance, didMove(toParent: nil) at the end")
  func popOrder() {
    final class Probe: UIViewController {
      var moving: [Bool] = []
      override func viewWillDisappear(_ animated: Bool) { moving.append(isMovingFromParent) }
    }
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    let top = Probe()
    navigation.pushViewController(top, animated: false)
    device.runUntilIdle()
    let popped = navigation.popViewController(animated: false)
    #expect(popped === top)
    #expect(top.moving.isEmpty, "the pop's transition waits for the layout pass (FIDELITY 8.9)")
    device.runUntilIdle()
    #expect(top.moving == [true])
    #expect(top.parent == nil)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.popViewController(animated: false) == nil, "the root is never popped")
  }

  @Test("popToRoot, popTo and setViewControllers keep the stack and children consistent")
  func stackOperations() {
    let device = SimulatedDevice()
    let a = UIViewController()
    let b = UIViewController()
    let c = UIViewController()
    let navigation = UINavigationController(rootViewController: a)
    device.show(navigation)
    // NB: each change waits for the one before to end (FIDELITY 8.9), so the turn ends in between.
    navigation.pushViewController(b, animated: false)
    device.runUntilIdle()
    navigation.pushViewController(c, animated: false)
    device.runUntilIdle()
    #expect(navigation.popToViewController(b, animated: false)?.count == 1)
    #expect(navigation.topViewController === b)
    device.runUntilIdle()
    navigation.pushViewController(c, animated: false)
    device.runUntilIdle()
    #expect(navigation.popToRootViewController(animated: false)?.count == 2)
    #expect(navigation.viewControllers.count == 1)
    device.runUntilIdle()
    navigation.setViewControllers([a, c], animated: false)
    device.runUntilIdle()
    #expect(navigation.viewControllers.map(\.objectName) == [a, c].map(\.objectName))
    #expect(c.parent === navigation)
    #expect(c.view.window === device.window)
    #expect(b.parent == nil)
  }

  @Test("Pushing the same controller twice is refused with UIKit's exception text")
  func pushTwice() {
    let device = SimulatedDevice()
    let a = UIViewController()
    let navigation = UINavigationController(rootViewController: a)
    device.show(navigation)
    navigation.pushViewController(a, animated: false)
    #expect(navigation.viewControllers.count == 1)
    #expect(
      device.faults.first?.reason
        == "Pushing the same view controller instance more than once is not supported (UIViewController#1)."
    )
  }

  @Test("Pushing a navigation controller is refused")
  func pushNavigation() {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    navigation.pushViewController(UINavigationController(), animated: false)
    #expect(navigation.viewControllers.count == 1)
    #expect(
      device.faults.first?.reason.hasPrefix("Pushing a navigation controller is not supported")
        == true)
  }

  @Test("visibleViewController is what the top controller presents")
  func visibleController() {
    let device = SimulatedDevice()
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: top)
    device.show(navigation)
    #expect(navigation.visibleViewController === top)
    let sheet = UIViewController()
    navigation.present(sheet, animated: false)
    #expect(navigation.visibleViewController === sheet)
    #expect(top.navigationController === navigation)
  }

  @Test("Tab switching: new viewWillAppear before old viewWillDisappear, then old did, new did")
  func tabSwitching() {
    let device = SimulatedDevice()
    let first = RecordingController()
    let second = RecordingController()
    first.title = "Inbox"
    second.tabBarItem = UITabBarItem(title: "Sent")
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    device.show(tabs)
    #expect(
      first.log == [
        "willMove(parent)", "didMove(parent)", "viewDidLoad", "viewWillAppear", "viewDidAppear",
      ])
    #expect(second.isViewLoaded == false)
    #expect(tabs.tabBar.itemTitles == ["Inbox", "Sent"])
    let mark = device.trace.mark
    tabs.selectedIndex = 1
    #expect(first.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    #expect(second.log.suffix(3) == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    #expect(
      device.traceLines(in: [.appearance], since: mark) == [
        "RecordingController#2 viewWillAppear(false)",
        "RecordingController#1 viewWillDisappear(false)",
        "RecordingController#1 viewDidDisappear(false)",
        "RecordingController#2 viewDidAppear(false)",
      ])
    #expect(tabs.selectedViewController === second)
    #expect(second.view.superview is UIViewControllerWrapperView)
    #expect(first.view.superview == nil)
    #expect(second.tabBarController === tabs)
  }

  @Test("Selecting a controller that is not a tab is refused")
  func selectForeignTab() {
    let device = SimulatedDevice()
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController()]
    device.show(tabs)
    tabs.selectedViewController = UIViewController()
    #expect(tabs.selectedIndex == 0)
    #expect(device.faults.count == 1)
  }
}
