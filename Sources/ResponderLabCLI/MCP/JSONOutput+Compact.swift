import ResponderLabDiagnostics
import ResponderLabScenarios

extension JSONOutput {
  /// `{}`.
  static var emptyObject: JSONOutput { .object([Member]()) }

  /// The document on one line, without spaces: how a message of the Model Context Protocol's
  /// standard-input transport is written. Strings escape their line breaks, so the text never holds
  /// one.
  ///
  /// Written with a work list instead of recursion, like ``rendered(indent:)``.
  var compactText: String {
    enum Step {
      case value(JSONOutput)
      case text(String)
    }
    var result = ""
    var work: [Step] = [.value(self)]
    while let step = work.popLast() {
      switch step {
      case .text(let text): result += text
      case .value(.null): result += "null"
      case .value(.bool(let value)): result += value ? "true" : "false"
      case .value(.number(let value)): result += Self.numberText(value)
      case .value(.string(let value)): result += Self.quote(value)
      case .value(.array(let elements)):
        result += "["
        work.append(.text("]"))
        for (index, element) in elements.enumerated().reversed() {
          work.append(.value(element))
          if index > 0 { work.append(.text(",")) }
        }
      case .value(.object(let members)):
        result += "{"
        work.append(.text("}"))
        for (index, member) in members.enumerated().reversed() {
          work.append(.value(member.value))
          work.append(.text((index > 0 ? "," : "") + Self.quote(member.key) + ":"))
        }
      }
    }
    return result
  }

  /// A number as ``rendered(indent:)`` writes it: whole numbers without a fraction; a value JSON
  /// cannot hold (infinite, not a number) as null.
  static func numberText(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// The members of an object, or nil.
  var members: [Member]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The value of the member named `key`, for an object.
  subscript(key: String) -> JSONOutput? {
    members?.first { $0.key == key }?.value
  }
}

extension JSONValue {
  /// The same value, to write back: read JSON becomes JSON to send.
  var output: JSONOutput {
    switch kind {
    case .null: .null
    case .bool(let value): .bool(value)
    case .number(let value): .number(value)
    case .string(let value): .string(value)
    case .array(let elements): .array(elements.map(\.output))
    case .object(let members): .object(members.map { JSONOutput.Member($0.key, $0.value.output) })
    }
  }
}
