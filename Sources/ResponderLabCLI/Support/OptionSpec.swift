/// An option a command accepts: `--format vc`, `--addresses`.
struct OptionSpec: Sendable {
  var name: String
  /// The placeholder of the value, or nil for a flag.
  var valueName: String?
  var help: String
  /// What the value is: how it is checked and completed. Ignored for a flag.
  var kind: ValueKind = .text
  /// The value used when the option is absent, shown in the help.
  var defaultValue: String?
  /// Whether the command cannot run without it.
  var isRequired = false

  /// Creates an option; `choices` makes its kind `.choices`.
  init(
    name: String, valueName: String? = nil, help: String, kind: ValueKind = .text,
    choices: [String] = [], defaultValue: String? = nil, isRequired: Bool = false
  ) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.kind = choices.isEmpty ? kind : .choices(choices)
    self.defaultValue = defaultValue
    self.isRequired = isRequired
  }

  /// The values the option accepts; empty means any.
  var choices: [String] { kind.choices }

  /// `--format <format>`, or `--addresses` for a flag.
  var synopsis: String {
    name + (valueName.map { " <\($0)>" } ?? "")
  }

  /// The help with the choices and the default, as argument-parser shows them.
  var fullHelp: String {
    var notes: [String] = []
    if !choices.isEmpty { notes.append("values: " + choices.joined(separator: ", ")) }
    if let defaultValue { notes.append("default: " + defaultValue) }
    return notes.isEmpty ? help : help + " (" + notes.joined(separator: "; ") + ")"
  }
}

extension OptionSpec {
  /// The same option, which the command cannot run without.
  func required() -> OptionSpec {
    var copy = self
    copy.isRequired = true
    return copy
  }
}
