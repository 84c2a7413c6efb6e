// Steps that work the first responder, actions and key presses (FIDELITY 11).

extension StepReader {
  /// Reads a `becomeFirstResponder`, `resignFirstResponder`, `sendAction` or `press` step.
  func responderStep(
    _ action: String, reader: JSONObjectReader, loader: ScenarioLoader, what: String
  ) throws(InputError) -> (Scenario.Step.Action, String) {
    func ref(_ key: String) throws(InputError) -> Scenario.Reference? {
      try reader[key].map { value throws(InputError) in
        try loader.reference(value, what: "\"\(key)\" of \(what)")
      }
    }
    switch action {
    case "becomeFirstResponder", "resignFirstResponder":
      let on = try loader.reference(try reader.required("on"), what: "\"on\" of \(what)")
      return action == "becomeFirstResponder"
        ? (.becomeFirstResponder(on), "make \(on.id) first responder")
        : (.resignFirstResponder(on), "resign \(on.id)")
    case "sendAction":
      let selector = try reader.requiredString("selector")
      try Self.checkSelector(selector, at: reader.required("selector"), reader: reader)
      let (to, from) = (try ref("to"), try ref("from"))
      let summary =
        "send \(selector) to \(to?.id ?? "the responder chain")"
        + (from.map { " from \($0.id)" } ?? "")
      return (.sendAction(selector: selector, to: to, from: from), summary)
    default:
      let key = try Self.key(
        reader.requiredString("key"), at: reader.required("key"), reader: reader)
      let modifiers = try Self.modifiers(reader, key: "modifiers")
      let held = modifiers.isEmpty ? "" : modifiers.joined(separator: "+") + "+"
      return (.press(key: key, modifiers: modifiers), "press \(held)\(key)")
    }
  }

  /// Refuses a selector that is not spelled as Objective-C spells one: `copy:`, `save:`,
  /// `refresh`.
  static func checkSelector(_ selector: String, at value: JSONValue, reader: JSONObjectReader)
    throws(InputError)
  {
    let allowed = selector.allSatisfy { $0.isLetter || $0.isNumber || $0 == ":" || $0 == "_" }
    guard !selector.isEmpty, allowed, selector.first?.isNumber == false, selector.first != ":"
    else {
      throw reader.error(
        at: value, expected: "a selector as Objective-C spells it, such as \"copy:\"",
        fix: "write the method's name with one colon per argument: \"save:\", \"refresh\".")
    }
  }

  /// A key: one character, or one of ``Scenario/specialKeys``.
  static func key(_ key: String, at value: JSONValue, reader: JSONObjectReader)
    throws(InputError) -> String
  {
    guard key.count == 1 || Scenario.specialKeys.contains(key) else {
      let suggestion = JSONObjectReader.closest(to: key, in: Scenario.specialKeys)
      throw reader.error(
        at: value,
        expected:
          "one character or a key name (\(Scenario.specialKeys.joined(separator: ", ")))",
        fix: suggestion.map { "write \"\($0)\"." } ?? "write e.g. \"s\" or \"escape\".")
    }
    return key
  }

  /// The modifier names under `key`, each one of ``Scenario/keyModifiers``.
  static func modifiers(_ reader: JSONObjectReader, key: String) throws(InputError) -> [String] {
    guard let names = try reader.strings(key) else { return [] }
    var result: [String] = []
    for (name, position) in names {
      guard Scenario.keyModifiers.contains(name) else {
        let suggestion = JSONObjectReader.closest(to: name, in: Scenario.keyModifiers)
        throw InputError(
          file: reader.file, position: position,
          expected: "a modifier: \(Scenario.keyModifiers.joined(separator: ", "))",
          found: "\"\(name)\"",
          fix: suggestion.map { "write \"\($0)\"." } ?? "pick one of them.")
      }
      result.append(name)
    }
    return result
  }
}
