import Foundation

/// A JSON document to write, with object members kept in the order given, so that output is stable
/// and diffs read well.
public indirect enum JSONOutput: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; whole numbers print without a fraction.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONOutput])
  /// An object, members in order.
  case object([Member])

  /// One member of an object.
  public struct Member: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONOutput

    /// Creates a member.
    public init(_ key: String, _ value: JSONOutput) {
      self.key = key
      self.value = value
    }
  }

  /// An object from key–value pairs, dropping the pairs whose value is nil.
  public static func object(_ pairs: [(String, JSONOutput?)]) -> JSONOutput {
    .object(pairs.compactMap { key, value in value.map { Member(key, $0) } })
  }

  /// A string, or nil for nil.
  public static func string(_ value: String?) -> JSONOutput? {
    value.map { .string($0) }
  }

  /// The document as text, indented by two spaces a level, ending without a newline.
  public func rendered(indent: Int = 0) -> String {
    let pad = String(repeating: "  ", count: indent)
    let inner = String(repeating: "  ", count: indent + 1)
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
      return String(value)
    case .string(let value): return Self.quote(value)
    case .array(let elements):
      if elements.isEmpty { return "[]" }
      if elements.allSatisfy(\.isScalar), elements.count <= 8 {
        return "[" + elements.map { $0.rendered() }.joined(separator: ", ") + "]"
      }
      return "[\n"
        + elements.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n")
        + "\n\(pad)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{\n"
        + members.map { inner + Self.quote($0.key) + ": " + $0.value.rendered(indent: indent + 1) }
        .joined(separator: ",\n") + "\n\(pad)}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// A JSON string literal.
  public static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        result += String(format: "\\u%04x", control.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
