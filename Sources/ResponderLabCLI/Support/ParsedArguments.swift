/// A command line taken apart against a command's declaration: positional arguments, option
/// values and flags, each checked.
struct ParsedArguments {
  /// The arguments as given, for a command that reads them again itself.
  var raw: [String] = []
  /// The subcommand word (`check` of `learn check 3`), when the command has subcommands.
  var subcommand: String?
  /// The positional arguments after the subcommand word.
  var positionals: [String] = []
  var values: [String: String] = [:]
  var flags: Set<String> = []

  func value(_ name: String) -> String? { values[name] }
  func has(_ name: String) -> Bool { flags.contains(name) }

  /// Reads `arguments` against `command`. `--help`/`-h` is always accepted and wins over every
  /// other mistake but an unknown option; `--` ends the options.
  static func parse(_ arguments: [String], for command: CommandSpec) -> Result<
    ParsedArguments, UsageError
  > {
    var parsed = ParsedArguments(raw: arguments)
    var words: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        words.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        parsed.flags.insert("--help")
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = command.option(name) else {
        let known = command.options.map(\.name) + ["--help"]
        return .failure(
          UsageError(
            "Unknown option '\(name)'", suggestion: Suggestion.nearest(to: name, in: known)))
      }
      guard spec.valueName != nil else {
        parsed.flags.insert(name)
        continue
      }
      guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
        return .failure(UsageError("Missing value for '\(spec.synopsis)'"))
      }
      if inlineValue == nil { index += 1 }
      if let error = check(value, kind: spec.kind, subject: spec.synopsis, noun: nil) {
        return .failure(error)
      }
      parsed.values[name] = value
    }
    if parsed.has("--help") { return .success(parsed) }
    var declared = command.arguments
    if !command.subcommands.isEmpty, let first = words.first {
      guard let subcommand = command.subcommand(first) else {
        return .failure(
          .invalidValue(
            first, for: "<subcommand>", noun: "\(command.name) subcommand",
            choices: command.subcommands.map(\.name)))
      }
      parsed.subcommand = first
      declared = subcommand.arguments
      words.removeFirst()
    }
    if let error = assign(words, to: declared, in: &parsed) {
      var error = error
      error.subcommand = parsed.subcommand
      return .failure(error)
    }
    for option in command.options where option.isRequired && parsed.values[option.name] == nil {
      return .failure(UsageError("Missing expected option '\(option.synopsis)'"))
    }
    return .success(parsed)
  }

  /// Reads `arguments` against `options` alone, taking every other word as a positional argument.
  static func parse(_ arguments: [String], options: [OptionSpec]) -> Result<
    ParsedArguments, UsageError
  > {
    let words = ArgumentSpec(
      name: "argument", help: "", isOptional: true, isRepeating: true)
    return parse(
      arguments, for: CommandSpec(name: "", abstract: "", arguments: [words], options: options))
  }

  /// Matches the positional words with the declared arguments, checking each.
  private static func assign(
    _ words: [String], to declared: [ArgumentSpec], in parsed: inout ParsedArguments
  ) -> UsageError? {
    var remaining = words[...]
    for argument in declared {
      guard !remaining.isEmpty else {
        if argument.isOptional { break }
        return UsageError("Missing expected argument '<\(argument.name)>'")
      }
      let taken = argument.isRepeating ? remaining : remaining.prefix(1)
      for value in taken {
        if let error = check(
          value, kind: argument.kind, subject: "<\(argument.name)>", noun: argument.noun)
        {
          return error
        }
      }
      parsed.positionals += taken
      remaining = remaining.dropFirst(taken.count)
    }
    if let extra = remaining.first {
      return UsageError("Unexpected argument '\(extra)'")
    }
    return nil
  }

  /// The mistake in `value` for its kind, if any.
  private static func check(_ value: String, kind: ValueKind, subject: String, noun: String?)
    -> UsageError?
  {
    switch kind {
    case .choices(let choices) where !choices.contains(value):
      return .invalidValue(value, for: subject, noun: noun, choices: choices)
    case .count where Int(value).map { $0 < 0 } ?? true:
      return UsageError(
        "The value '\(value)' is invalid for '\(subject)'", detail: "Write a whole number.")
    case .exercise:
      if case .failure(let error) = ExerciseArgument.number(value) { return error }
      return nil
    default:
      return nil
    }
  }
}
