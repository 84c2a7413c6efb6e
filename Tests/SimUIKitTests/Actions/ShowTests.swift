import ResponderLabTesting
import SimUIKit
import Testing

@Suite("show, showDetail and targetViewController")
@MainActor
struct ShowTests {
  @Test("FIDELITY 11.18: show pushes inside a navigation controller and presents outside one")
  func showPushesOrPresents() {
    let device = SimulatedDevice()
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    device.show(navigation)
    let pushed = UIViewController()
    first.show(pushed, sender: nil)
    device.runUntilIdle()
    #expect(navigation.viewControllers.last === pushed)
    #expect(pushed.presentingViewController == nil)

    let plainDevice = SimulatedDevice()
    let plain = UIViewController()
    plainDevice.show(plain)
    let shown = UIViewController()
    plain.show(shown, sender: nil)
    plainDevice.runUntilIdle()
    #expect(plain.presentedViewController === shown)
  }

  @Test(
    "FIDELITY 11.19: showDetail presents inside a bare navigation controller; a collapsed split pushes"
  )
  func showDetail() {
    let device = SimulatedDevice()
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    device.show(navigation)
    let detail = UIViewController()
    first.showDetailViewController(detail, sender: nil)
    device.runUntilIdle()
    #expect(navigation.presentedViewController === detail)
    #expect(navigation.viewControllers.count == 1)

    let splitDevice = SimulatedDevice()
    let list = UIViewController()
    let primary = UINavigationController(rootViewController: list)
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(primary, for: .primary)
    splitDevice.show(split)
    #expect(split.isCollapsed)
    let item = UIViewController()
    list.showDetailViewController(item, sender: nil)
    splitDevice.runUntilIdle()
    #expect(primary.viewControllers.last === item)
    #expect(split.presentedViewController == nil)
  }

  @Test("FIDELITY 11.20: targetViewController returns the nearest parent that handles the action")
  func targetViewController() {
    final class OptOut: UINavigationController {
      override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "showViewController:sender:"
          ? false : super.canPerformAction(action, withSender: sender)
      }
    }
    let device = SimulatedDevice()
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    device.show(navigation)
    #expect(
      first.targetViewController(forAction: "showViewController:sender:", sender: nil)
        === navigation)
    #expect(
      first.targetViewController(forAction: "showDetailViewController:sender:", sender: nil) == nil)
    let optOutRoot = UIViewController()
    let optOut = OptOut(rootViewController: optOutRoot)
    #expect(
      optOutRoot.targetViewController(forAction: "showViewController:sender:", sender: nil) == nil)
    _ = optOut
    let sheet = UIViewController()
    first.present(sheet, animated: false)
    #expect(sheet.targetViewController(forAction: "showViewController:sender:", sender: nil) == nil)
    device.simulation.assumptions.targetViewControllerWalksPresenters = true
    #expect(
      sheet.targetViewController(forAction: "showViewController:sender:", sender: nil)
        === navigation)
  }
}
