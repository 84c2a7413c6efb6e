import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

/// Containment and appearance calls made in the wrong order or on the wrong controller.
@Suite("Misuse: containment and appearance")
@MainActor
struct ContainmentMisuseTests {
  @Test("A presented controller cannot be added as a child (FIDELITY 8.3)")
  func presentedAsChild() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    let container = UIViewController()
    container.addChild(sheet)
    #expect(sheet.parent == nil)
    #expect(container.children.isEmpty)
    #expect(device.faults.last?.reason.contains("cannot be added as a child") == true)
    #expect(device.faults.last?.fix.contains("dismiss") == true)
  }

  @Test("A window's root controller cannot be added as a child")
  func windowRootAsChild() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let container = UIViewController()
    container.addChild(root)
    #expect(root.parent == nil)
    #expect(device.faults.last?.reason.contains("root view controller") == true)
  }

  @Test("removeFromParent on a controller with no parent does nothing")
  func removeWithoutParent() {
    let device = SimulatedDevice()
    let orphan = UIViewController()
    let mark = device.trace.mark
    orphan.removeFromParent()
    #expect(orphan.parent == nil)
    #expect(device.trace.events(since: mark).isEmpty)
    #expect(device.faults.isEmpty)
  }

  @Test("A container that forgets didMove(toParent:) leaves the child without it (FIDELITY 8.2)")
  func forgottenDidMove() {
    let device = SimulatedDevice()
    let container = UIViewController()
    device.show(container)
    let child = UIViewController()
    container.addChild(child)
    container.view.addSubview(child.view)
    let lines = device.trace.lines(in: [.containment])
    #expect(lines.contains("\(child.objectName) willMove(toParent: \(container.objectName))"))
    #expect(!lines.contains { $0.hasPrefix("\(child.objectName) didMove(toParent:") })
    #expect(child.parent === container, "the child is contained all the same")
  }

  @Test("endAppearanceTransition without a transition logs UIKit's 'Unbalanced calls' message")
  func unbalancedEnd() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    root.endAppearanceTransition()
    #expect(
      device.warnings == [
        "Unbalanced calls to begin/end appearance transitions for <\(root.objectName)>."
      ])
    #expect(root.appearanceStateName == "appeared")
  }

  @Test("Beginning the same appearance transition twice calls viewWillAppear once")
  func doubleBegin() {
    let device = SimulatedDevice()
    let controller = UIViewController()
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    let lines = device.trace.lines(in: [.appearance])
    #expect(
      lines == [
        "\(controller.objectName) viewWillAppear(false)",
        "\(controller.objectName) viewDidAppear(false)",
      ])
    #expect(device.warnings.isEmpty)
  }

  @Test("A presented controller cannot become a window's root; the window keeps its root")
  func presentedAsWindowRoot() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    let other = UIWindow(windowScene: device.windowScene)
    other.rootViewController = sheet
    #expect(other.rootViewController == nil)
    #expect(root.presentedViewController === sheet)
    #expect(device.faults.first?.exceptionName == UIKitFault.invalidArgument)
    #expect(
      device.faults.first?.reason
        == "\(sheet.objectName) is already presented and cannot also be a window's root view controller."
    )
  }
}
