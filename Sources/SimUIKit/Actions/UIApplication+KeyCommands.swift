// Key presses from a hardware keyboard: text input, the key commands collected up the chain and the
// system's edit shortcuts (FIDELITY 11.15, 11.16).

/// What a key press did.
public enum KeyPressOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The key was typed into the first responder, a text field.
  case typed(into: String)
  /// A key command's action reached a target.
  case performed(action: String, command: String, target: String)
  /// A system edit shortcut (⌘C, ⌘V, …) sent its standard action, which reached a target.
  case systemAction(action: String, target: String)
  /// Nothing handled the press, and why.
  case notHandled(reason: String)

  /// The outcome as one sentence.
  public var description: String {
    switch self {
    case .typed(let field): "typed into \(field)"
    case .performed(let action, let command, let target): "\(command) sent \(action) to \(target)"
    case .systemAction(let action, let target): "the system sent \(action) to \(target)"
    case .notHandled(let reason): "not handled: \(reason)"
    }
  }
}

/// A key command met up the chain, with the responder that contributed it.
package struct CollectedKeyCommand {
  package let command: UIKeyCommand
  package let owner: UIResponder
}

extension UIApplication {
  /// The responder key events start at: the key window's first responder; with none, the top
  /// presented controller of the key window, else its root controller, else the window (FIDELITY
  /// 11.15's caveat; which controller UIKit's private fallback picks is an assumption).
  package var responderForKeyEvents: UIResponder? {
    guard let window = keyWindow else { return nil }
    if let first = window.storedFirstResponder { return first }
    var controller = window.rootViewController
    while let presented = controller?.presentedViewController { controller = presented }
    return controller ?? window
  }

  /// The key commands from `start` up the chain, nearest first; a shortcut met again is dropped, so
  /// the nearest wins (FIDELITY 11.15).
  package func collectKeyCommands(from start: UIResponder) -> [CollectedKeyCommand] {
    var collected: [CollectedKeyCommand] = []
    var shortcuts = Set<String>()
    var visited = Set<ObjectIdentifier>()
    var responder: UIResponder? = start
    while let current = responder, visited.insert(ObjectIdentifier(current)).inserted {
      responder = current.next
      if simulation.assumptions.keyCommandsSkipOptedOutPresenters,
        let controller = current as? UIViewController, controller.presentedViewController != nil,
        !controller.performsActionsWhilePresentingModally
      {
        continue
      }
      var commands = current.keyCommands ?? []
      if let controller = current as? UIViewController { commands += controller.addedKeyCommands }
      for command in commands where shortcuts.insert(command.shortcutKey).inserted {
        collected.append(CollectedKeyCommand(command: command, owner: current))
      }
    }
    return collected
  }

  /// Handles a key pressed on a hardware keyboard with `modifiers` held (FIDELITY 11.16).
  @discardableResult
  package func pressKey(_ input: String, modifiers: UIKeyModifierFlags) -> KeyPressOutcome {
    let outcome = resolveKeyPress(input, modifiers: modifiers)
    trace(.responder, "key \(modifiers)\(input.uppercased()): \(outcome)")
    return outcome
  }

  private func resolveKeyPress(_ input: String, modifiers: UIKeyModifierFlags) -> KeyPressOutcome {
    guard let start = responderForKeyEvents else {
      return .notHandled(reason: "no key window")
    }
    let key = UIKeyCommand.shortcutKey(input: input, modifiers: modifiers)
    let match = collectKeyCommands(from: start).first { $0.command.shortcutKey == key }
    let field = start as? UITextField
    let isTyping = field != nil && modifiers.intersection([.command, .control]).isEmpty
    if let field, isTyping, !(match?.command.wantsPriorityOverSystemBehavior ?? false) {
      field.insertText(modifiers.contains(.shift) ? input.uppercased() : input)
      return .typed(into: field.objectName.description)
    }
    if let match { return perform(match, from: start) }
    if let action = UIKeyCommand.systemEditAction(for: key) {
      return performSystemAction(action, from: start)
    }
    return .notHandled(reason: "no key command for \(modifiers)\(input.uppercased()) up the chain")
  }

  private func perform(_ match: CollectedKeyCommand, from start: UIResponder) -> KeyPressOutcome {
    let command = match.command
    let shortcut = command.shortcutDescription
    guard let action = command.action else {
      return .notHandled(
        reason: "the command \(shortcut) of \(match.owner.objectName) has no action")
    }
    // FIDELITY 11.16: the target is searched from the start of key events, not from the owner.
    guard
      let target = ActionSearch.run(from: start, action: action, sender: command).target
        as? UIResponder
    else {
      return .notHandled(
        reason:
          "\(shortcut) of \(match.owner.objectName) found no responder for \(action) from \(start.objectName)"
      )
    }
    target.validate(command)
    guard !command.attributes.contains(.disabled) else {
      return .notHandled(reason: "\(shortcut) is disabled after \(target.objectName) validated it")
    }
    target.performAction(action, sender: command)
    return .performed(
      action: action.name, command: shortcut, target: target.objectName.description)
  }

  private func performSystemAction(_ action: Selector, from start: UIResponder) -> KeyPressOutcome {
    if action.name == "undo:" || action.name == "redo:" {
      guard let manager = start.undoManager else {
        return .notHandled(reason: "no undo manager up the chain from \(start.objectName)")
      }
      action.name == "undo:" ? manager.undo() : manager.redo()
      return .systemAction(action: action.name, target: "\(start.objectName)'s undoManager")
    }
    guard
      let target = ActionSearch.run(from: start, action: action, sender: nil).target as? UIResponder
    else {
      return .notHandled(reason: "no responder can perform \(action) from \(start.objectName)")
    }
    target.performAction(action, sender: nil)
    return .systemAction(action: action.name, target: target.objectName.description)
  }
}

extension UIKeyCommand {
  /// The key and modifiers that identify a shortcut, for de-duplication.
  package var shortcutKey: String {
    Self.shortcutKey(input: input ?? "", modifiers: modifierFlags)
  }

  package static func shortcutKey(input: String, modifiers: UIKeyModifierFlags) -> String {
    "\(modifiers.subtracting([.alphaShift, .numericPad]).rawValue):\(input.lowercased())"
  }

  /// The standard action UIKit's default edit shortcuts send (FIDELITY 11.14).
  package static func systemEditAction(for key: String) -> Selector? {
    let command = UIKeyModifierFlags.command
    let table: [(String, UIKeyModifierFlags, Selector)] = [
      ("x", command, "cut:"), ("c", command, "copy:"), ("v", command, "paste:"),
      ("a", command, "selectAll:"), ("z", command, "undo:"), ("z", [.command, .shift], "redo:"),
    ]
    return table.first { shortcutKey(input: $0.0, modifiers: $0.1) == key }?.2
  }
}
