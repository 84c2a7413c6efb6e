// Reading what a scenario's controllers do with actions and key commands (FIDELITY 11.12, 11.15).

extension ScenarioLoader {
  /// Reads a controller's `"performs"` (selectors, plain controllers only) and `"keyCommands"`.
  func responderKeys(_ reader: JSONObjectReader, kind: Scenario.Controller.Kind)
    throws(InputError) -> ([String], [Scenario.KeyCommand])
  {
    var performs: [String] = []
    if let written = reader["performs"] {
      guard kind == .plain else {
        throw reader.error(
          at: written, expected: "\"performs\" only on a plain controller",
          fix: "move the action methods to a plain controller, or remove \"performs\".")
      }
      for (selector, position) in try reader.strings("performs") ?? [] {
        try StepReader.checkSelector(
          selector, at: JSONValue(kind: .string(selector), position: position), reader: reader)
        performs.append(selector)
      }
    }
    var commands: [Scenario.KeyCommand] = []
    for value in try array(reader["keyCommands"], what: "keyCommands") {
      let command = try JSONObjectReader(
        value, what: "a key command", file: file, keys: ScenarioKeys.keyCommand)
      let action = try command.requiredString("action")
      try StepReader.checkSelector(action, at: command.required("action"), reader: command)
      commands.append(
        Scenario.KeyCommand(
          input: try StepReader.key(
            command.requiredString("input"), at: command.required("input"), reader: command),
          modifiers: try StepReader.modifiers(command, key: "modifiers"), action: action,
          title: try command.string("title")))
    }
    return (performs, commands)
  }
}
