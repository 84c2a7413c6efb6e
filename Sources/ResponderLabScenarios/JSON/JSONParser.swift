/// A strict JSON reader (RFC 8259) that records the line and column of every value and reports
/// mistakes as ``InputError``s that say where, what was expected and how to fix it.
///
/// Duplicate keys in one object are reported too, which `JSONSerialization` silently accepts.
public struct JSONParser {
  private let characters: [Character]
  private let file: String
  private var index = 0
  private var line = 1
  private var column = 1
  /// How deep arrays and objects may nest before the reader refuses, as a guard for the stack.
  public static let maximumDepth = 200

  /// Creates a reader for `text`, which came from `file`.
  public init(text: String, file: String) {
    self.characters = Array(text)
    self.file = file
  }

  /// Reads the whole text as one JSON value.
  public static func parse(_ text: String, file: String) throws(InputError) -> JSONValue {
    var parser = JSONParser(text: text, file: file)
    return try parser.parseDocument()
  }

  mutating func parseDocument() throws(InputError) -> JSONValue {
    skipWhitespace()
    let value = try parseValue(depth: 0)
    skipWhitespace()
    if index < characters.count {
      throw error(
        expected: "the end of the file after the top-level value", found: describeCurrent(),
        fix: "remove the extra text, or wrap several values in an array.")
    }
    return value
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(InputError) -> JSONValue {
    let position = here
    guard depth < Self.maximumDepth else {
      throw error(
        expected: "at most \(Self.maximumDepth) nested arrays or objects",
        found: "deeper nesting", fix: "flatten the structure.")
    }
    guard let character = current else {
      throw error(
        expected: "a value (object, array, string, number, true, false or null)",
        found: "the end of the file", fix: "complete the file; it looks truncated.")
    }
    switch character {
    case "{": return JSONValue(kind: .object(try parseObject(depth: depth)), position: position)
    case "[": return JSONValue(kind: .array(try parseArray(depth: depth)), position: position)
    case "\"": return JSONValue(kind: .string(try parseString()), position: position)
    case "t", "f", "n": return JSONValue(kind: try parseKeyword(), position: position)
    case "-", "0"..."9": return JSONValue(kind: .number(try parseNumber()), position: position)
    default:
      throw error(
        expected: "a value (object, array, string, number, true, false or null)",
        found: describeCurrent(),
        fix: character == "'"
          ? "use double quotes for strings." : "write a JSON value here.")
    }
  }

  private mutating func parseObject(depth: Int) throws(InputError) -> [JSONValue.Member] {
    advance()  // {
    var members: [JSONValue.Member] = []
    skipWhitespace()
    if current == "}" {
      advance()
      return members
    }
    while true {
      skipWhitespace()
      let keyPosition = here
      guard current == "\"" else {
        throw error(
          expected: "a key in double quotes", found: describeCurrent(),
          fix: current == "}"
            ? "remove the comma before '}' (JSON allows no trailing comma)."
            : "quote the key, as in \"id\": ….")
      }
      let key = try parseString()
      if let earlier = members.first(where: { $0.key == key }) {
        throw InputError(
          file: file, position: keyPosition,
          expected: "each key once per object",
          found: "a second \"\(key)\" (the first is at \(earlier.keyPosition))",
          fix: "remove one of the two \"\(key)\" members.")
      }
      skipWhitespace()
      guard current == ":" else {
        throw error(
          expected: "':' after the key \"\(key)\"", found: describeCurrent(),
          fix: "write \"\(key)\": followed by its value.")
      }
      advance()
      skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: value))
      skipWhitespace()
      switch current {
      case ",": advance()
      case "}":
        advance()
        return members
      default:
        throw error(
          expected: "',' or '}' after the value of \"\(key)\"", found: describeCurrent(),
          fix: current == nil
            ? "close the object with '}'; the file looks truncated."
            : "separate members with commas.")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(InputError) -> [JSONValue] {
    advance()  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == "]" {
      advance()
      return elements
    }
    while true {
      skipWhitespace()
      if current == "]" {
        throw error(
          expected: "a value after ','", found: "']'",
          fix: "remove the comma before ']' (JSON allows no trailing comma).")
      }
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      switch current {
      case ",": advance()
      case "]":
        advance()
        return elements
      default:
        throw error(
          expected: "',' or ']' in an array", found: describeCurrent(),
          fix: current == nil
            ? "close the array with ']'; the file looks truncated."
            : "separate elements with commas.")
      }
    }
  }

  private mutating func parseString() throws(InputError) -> String {
    advance()  // "
    var result = ""
    while let character = current {
      switch character {
      case "\"":
        advance()
        return result
      case "\\":
        advance()
        result.append(try parseEscape())
      case "\n", "\r", "\t":
        throw error(
          expected: "a closing '\"' before the end of the line", found: "a raw control character",
          fix: "close the string, or write the character as an escape (\\n, \\t).")
      default:
        result.append(character)
        advance()
      }
    }
    throw error(
      expected: "a closing '\"'", found: "the end of the file",
      fix: "close the string; the file looks truncated.")
  }

  private mutating func parseEscape() throws(InputError) -> Character {
    guard let character = current else {
      throw error(
        expected: "an escape after '\\'", found: "the end of the file",
        fix: "complete the escape.")
    }
    advance()
    switch character {
    case "\"": return "\""
    case "\\": return "\\"
    case "/": return "/"
    case "b": return "\u{8}"
    case "f": return "\u{c}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      var code: UInt32 = 0
      for _ in 0..<4 {
        guard let digit = current?.hexDigitValue else {
          throw error(
            expected: "four hexadecimal digits after \\u", found: describeCurrent(),
            fix: "write the escape as \\u00e9.")
        }
        code = code * 16 + UInt32(digit)
        advance()
      }
      // A character beyond the Basic Multilingual Plane is escaped as a UTF-16 surrogate pair,
      // "\ud83d\ude00", as JSON writers that escape everything (Python's json) write emoji.
      if (0xD800..<0xDC00).contains(code), let low = lowSurrogateEscape() {
        for _ in 0..<6 { advance() }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      }
      return Character(Unicode.Scalar(code) ?? "\u{FFFD}")
    default:
      throw error(
        expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u", found: "'\\\(character)'",
        fix: "escape the backslash itself as \\\\.")
    }
  }

  private mutating func parseKeyword() throws(InputError) -> JSONValue.Kind {
    let start = here
    var word = ""
    while let character = current, character.isLetter {
      word.append(character)
      advance()
    }
    switch word {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default:
      throw InputError(
        file: file, position: start, expected: "true, false or null", found: "'\(word)'",
        fix: "write a JSON literal in lower case, or quote the text as a string.")
    }
  }

  private mutating func parseNumber() throws(InputError) -> Double {
    let start = here
    var text = ""
    while let character = current, "+-0123456789.eE".contains(character) {
      text.append(character)
      advance()
    }
    guard Self.isJSONNumber(text), let value = Double(text) else {
      throw InputError(
        file: file, position: start, expected: "a number", found: "'\(text)'",
        fix: "write numbers as JSON does: 12, -3.5, 1e3 (no leading zeros, no trailing dot).")
    }
    return value
  }

  /// Whether `text` is a number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  ///
  /// NB: checked by hand rather than with a regex literal, which is compiled again at each use and
  /// cost more than the rest of a scenario's parse.
  static func isJSONNumber(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    func digits() -> Int {
      let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    func eat(_ characters: String) -> Bool {
      guard let first = bytes.first, characters.utf8.contains(first) else { return false }
      bytes = bytes.dropFirst()
      return true
    }
    _ = eat("-")
    if bytes.first == UInt8(ascii: "0") {
      bytes = bytes.dropFirst()
    } else if digits() == 0 {
      return false
    }
    if eat("."), digits() == 0 { return false }
    if eat("eE") {
      _ = eat("+-")
      if digits() == 0 { return false }
    }
    return bytes.isEmpty
  }

  // MARK: - Reading characters

  private var current: Character? { index < characters.count ? characters[index] : nil }

  /// The low surrogate of a `\uDC00`–`\uDFFF` escape starting at the current character, if
  /// there is one.
  private func lowSurrogateEscape() -> UInt32? {
    guard index + 6 <= characters.count, characters[index] == "\\", characters[index + 1] == "u"
    else { return nil }
    var code: UInt32 = 0
    for character in characters[(index + 2)..<(index + 6)] {
      guard let digit = character.hexDigitValue else { return nil }
      code = code * 16 + UInt32(digit)
    }
    return (0xDC00..<0xE000).contains(code) ? code : nil
  }

  private var here: SourcePosition { SourcePosition(line: line, column: column) }

  private mutating func advance() {
    guard index < characters.count else { return }
    if characters[index] == "\n" || characters[index] == "\r\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  private mutating func skipWhitespace() {
    while let character = current, character == " " || character == "\t" || character.isNewline {
      advance()
    }
  }

  private func describeCurrent() -> String {
    guard let current else { return "the end of the file" }
    if current.isNewline { return "the end of the line" }
    return "'\(current)'"
  }

  private func error(expected: String, found: String, fix: String) -> InputError {
    InputError(file: file, position: here, expected: expected, found: found, fix: fix)
  }
}
