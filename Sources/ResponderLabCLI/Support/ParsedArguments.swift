/// An option a command accepts: `--format vc`, `--addresses`.
struct OptionSpec: Sendable {
  var name: String
  /// The placeholder of the value, or nil for a flag.
  var valueName: String?
  var help: String
  /// The values the option accepts, for validation and shell completion; empty means any.
  var choices: [String] = []
}

/// A command line taken apart: positional arguments, option values and flags.
struct ParsedArguments {
  var positionals: [String] = []
  var values: [String: String] = [:]
  var flags: Set<String> = []

  func value(_ name: String) -> String? { values[name] }
  func has(_ name: String) -> Bool { flags.contains(name) }

  /// Reads `arguments` against `options`. `--help`/`-h` is always accepted.
  static func parse(_ arguments: [String], options: [OptionSpec]) -> Result<
    ParsedArguments, UsageError
  > {
    var parsed = ParsedArguments()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "-h" || argument == "--help" {
        parsed.flags.insert("--help")
        continue
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positionals.append(argument)
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        return .failure(UsageError(message: "Unknown option '\(name)'."))
      }
      guard let valueName = spec.valueName else {
        parsed.flags.insert(name)
        continue
      }
      guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
        return .failure(UsageError(message: "Missing value for '\(name) <\(valueName)>'."))
      }
      if inlineValue == nil { index += 1 }
      if !spec.choices.isEmpty, !spec.choices.contains(value) {
        return .failure(
          UsageError(
            message:
              "The value '\(value)' is invalid for '\(name) <\(valueName)>'. Choose one of: \(spec.choices.joined(separator: ", "))."
          ))
      }
      parsed.values[name] = value
    }
    return .success(parsed)
  }
}

/// A mistake on the command line; the tool prints it with the command's help and exits 64.
struct UsageError: Error {
  var message: String
}
