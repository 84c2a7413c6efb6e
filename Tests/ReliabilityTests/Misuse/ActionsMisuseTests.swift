import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

/// A responder that claims an action but lists no method for it, and hands actions it is asked
/// about to a plain object.
private final class Redirecting: UIViewController {
  let elsewhere = NSObject()

  override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    action == "redirected:" ? elsewhere : super.target(forAction: action, withSender: sender)
  }
}

/// Actions, notifications and gestures that the simulator cannot deliver as UIKit would: it says
/// so with a warning instead of doing nothing.
@Suite("Misuse: actions, notifications and gestures")
@MainActor
struct ActionsMisuseTests {
  @Test("A notification observer that lists no method for its selector gets a warning")
  func observerWithoutMethod() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let name = Notification.Name("Refreshed")
    NotificationCenter.default.addObserver(root, selector: "refreshed:", name: name, object: nil)
    NotificationCenter.default.post(name: name, object: nil)
    #expect(
      device.warnings.contains {
        $0.hasPrefix("NotificationCenter cannot call refreshed: on ")
          && $0.hasSuffix(
            "list it in the class's actionMethods (ResponderLab has no Objective-C runtime).")
      })
  }

  @Test("A gesture recognizer whose target is not a responder warns instead of calling nothing")
  func gestureTargetNotResponder() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let target = NSObject()
    let tap = UITapGestureRecognizer(target: target, action: "tapped:")
    root.view.addGestureRecognizer(tap)
    try device.hand.tap(at: CGPoint(x: 100, y: 300))
    #expect(
      device.warnings.contains {
        $0.hasPrefix(
          "ResponderLab cannot call tapped: on NSObject: only responders list their action methods."
        )
      })
    _ = target
  }

  @Test("sendAction to a target that is not a responder returns false with a warning")
  func sendActionToPlainObject() {
    let device = SimulatedDevice()
    device.show(UIViewController())
    let handled = UIApplication.shared.sendAction("save:", to: NSObject(), from: nil, for: nil)
    #expect(!handled)
    #expect(
      device.warnings.contains(
        "ResponderLab cannot send save: to NSObject: only responders' listed action methods can be called."
      ))
  }

  @Test("A nil-targeted action that a responder redirects to a plain object warns")
  func redirectedToPlainObject() {
    let device = SimulatedDevice()
    let root = Redirecting()
    device.show(root)
    let handled = UIApplication.shared.sendAction("redirected:", to: nil, from: root, for: nil)
    #expect(!handled)
    #expect(
      device.warnings.contains(
        "ResponderLab cannot call redirected: on NSObject, which is not a responder."))
  }

  @Test("A show method sent as an action warns that it needs the controller to show")
  func showSentAsAction() {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    UIApplication.shared.sendAction(
      "showViewController:sender:", to: navigation, from: nil, for: nil)
    #expect(navigation.viewControllers.count == 1)
    #expect(
      device.warnings.contains {
        $0.hasPrefix("showViewController:sender: was sent as an action to ")
          && $0.hasSuffix("To fix, call show(_:sender:) or showDetailViewController(_:sender:).")
      })
  }

  @Test(
    "A control that sends an action with no application launched warns that nothing received it")
  func controlWithoutApplication() {
    let simulation = Simulation()
    simulation.withCurrent {
      let button = UIButton(type: .system)
      button.addTarget(nil, action: "save:", for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
    }
    let warnings = simulation.trace.events(in: [.warning]).map(\.message)
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.hasSuffix("sent save: with no application launched; nothing received it.")
        == true)
  }
}
