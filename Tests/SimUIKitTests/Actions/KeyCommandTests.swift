import ResponderLabTesting
import SimUIKit
import Testing

/// A controller with a ⌘S key command for `save:`, counting the saves.
@MainActor
private final class EditorController: UIViewController {
  var saves = 0
  var disableSave = false
  func save(_ sender: Any?) { saves += 1 }
  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(input: "s", modifierFlags: .command, action: "save:")]
  }
  override func validate(_ command: UICommand) {
    if disableSave, command.action == "save:" { command.attributes.insert(.disabled) }
  }
  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("save:", EditorController.save)]
  }
}

@Suite("Key commands and undo")
@MainActor
struct KeyCommandTests {
  @Test(
    "FIDELITY 11.15: key commands are collected from the first responder up the chain; the nearest duplicate wins"
  )
  func collectedUpTheChain() {
    final class Inner: UIView {
      override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: "innerSave:")]
      }
    }
    let device = SimulatedDevice()
    let root = EditorController()
    device.show(root)
    root.addKeyCommand(UIKeyCommand(input: "f", modifierFlags: .command, action: "find:"))
    let inner = Inner(frame: root.view.bounds)
    root.view.addSubview(inner)
    let text = UITextField(frame: .zero)
    inner.addSubview(text)
    #expect(text.becomeFirstResponder())
    let collected = device.application.collectKeyCommandsForTesting()
    #expect(collected == ["⌘S innerSave: from Inner#1", "⌘F find: from EditorController#1"])
  }

  @Test("FIDELITY 11.16: a key command's target is searched from the first responder and validated")
  func performedFromFirstResponder() {
    let device = SimulatedDevice()
    let root = EditorController()
    device.show(root)
    let text = UITextField(frame: .zero)
    root.view.addSubview(text)
    #expect(text.becomeFirstResponder())
    let outcome = device.hand.press("s", modifiers: .command)
    #expect(outcome == .performed(action: "save:", command: "⌘S", target: "EditorController#1"))
    #expect(root.saves == 1)
    root.disableSave = true
    if case .notHandled(let reason) = device.hand.press("s", modifiers: .command) {
      #expect(reason.contains("disabled"))
    } else {
      Issue.record("a disabled command must not be performed")
    }
    #expect(root.saves == 1)
  }

  @Test("FIDELITY 11.16: typing wins over a plain-key command unless it wants priority")
  func textInputWins() {
    final class Plain: UIViewController {
      var hits = 0
      let command = UIKeyCommand(input: "j", modifierFlags: [], action: "next:")
      func next(_ sender: Any?) { hits += 1 }
      override var keyCommands: [UIKeyCommand]? { [command] }
      override class var actionMethods: [ActionMethod] {
        super.actionMethods + [ActionMethod("next:", Plain.next)]
      }
    }
    let device = SimulatedDevice()
    let root = Plain()
    device.show(root)
    let text = UITextField(frame: .zero)
    root.view.addSubview(text)
    #expect(text.becomeFirstResponder())
    #expect(device.hand.press("j") == .typed(into: "UITextField#1"))
    #expect(text.text == "j")
    root.command.wantsPriorityOverSystemBehavior = true
    #expect(device.hand.press("j") == .performed(action: "next:", command: "J", target: "Plain#1"))
    #expect(root.hits == 1)
  }

  @Test("FIDELITY 11.16: a nearer duplicate that finds no target shadows a farther one")
  func shadowingBeforeValidation() {
    final class Shadow: UIView {
      override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: "nobodyHandles:")]
      }
    }
    let device = SimulatedDevice()
    let root = EditorController()
    device.show(root)
    let shadow = Shadow(frame: root.view.bounds)
    root.view.addSubview(shadow)
    let text = UITextField(frame: .zero)
    shadow.addSubview(text)
    #expect(text.becomeFirstResponder())
    if case .notHandled = device.hand.press("s", modifiers: .command) {
    } else {
      Issue.record("the nearer command shadows the controller's ⌘S")
    }
    #expect(root.saves == 0)
  }

  @Test(
    "FIDELITY 11.17: undoManager walks next to the window's; a text field has its own while editing"
  )
  func undoManagerUpTheChain() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let view = UIView()
    root.view.addSubview(view)
    #expect(view.undoManager != nil)
    #expect(view.undoManager === device.window.undoManager)
    #expect(root.undoManager === device.window.undoManager)
    #expect(UIView().undoManager == nil, "off any window: nil")
    let text = UITextField(frame: .zero)
    root.view.addSubview(text)
    #expect(text.becomeFirstResponder())
    #expect(text.undoManager !== device.window.undoManager)
    device.hand.press("a")
    device.hand.press("b")
    #expect(text.text == "ab")
    #expect(text.undoManager?.canUndo == true)
    device.hand.press("z", modifiers: .command)
    #expect(text.text == "a")
    device.hand.press("z", modifiers: [.command, .shift])
    #expect(text.text == "ab")
    #expect(text.resignFirstResponder())
    #expect(text.undoManager === device.window.undoManager)
  }

  @Test("The undo manager groups, names, undoes and redoes")
  func undoManagerBasics() {
    let manager = UndoManager()
    final class Box { var value = 0 }
    let box = Box()
    // NB: the undo handler gets the box and the manager from outside, as an app's does: capturing
    // the manager would make a cycle through its undo stack.
    func set(_ value: Int, of box: Box, in manager: UndoManager) {
      let old = box.value
      manager.registerUndo(withTarget: box) { [weak manager] box in
        if let manager { set(old, of: box, in: manager) }
      }
      box.value = value
    }
    func set(_ value: Int) { set(value, of: box, in: manager) }
    set(1)
    manager.setActionName("One")
    #expect(manager.undoActionName == "One")
    manager.beginUndoGrouping()
    set(2)
    set(3)
    manager.endUndoGrouping()
    manager.undo()
    #expect(box.value == 1)
    #expect(manager.canRedo)
    manager.redo()
    #expect(box.value == 3)
    manager.undo()
    manager.undo()
    #expect(box.value == 0)
    #expect(!manager.canUndo)
  }
}

extension UIApplication {
  /// The collected commands as `⌘S save: from Owner#1`, nearest first.
  fileprivate func collectKeyCommandsForTesting() -> [String] {
    guard let start = responderForKeyEvents else { return [] }
    return collectKeyCommands(from: start).map {
      "\($0.command.shortcutDescription) \($0.command.action?.name ?? "nil") from \($0.owner.objectName)"
    }
  }
}
