import ResponderLabDiagnostics
import ResponderLabScenarios

/// One argument of a tool: its name, what it holds, and the JSON Schema that says so.
struct ToolParameter {
  /// What an argument holds.
  enum Kind: Equatable {
    /// Any string.
    case string
    /// One of fixed strings.
    case choices([String])
    /// A whole number, 0 or more.
    case count
    /// Any number.
    case number
    /// true or false.
    case flag
    /// Dumps of one moment: an array of `{"name": …, "text": …}`, at least one.
    case dumps
  }

  var name: String
  var kind: Kind
  var description: String
  var isRequired = false
  /// The command-line option the parameter stands for (`--first-responder`), or nil.
  var option: String?

  init(name: String, kind: Kind, description: String, isRequired: Bool = false) {
    self.name = name
    self.kind = kind
    self.description = description
    self.isRequired = isRequired
  }

  /// The parameter standing for a command's option: `--first-responder` is `firstResponder`, of
  /// the same kind, with the same help. Nil for an option that names a file, which a tool takes
  /// as text instead.
  init?(_ option: OptionSpec) {
    let kind: Kind
    switch option.kind {
    case _ where option.valueName == nil: kind = .flag
    case .choices(let choices): kind = .choices(choices)
    case .count: kind = .count
    case .inputFile, .outputFile, .folder: return nil
    default: kind = .string
    }
    let words = option.name.dropFirst(2).split(separator: "-")
    let name =
      (words.first.map(String.init) ?? "")
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    self.init(name: name, kind: kind, description: option.fullHelp)
    self.option = option.name
  }

  /// The parameter's JSON Schema (2020-12).
  var schema: JSONOutput {
    let type: [(String, JSONOutput?)]
    switch kind {
    case .string: type = [("type", .string("string"))]
    case .choices(let choices):
      type = [("type", .string("string")), ("enum", .array(choices.map { .string($0) }))]
    case .count: type = [("type", .string("integer")), ("minimum", .number(0))]
    case .number: type = [("type", .string("number"))]
    case .flag: type = [("type", .string("boolean"))]
    case .dumps:
      type = [
        ("type", .string("array")), ("minItems", .number(1)),
        (
          "items",
          JSONSchema.object(
            [
              (
                "name", JSONSchema.string("The file's name, for messages (default: dump-1.txt, …).")
              ),
              ("text", JSONSchema.string("The dump's text, as lldb printed it.")),
            ], required: ["text"])
        ),
      ]
    }
    return .object(type + [("description", .string(description))])
  }

  /// Why `value` does not fit, or nil.
  func mistake(in value: JSONValue) -> String? {
    let found = value.summary
    switch kind {
    case .string:
      return value.string == nil ? "'\(name)' must be a string; found \(found)." : nil
    case .choices(let choices):
      guard let string = value.string else {
        return "'\(name)' must be one of \(choices.joined(separator: ", ")); found \(found)."
      }
      guard choices.contains(string) else {
        let suggestion = Suggestion.nearest(to: string, in: choices).map {
          " Did you mean '\($0)'?"
        }
        return "'\(name)' must be one of \(choices.joined(separator: ", ")); found '\(string)'."
          + (suggestion ?? "")
      }
      return nil
    case .count:
      guard let number = value.number, number >= 0, number.rounded() == number, number < 1e9 else {
        return "'\(name)' must be a whole number, 0 or more; found \(found)."
      }
      return nil
    case .number:
      return value.number == nil ? "'\(name)' must be a number; found \(found)." : nil
    case .flag:
      return value.bool == nil ? "'\(name)' must be true or false; found \(found)." : nil
    case .dumps:
      guard let elements = value.elements, !elements.isEmpty else {
        return
          "'\(name)' must be an array of one or more {\"name\": …, \"text\": …} objects; found \(found)."
      }
      for (index, element) in elements.enumerated() {
        guard let members = element.members else {
          return
            "'\(name)[\(index)]' must be an object {\"name\": …, \"text\": …}; found \(element.summary)."
        }
        for member in members where !["name", "text"].contains(member.key) {
          return
            "'\(name)[\(index)]' has the unknown key '\(member.key)'; a dump has \"name\" and \"text\"."
        }
        guard element["text"]?.string != nil else {
          return "'\(name)[\(index)].text' must be the dump's text, a string."
        }
        if let name = element["name"], name.string == nil {
          return "'\(self.name)[\(index)].name' must be a string; found \(name.summary)."
        }
      }
      return nil
    }
  }
}

/// Builders for the small JSON Schemas of the tools.
enum JSONSchema {
  static func string(_ description: String? = nil) -> JSONOutput {
    .object([("type", .string("string")), ("description", JSONOutput.string(description))])
  }

  static func integer() -> JSONOutput { .object([("type", .string("integer"))]) }

  static func strings(_ description: String? = nil) -> JSONOutput {
    .object([
      ("type", .string("array")), ("items", string()),
      ("description", JSONOutput.string(description)),
    ])
  }

  static func array(of items: JSONOutput) -> JSONOutput {
    .object([("type", .string("array")), ("items", items)])
  }

  /// A string or null.
  static func optionalString() -> JSONOutput {
    .object([("type", .array([.string("string"), .string("null")]))])
  }

  /// Any JSON object.
  static func anyObject(_ description: String) -> JSONOutput {
    .object([("type", .string("object")), ("description", .string(description))])
  }

  static func object(
    _ properties: [(String, JSONOutput)], required: [String] = [], closed: Bool = false
  ) -> JSONOutput {
    .object([
      ("type", .string("object")),
      ("properties", .object(properties.map { JSONOutput.Member($0.0, $0.1) })),
      ("required", required.isEmpty ? nil : .array(required.map { .string($0) })),
      ("additionalProperties", closed ? .bool(false) : nil),
    ])
  }
}
