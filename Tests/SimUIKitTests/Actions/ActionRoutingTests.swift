import ResponderLabTesting
import SimUIKit
import Testing

/// A controller that implements `save:` and records the senders it got.
@MainActor
private final class SavingController: UIViewController {
  var saves: [String] = []
  func save(_ sender: Any?) { saves.append((sender as? UIResponder)?.className ?? "nil") }
  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("save:", SavingController.save)]
  }
}

@Suite("Actions sent up the responder chain")
@MainActor
struct ActionRoutingTests {
  @Test(
    "FIDELITY 11.8: a nil-targeted sendAction starts at the first responder and returns whether it was handled"
  )
  func nilTargetStartsAtFirstResponder() {
    let device = SimulatedDevice()
    let root = SavingController()
    device.show(root)
    let text = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
    root.view.addSubview(text)
    #expect(text.becomeFirstResponder())
    #expect(UIApplication.shared.sendAction("save:", to: nil, from: nil, for: nil))
    #expect(root.saves == ["nil"])
    #expect(!UIApplication.shared.sendAction("print:", to: nil, from: nil, for: nil))
    let other = SavingController()
    #expect(UIApplication.shared.sendAction("save:", to: other, from: text, for: nil))
    #expect(other.saves == ["UITextField"], "a non-nil target gets it wherever it is")
  }

  @Test("FIDELITY 11.9: with no first responder the search starts at a responder sender")
  func noFirstResponderStartsAtSender() {
    let device = SimulatedDevice()
    let root = SavingController()
    device.show(root)
    let button = UIButton(type: .system)
    root.view.addSubview(button)
    #expect(device.application.sendAction("save:", to: nil, from: button, for: nil))
    #expect(root.saves == ["UIButton"])
    #expect(!device.application.sendAction("save:", to: nil, from: nil, for: nil))
    device.simulation.assumptions.actionStartWithoutFirstResponder = .nowhere
    #expect(!device.application.sendAction("save:", to: nil, from: button, for: nil))
  }

  @Test(
    "FIDELITY 11.10: a control with a nil target sends to the first responder's chain, not its own")
  func controlNilTarget() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    let sheet = SavingController()
    let sheetField = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
    root.present(sheet, animated: false)
    sheet.view.addSubview(sheetField)
    let buttonOwner = SavingController()
    navigation.pushViewController(buttonOwner, animated: false)
    device.runUntilIdle()
    let button = UIButton(type: .system)
    button.addTarget(nil, action: "save:", for: .touchUpInside)
    #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save:"])
    buttonOwner.view.addSubview(button)
    #expect(sheetField.becomeFirstResponder())
    button.sendActions(for: .touchUpInside)
    #expect(sheet.saves == ["UIButton"], "the first responder's chain is searched")
    #expect(buttonOwner.saves.isEmpty)
    #expect(sheetField.resignFirstResponder())
    button.sendActions(for: .touchUpInside)
    #expect(buttonOwner.saves == ["UIButton"], "with no first responder, from the control")
    button.removeTarget(nil, action: "save:", for: .touchUpInside)
    #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
  }

  @Test(
    "FIDELITY 11.11: target(forAction:) asks up the chain, follows overrides and re-checks their answer"
  )
  func targetForActionOverrides() {
    final class Redirecting: UIView {
      weak var delegateTarget: UIResponder?
      override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        action == "save:" ? delegateTarget : super.target(forAction: action, withSender: sender)
      }
    }
    let device = SimulatedDevice()
    let root = SavingController()
    device.show(root)
    let redirecting = Redirecting(frame: root.view.bounds)
    root.view.addSubview(redirecting)
    let leaf = UIView()
    redirecting.addSubview(leaf)
    let elsewhere = SavingController()
    redirecting.delegateTarget = elsewhere
    #expect(leaf.target(forAction: "save:", withSender: nil) as? SavingController === elsewhere)
    let bystander = UIView()
    redirecting.delegateTarget = bystander
    #expect(
      leaf.target(forAction: "save:", withSender: nil) as? SavingController === root,
      "the redirect cannot perform it, so the walk goes on")
    #expect(leaf.target(forAction: "nothing:", withSender: nil) == nil)
  }

  @Test("FIDELITY 11.12: canPerformAction answers for the receiver only")
  func canPerformForReceiverOnly() {
    let device = SimulatedDevice()
    let root = SavingController()
    device.show(root)
    let child = UIView()
    root.view.addSubview(child)
    #expect(root.canPerformAction("save:", withSender: nil))
    #expect(!child.canPerformAction("save:", withSender: nil))
    #expect(!root.view.canPerformAction("save:", withSender: nil))
    #expect(child.target(forAction: "save:", withSender: nil) as? SavingController === root)
  }

  @Test("FIDELITY 11.13: a presenter opting out of actions while presenting is skipped")
  func presenterOptOut() {
    final class OptingOut: UIViewController {
      var saves = 0
      func save(_ sender: Any?) { saves += 1 }
      override var performsActionsWhilePresentingModally: Bool { false }
      override class var actionMethods: [ActionMethod] {
        super.actionMethods + [ActionMethod("save:", OptingOut.save)]
      }
    }
    let device = SimulatedDevice()
    let root = OptingOut()
    device.show(root)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    let field = UITextField(frame: .zero)
    sheet.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(!device.application.sendAction("save:", to: nil, from: nil, for: nil))
    #expect(root.saves == 0)
    sheet.dismiss(animated: false)
    #expect(field.becomeFirstResponder() == false)
    #expect(root.canPerformAction("save:", withSender: nil))
  }

  @Test(
    "FIDELITY 11.14: UITextField implements the standard edit actions and enables them by state")
  func standardEditActions() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let text = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
    root.view.addSubview(text)
    text.text = "hello"
    #expect(text.becomeFirstResponder())
    #expect(!text.canPerformAction("copy:", withSender: nil), "copy needs a selection")
    #expect(!text.canPerformAction("paste:", withSender: nil), "paste needs pasteable content")
    #expect(text.canPerformAction("selectAll:", withSender: nil))
    #expect(device.application.sendAction("selectAll:", to: nil, from: nil, for: nil))
    #expect(text.canPerformAction("copy:", withSender: nil))
    #expect(device.application.sendAction("cut:", to: nil, from: nil, for: nil))
    #expect(text.text == "")
    #expect(text.canPerformAction("paste:", withSender: nil))
    #expect(device.application.sendAction("paste:", to: nil, from: nil, for: nil))
    #expect(device.application.sendAction("paste:", to: nil, from: nil, for: nil))
    #expect(text.text == "hellohello")
  }

  @Test("An action whose responder lists no method is still routed, with a warning")
  func unlistedMethodWarns() {
    final class Declaring: UIViewController {
      override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "share:" || super.canPerformAction(action, withSender: sender)
      }
    }
    let device = SimulatedDevice()
    let root = Declaring()
    device.show(root)
    #expect(device.application.sendAction("share:", to: nil, from: root, for: nil))
    #expect(device.warnings.contains { $0.contains("cannot call") && $0.contains("share:") })
  }

  @Test("A selector is written as a string literal or with Selector(_:)")
  func selectorSpelling() {
    let literal: Selector = "showViewController:sender:"
    #expect(literal == Selector("showViewController:sender:"))
    #expect(literal.argumentCount == 2)
    #expect(NSStringFromSelector(NSSelectorFromString("copy:")) == "copy:")
  }
}
