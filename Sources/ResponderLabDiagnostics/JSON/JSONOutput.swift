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

  /// How many levels are indented; deeper levels keep this indentation, so that the text of a very
  /// deep document grows with its size, not with the square of its depth.
  public static let maximumIndentation = 64

  /// The document as text, indented by two spaces a level (up to ``maximumIndentation`` levels),
  /// ending without a newline.
  ///
  /// Written with a work list instead of recursion, so that a deep document cannot overflow the stack.
  public func rendered(indent: Int = 0) -> String {
    enum Step {
      case value(JSONOutput, indent: Int)
      case text(String)
    }
    func padding(_ level: Int) -> String {
      String(repeating: "  ", count: min(level, Self.maximumIndentation))
    }
    var result = ""
    var work: [Step] = [.value(self, indent: indent)]
    while let step = work.popLast() {
      guard case .value(let value, let indent) = step else {
        if case .text(let text) = step { result += text }
        continue
      }
      let pad = padding(indent)
      let inner = padding(indent + 1)
      switch value {
      case .null, .bool, .number, .string:
        result += value.scalarText
      case .array(let elements):
        if elements.isEmpty {
          result += "[]"
        } else if elements.allSatisfy(\.isScalar), elements.count <= 8 {
          result += "[" + elements.map(\.scalarText).joined(separator: ", ") + "]"
        } else {
          result += "[\n"
          work.append(.text("\n\(pad)]"))
          for (index, element) in elements.enumerated().reversed() {
            work.append(.value(element, indent: indent + 1))
            work.append(.text(index == 0 ? inner : ",\n" + inner))
          }
        }
      case .object(let members):
        if members.isEmpty {
          result += "{}"
        } else {
          result += "{\n"
          work.append(.text("\n\(pad)}"))
          for (index, member) in members.enumerated().reversed() {
            work.append(.value(member.value, indent: indent + 1))
            work.append(.text((index == 0 ? inner : ",\n" + inner) + Self.quote(member.key) + ": "))
          }
        }
      }
    }
    return result
  }

  /// The text of a scalar; empty for arrays and objects.
  private var scalarText: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
      return String(value)
    case .string(let value): return Self.quote(value)
    case .array, .object: return ""
    }
  }

  /// Lets go of a document without recursion, so that freeing a very deep one cannot overflow the
  /// stack, as freeing nested values one inside another would.
  public static func release(_ document: consuming JSONOutput) {
    var work: [JSONOutput] = [consume document]
    while let value = work.popLast() {
      // NB: the children are held by the work list before `value` goes, so that freeing `value`
      // frees one level only.
      switch value {
      case .array(let elements): work.append(contentsOf: elements)
      case .object(let members): work.append(contentsOf: members.map(\.value))
      case .null, .bool, .number, .string: break
      }
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// A JSON string literal.
  ///
  /// NB: written byte by byte: only ASCII is escaped, and no byte of a longer UTF-8 sequence is
  /// ASCII. A text with nothing to escape (most of them) is copied whole.
  public static func quote(_ text: String) -> String {
    guard text.utf8.contains(where: needsEscape) else { return "\"" + text + "\"" }
    var result: [UInt8] = [UInt8(ascii: "\"")]
    result.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): result += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): result += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case UInt8(ascii: "\n"): result += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): result += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case UInt8(ascii: "\t"): result += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case ..<0x20:
        // `\u` and four lowercase hex digits, the first two zero.
        result += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
      default: result.append(byte)
      }
    }
    result.append(UInt8(ascii: "\""))
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether a byte of UTF-8 text is written escaped in a JSON string: a quote, a backslash or a
  /// control character.
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
