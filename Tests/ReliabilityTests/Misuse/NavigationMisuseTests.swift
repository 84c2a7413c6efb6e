import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

/// Navigation and tab bar calls that UIKit refuses or ignores.
@Suite("Misuse: navigation and tabs")
@MainActor
struct NavigationMisuseTests {
  @Test("A stack that lists a controller twice is refused with UIKit's exception text")
  func duplicateStack() {
    let device = SimulatedDevice()
    let navigation = UINavigationController()
    let page = UIViewController()
    navigation.setViewControllers([page, page], animated: false)
    #expect(navigation.viewControllers.isEmpty)
    #expect(
      device.faults.last?.reason.hasPrefix(
        "All view controllers in a navigation controller must be distinct") == true)
  }

  @Test("Popping with only the root left returns nil and changes nothing")
  func popRoot() {
    let device = SimulatedDevice()
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    #expect(device.faults.isEmpty)
  }

  @Test("Popping to a controller that is not in the stack is refused with UIKit's exception text")
  func popToStranger() {
    let device = SimulatedDevice()
    let root = UIViewController()
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    navigation.pushViewController(top, animated: false)
    let stranger = UIViewController()
    #expect(navigation.popToViewController(stranger, animated: false) == nil)
    #expect(
      navigation.viewControllers.map(ObjectIdentifier.init) == [
        ObjectIdentifier(root), ObjectIdentifier(top),
      ])
    let fault = device.faults.last
    #expect(fault?.exceptionName == UIKitFault.internalInconsistency)
    #expect(fault?.reason.hasPrefix("Tried to pop to a view controller that doesn't exist") == true)
    #expect(fault?.description.contains("To fix,") == true)
  }

  @Test(
    "FIDELITY 8.9: a push during a push under way waits for it; viewControllers changes when it runs"
  )
  func nestedPush() {
    let device = SimulatedDevice()
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    let first = UIViewController()
    let second = UIViewController()
    navigation.pushViewController(first, animated: true)
    navigation.pushViewController(second, animated: true)
    #expect(
      navigation.viewControllers.map(ObjectIdentifier.init) == [
        ObjectIdentifier(root), ObjectIdentifier(first),
      ], "the second push waits")
    #expect(second.parent == nil)
    device.runUntilIdle()
    #expect(
      navigation.viewControllers.map(ObjectIdentifier.init) == [
        ObjectIdentifier(root), ObjectIdentifier(first), ObjectIdentifier(second),
      ])
    #expect(second.parent === navigation)
    #expect(second.appearanceStateName == "appeared")
    #expect(first.appearanceStateName == "disappeared")
    #expect(device.warnings.isEmpty)
    #expect(device.faults.isEmpty)
  }

  @Test("FIDELITY 8.9: a pop during a pop under way waits; parent and children stay symmetric")
  func nestedPop() {
    let device = SimulatedDevice()
    let root = UIViewController()
    let middle = UIViewController()
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    navigation.setViewControllers([root, middle, top], animated: false)
    device.runUntilIdle()
    #expect(navigation.popViewController(animated: true) === top)
    #expect(
      navigation.popViewController(animated: false) == nil, "it waits, so nothing is popped yet")
    #expect(
      navigation.viewControllers.map(ObjectIdentifier.init) == [
        ObjectIdentifier(root), ObjectIdentifier(middle),
      ])
    device.runUntilIdle()
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    #expect(top.parent == nil)
    #expect(middle.parent == nil)
    #expect(root.appearanceStateName == "appeared")
    #expect(device.warnings.isEmpty)
  }

  @Test("Selecting a tab index out of range does nothing")
  func tabIndexOutOfRange() {
    let device = SimulatedDevice()
    let tabs = UITabBarController()
    let first = UIViewController()
    tabs.viewControllers = [first, UIViewController()]
    device.show(tabs)
    tabs.selectedIndex = 7
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === first)
    #expect(device.faults.isEmpty)
  }

  @Test("Pushing another container's child is refused as pushing the same controller twice")
  func pushAnotherContainersChild() {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    let container = UIViewController()
    let child = UIViewController()
    container.addChild(child)
    navigation.pushViewController(child, animated: false)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(child.parent === container)
    #expect(
      device.faults.first?.reason
        == "Pushing the same view controller instance more than once is not supported (\(child.objectName))."
    )
    let nested = UINavigationController(rootViewController: UIViewController())
    navigation.setViewControllers([UIViewController(), nested], animated: false)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1, "a stack holding a navigation controller too")
    #expect(
      device.faults.last?.reason.hasPrefix("Pushing a navigation controller is not supported")
        == true)
  }
}
