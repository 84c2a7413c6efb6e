import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

/// The overlaps the soak found, shrunk to their shortest sequences, with the appearance states a
/// device shows once every transition has ended (docs/fidelity.md R15–R17, R19).
@Suite("Overlapping transitions end where a device ends")
@MainActor
struct OverlappingTransitionTests {
  /// A device showing a navigation controller with one controller, ready for the overlap.
  private func navigationOnScreen() -> (SimulatedDevice, UINavigationController, UIViewController) {
    let device = SimulatedDevice()
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    return (device, navigation, root)
  }

  @Test("FIDELITY 8.9: an animated push during an animated full-screen presentation waits for it")
  func pushDuringPresentation() {
    let (device, navigation, root) = navigationOnScreen()
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    let pushed = UIViewController()
    navigation.present(cover, animated: true)
    navigation.pushViewController(pushed, animated: true)
    #expect(navigation.viewControllers.count == 1, "the push waits for the presentation")
    device.runUntilIdle()
    #expect(navigation.viewControllers.last === pushed)
    #expect(cover.appearanceStateName == "appeared")
    #expect(navigation.appearanceStateName == "disappeared")
    #expect(root.appearanceStateName == "disappeared")
    #expect(pushed.appearanceStateName == "disappeared", "pushed out of the window: not shown yet")
    navigation.dismiss(animated: true)
    device.runUntilIdle()
    #expect(navigation.appearanceStateName == "appeared")
    #expect(pushed.appearanceStateName == "appeared")
    #expect(pushed.view.window === device.window)
    #expect(root.appearanceStateName == "disappeared")
    #expect(device.warnings.isEmpty)
    #expect(device.faults.isEmpty)
  }

  @Test("FIDELITY 8.9: a push during a sheet's presentation runs under the sheet once it is up")
  func pushDuringSheet() {
    let (device, navigation, root) = navigationOnScreen()
    let sheet = UIViewController()
    let pushed = UIViewController()
    navigation.present(sheet, animated: true)
    navigation.pushViewController(pushed, animated: true)
    device.runUntilIdle()
    #expect(sheet.appearanceStateName == "appeared")
    #expect(navigation.appearanceStateName == "appeared", "a sheet leaves its presenter shown")
    #expect(pushed.appearanceStateName == "appeared")
    #expect(root.appearanceStateName == "disappeared")
    #expect(device.warnings.isEmpty)
  }

  @Test("FIDELITY 8.9: a push asked for before an animated presentation in the same turn waits too")
  func presentationAfterPushInOneTurn() {
    let (device, navigation, root) = navigationOnScreen()
    let pushed = UIViewController()
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    navigation.pushViewController(pushed, animated: true)
    navigation.present(cover, animated: true)
    device.runUntilIdle()
    #expect(cover.appearanceStateName == "appeared")
    #expect(root.appearanceStateName == "disappeared")
    #expect(pushed.appearanceStateName == "disappeared")
    #expect(navigation.viewControllers.last === pushed)
    navigation.dismiss(animated: false)
    device.runUntilIdle()
    #expect(pushed.appearanceStateName == "appeared")
    #expect(root.appearanceStateName == "disappeared")
  }

  @Test(
    "A full-screen presentation during an animated push: the pushed controller follows its container"
  )
  func presentationDuringPushAnimation() {
    let (device, navigation, root) = navigationOnScreen()
    let pushed = UIViewController()
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    navigation.pushViewController(pushed, animated: true)
    device.advance(by: 0.1)
    #expect(pushed.appearanceStateName == "appearing", "the push animates")
    navigation.present(cover, animated: true)
    device.runUntilIdle()
    #expect(cover.appearanceStateName == "appeared")
    #expect(navigation.appearanceStateName == "disappeared")
    #expect(pushed.appearanceStateName == "disappeared")
    #expect(root.appearanceStateName == "disappeared")
    #expect(
      device.warnings == [
        "Unbalanced calls to begin/end appearance transitions for <UIViewController#2>."
      ])
    navigation.dismiss(animated: true)
    device.runUntilIdle()
    #expect(pushed.appearanceStateName == "appeared")
  }

  @Test("FIDELITY 8.9: a pop asked for before a full-screen presentation in the same turn")
  func popThenPresentation() {
    let (device, navigation, root) = navigationOnScreen()
    let top = UIViewController()
    navigation.pushViewController(top, animated: true)
    device.runUntilIdle()
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    navigation.popViewController(animated: true)
    navigation.present(cover, animated: true)
    device.runUntilIdle()
    #expect(top.appearanceStateName == "disappeared")
    #expect(top.parent == nil)
    #expect(top.viewIfLoaded?.window == nil)
    #expect(root.appearanceStateName == "disappeared")
    navigation.dismiss(animated: true)
    device.runUntilIdle()
    #expect(root.appearanceStateName == "appeared")
    #expect(root.view.window === device.window)
  }

  @Test(
    "FIDELITY 8.9: a tab switch under an animated cover, with a push waiting, ends every disappearance"
  )
  func tabSwitchUnderCoverWithPushWaiting() throws {
    let device = SimulatedDevice()
    let inbox = UIViewController()
    let settings = UIViewController()
    let inboxNavigation = UINavigationController(rootViewController: inbox)
    let settingsNavigation = UINavigationController(rootViewController: settings)
    let tabs = UITabBarController()
    tabs.viewControllers = [inboxNavigation, settingsNavigation]
    device.show(tabs)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    let message = UIViewController()
    // The shrunk sequence the scenario-step fuzzer found.
    inbox.present(cover, animated: true)
    inboxNavigation.pushViewController(message, animated: true)
    tabs.selectedIndex = 1
    #expect(try device.hand.tap(at: CGPoint(x: 20, y: 60)) === cover.view)
    #expect(inboxNavigation.appearanceStateName == "disappeared", "its view left the window")
    #expect(inbox.appearanceStateName == "disappeared")
    #expect(
      settingsNavigation.appearanceStateName == "disappeared", "its container is disappearing")
    device.runUntilIdle()
    #expect(cover.appearanceStateName == "appeared")
    #expect(tabs.appearanceStateName == "disappeared")
    #expect(inboxNavigation.viewControllers.last === message, "the push ran once the cover was up")
    #expect(message.appearanceStateName == "disappeared")
    #expect(settingsNavigation.appearanceStateName == "disappeared")
    #expect(settings.appearanceStateName == "disappeared")
    cover.dismiss(animated: true)
    device.runUntilIdle()
    #expect(tabs.appearanceStateName == "appeared")
    #expect(settingsNavigation.appearanceStateName == "appeared")
    #expect(settings.appearanceStateName == "appeared")
    #expect(settings.view.window === device.window)
    #expect(inboxNavigation.appearanceStateName == "disappeared")
    #expect(message.appearanceStateName == "disappeared")
    #expect(device.warnings.isEmpty)
    #expect(device.faults.isEmpty)
  }
}
