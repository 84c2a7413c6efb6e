import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

/// Presentation calls that UIKit refuses, warns about or ignores, beyond those pinned in
/// SimUIKitTests/Presentation.
@Suite("Misuse: presentation")
@MainActor
struct PresentationMisuseTests {
  @Test("Presenting a child controller is refused: it is an active controller")
  func presentChild() {
    let device = SimulatedDevice()
    let root = UIViewController()
    let child = UIViewController()
    root.addChild(child)
    device.show(root)
    root.present(child, animated: false)
    #expect(root.presentedViewController == nil)
    #expect(child.parent === root)
    #expect(
      device.faults.last?.reason.hasPrefix(
        "Application tried to present modally an active controller") == true)
  }

  @Test(
    "Reading a presentation controller's presentingViewController before presenting records a fault"
  )
  func presentingReadTooEarly() {
    let device = SimulatedDevice()
    let home = UIViewController()
    device.show(home)
    let sheet = UIViewController()
    let early = sheet.presentationController?.presentingViewController
    #expect(early !== sheet && early !== home, "answers no controller code could mistake")
    #expect(
      device.faults.last?.reason.hasPrefix(
        "presentingViewController of _UIPageSheetPresentationController") == true)
    #expect(device.faults.last?.reason.contains("before its presentation began") == true)
    home.present(sheet, animated: false)
    device.runUntilIdle()
    #expect(sheet.presentationController?.presentingViewController === home)
    home.dismiss(animated: false)
    device.runUntilIdle()
    #expect(sheet.presentationController?.presentingViewController === home, "after it ended")
    #expect(device.faults.count == 1)
  }

  @Test("Presenting another window's root controller is refused")
  func presentOtherWindowsRoot() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let otherRoot = UIViewController()
    let other = UIWindow(windowScene: device.windowScene)
    other.rootViewController = otherRoot
    root.present(otherRoot, animated: false)
    #expect(root.presentedViewController == nil)
    #expect(other.rootViewController === otherRoot)
    #expect(device.faults.count == 1)
  }

  @Test("Dismissing during a presentation logs UIKit's warning and keeps the presentation")
  func dismissDuringPresentation() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let sheet = UIViewController()
    root.present(sheet, animated: true)
    root.dismiss(animated: true)
    #expect(
      device.warnings == [
        "[Presentation] Attempt to dismiss from view controller <\(root.objectName)> while a presentation or dismiss is in progress."
      ])
    device.runUntilIdle()
    #expect(root.presentedViewController === sheet)
  }

  @Test("Presenting from a controller that is being dismissed is dropped with UIKit's warning")
  func presentFromDismissing() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    sheet.dismiss(animated: true)
    let late = UIViewController()
    var completed = false
    sheet.present(late, animated: true) { completed = true }
    device.runUntilIdle()
    #expect(device.warnings.last?.hasSuffix("while a presentation is in progress.") == true)
    #expect(late.presentingViewController == nil)
    #expect(!completed, "a dropped presentation never calls its completion (FIDELITY 3.7)")
  }

  @Test("Changing the style after reading presentationController makes a new one (FIDELITY 2.1)")
  func styleChangedLate() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let presented = UIViewController()
    let early = presented.presentationController
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    #expect(early is UISheetPresentationController)
    #expect(presented.presentationController is _UIFullscreenPresentationController)
    #expect(presented.sheetPresentationController == nil)
  }

  @Test("Dismissing a controller that was never presented does nothing")
  func dismissNeverPresented() {
    let device = SimulatedDevice()
    let loose = UIViewController()
    var completed = false
    loose.dismiss(animated: false) { completed = true }
    #expect(!completed)
    #expect(device.faults.isEmpty)
    #expect(device.warnings.isEmpty)
  }

  @Test("FIDELITY 12.15: a popover anchored to a bar button item in no navigation bar warns")
  func popoverAnchoredToLooseBarButtonItem() throws {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    device.show(root)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.popoverPresentationController?.barButtonItem = UIBarButtonItem(title: "Share")
    root.present(content, animated: false)
    #expect(root.presentedViewController === content)
    #expect(
      device.warnings.contains(
        "[Popover] The bar button item Share is in no navigation bar on screen; the popover points at the window's top right corner."
      ))
  }
}
