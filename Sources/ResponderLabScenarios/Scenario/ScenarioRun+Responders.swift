import ResponderLabDevice
import SimUIKit

// Running the steps that work the first responder, actions and key presses (FIDELITY 11).

extension ScenarioRun {
  /// Where an action or key press ended: the responder it reached, nil when nothing handled it.
  struct ActionReach {
    var target: UIResponder?
  }

  /// Runs a `becomeFirstResponder`, `resignFirstResponder`, `sendAction` or `press` step; returns
  /// where an action or key press ended, or nil for the other steps.
  func performResponderStep(_ step: Scenario.Step, number: Int) throws(InputError)
    -> ActionReach?
  {
    switch step.action {
    case .becomeFirstResponder(let on):
      try responder(on, step, number).becomeFirstResponder()
      return nil
    case .resignFirstResponder(let on):
      try responder(on, step, number).resignFirstResponder()
      return nil
    case .sendAction(let name, let to, let from):
      let selector = Selector(name)
      let target = try to.map { reference throws(InputError) in
        try responder(reference, step, number)
      }
      let sender = try from.map { reference throws(InputError) in
        try responder(reference, step, number)
      }
      let reached =
        target ?? world.application.routeAction(selector, from: sender).search.target
        as? UIResponder
      let handled = world.application.sendAction(selector, to: target, from: sender, for: nil)
      return ActionReach(target: handled ? reached : nil)
    case .press(let key, let modifiers):
      let outcome = world.device.hand.press(Self.input(for: key), modifiers: Self.flags(modifiers))
      return ActionReach(target: reachedResponder(outcome))
    default:
      return nil
    }
  }

  /// The responder with this id or stable name, or an error at the step.
  private func responder(_ reference: Scenario.Reference, _ step: Scenario.Step, _ number: Int)
    throws(InputError) -> UIResponder
  {
    guard let object = world.object(named: reference.id) else {
      throw error(
        step, number, expected: "the id of a view or controller", found: "\"\(reference.id)\"",
        fix: JSONObjectReader.closest(to: reference.id, in: world.knownNames).map {
          "write \"\($0)\"."
        } ?? "give the view or controller an id.")
    }
    return object
  }

  /// The responder a key press reached, from the names its outcome gives.
  private func reachedResponder(_ outcome: KeyPressOutcome) -> UIResponder? {
    switch outcome {
    case .typed(let field): world.object(named: field)
    case .performed(_, _, let target): world.object(named: target)
    case .systemAction(_, let target): world.object(named: target)
    case .notHandled: nil
    }
  }

  /// The `UIKeyCommand` input for a key as files write it.
  static func input(for key: String) -> String {
    switch key {
    case "escape": UIKeyCommand.inputEscape
    case "return": "\r"
    case "tab": "\t"
    case "space": " "
    case "delete": "\u{8}"
    case "upArrow": UIKeyCommand.inputUpArrow
    case "downArrow": UIKeyCommand.inputDownArrow
    case "leftArrow": UIKeyCommand.inputLeftArrow
    case "rightArrow": UIKeyCommand.inputRightArrow
    default: key
    }
  }

  /// The modifier flags for the names files write.
  static func flags(_ names: [String]) -> UIKeyModifierFlags {
    let table: [String: UIKeyModifierFlags] = [
      "command": .command, "shift": .shift, "control": .control, "option": .alternate,
      "capsLock": .alphaShift,
    ]
    return names.reduce(into: []) { flags, name in flags.formUnion(table[name] ?? []) }
  }
}
