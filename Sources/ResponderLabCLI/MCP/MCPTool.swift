import ResponderLabDiagnostics
import ResponderLabScenarios

/// A tool of the server: its declaration for `tools/list` and what a call does.
@MainActor
struct MCPTool {
  var name: String
  var title: String
  var description: String
  var parameters: [ToolParameter]
  /// The JSON Schema of the structured result.
  var outputSchema: JSONOutput
  /// Runs the tool on checked arguments.
  var run: @MainActor (ToolArguments, MCPSession) -> ToolOutcome

  /// The declaration `tools/list` lists.
  var declaration: JSONOutput {
    let required = parameters.filter(\.isRequired).map(\.name)
    let input = JSONSchema.object(
      parameters.map { ($0.name, $0.schema) }, required: required, closed: true)
    return .object([
      ("name", .string(name)), ("title", .string(title)), ("description", .string(description)),
      ("inputSchema", input), ("outputSchema", outputSchema),
      ("annotations", .object([("readOnlyHint", .bool(true)), ("openWorldHint", .bool(false))])),
    ])
  }

  /// The arguments, checked against the parameters, or what is wrong with them.
  func check(_ arguments: JSONValue?) -> Result<ToolArguments, ToolFailure> {
    let members = arguments?.members ?? []
    let names = parameters.map(\.name)
    var values: [String: JSONValue] = [:]
    for member in members {
      guard let parameter = parameters.first(where: { $0.name == member.key }) else {
        let suggestion = Suggestion.nearest(to: member.key, in: names)
        let known = names.isEmpty ? "none" : names.joined(separator: ", ")
        return .failure(
          ToolFailure(
            "Unknown argument '\(member.key)' of \(name)"
              + (suggestion.map { "; did you mean '\($0)'?" } ?? ".") + " Its arguments: \(known)."
          ))
      }
      if let mistake = parameter.mistake(in: member.value) {
        return .failure(ToolFailure(mistake))
      }
      values[member.key] = member.value
    }
    for parameter in parameters where parameter.isRequired && values[parameter.name] == nil {
      return .failure(
        ToolFailure("Missing argument '\(parameter.name)' of \(name): \(parameter.description)"))
    }
    let commandLine = parameters.compactMap { parameter -> String? in
      guard let option = parameter.option, let value = values[parameter.name] else { return nil }
      switch value.kind {
      case .bool(let on): return on ? option : nil
      case .number(let number): return option + "=" + JSONOutput.numberText(number)
      case .string(let text): return option + "=" + text
      default: return nil
      }
    }
    return .success(ToolArguments(values: values, commandLine: commandLine))
  }
}

/// A tool's arguments, checked against its parameters.
struct ToolArguments {
  var values: [String: JSONValue]
  /// The command-line options the arguments stand for, each `--name=value` or a flag.
  var commandLine: [String] = []

  func string(_ name: String) -> String? { values[name]?.string }
  func flag(_ name: String) -> Bool { values[name]?.bool ?? false }
  func number(_ name: String) -> Double? { values[name]?.number }
  func count(_ name: String) -> Int? { values[name]?.number.map { Int($0) } }

  /// The dumps of a `.dumps` argument, each with its name, or nil.
  func dumps(_ name: String) -> [(name: String?, text: String)]? {
    values[name]?.elements?.compactMap { element in
      element["text"]?.string.map { (element["name"]?.string, $0) }
    }
  }
}

/// A tool call that could not do its work: the message the caller reads (a tool execution error).
struct ToolFailure: Error, Equatable {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}

/// What a tool call gives back: its structured result, or a failure.
typealias ToolOutcome = Result<JSONOutput, ToolFailure>
