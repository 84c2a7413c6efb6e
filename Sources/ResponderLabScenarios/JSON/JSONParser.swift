/// A strict JSON reader (RFC 8259) that records the line and column of every value and reports
/// mistakes as ``InputError``s that say where, what was expected and how to fix it.
///
/// Duplicate keys in one object are reported too, which `JSONSerialization` silently accepts.
/// The reader works on the text's UTF-8 bytes; columns count characters, as an editor shows them.
public struct JSONParser {
  private var cursor: JSONTextCursor
  private let file: String
  /// How deep arrays and objects may nest before the reader refuses, as a guard for the stack.
  public static let maximumDepth = 200

  /// Creates a reader for `text`, which came from `file`.
  public init(text: String, file: String) {
    self.cursor = JSONTextCursor(text)
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
    if !cursor.isAtEnd {
      throw error(
        expected: "the end of the file after the top-level value", found: describeCurrent(),
        fix: "remove the extra text, or wrap several values in an array.")
    }
    return value
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(InputError) -> JSONValue {
    let position = cursor.position()
    guard depth < Self.maximumDepth else {
      throw error(
        expected: "at most \(Self.maximumDepth) nested arrays or objects",
        found: "deeper nesting", fix: "flatten the structure.")
    }
    guard let byte = cursor.current else {
      throw error(
        expected: "a value (object, array, string, number, true, false or null)",
        found: "the end of the file", fix: "complete the file; it looks truncated.")
    }
    switch byte {
    case UInt8(ascii: "{"):
      return JSONValue(kind: .object(try parseObject(depth: depth)), position: position)
    case UInt8(ascii: "["):
      return JSONValue(kind: .array(try parseArray(depth: depth)), position: position)
    case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), position: position)
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      return JSONValue(kind: try parseKeyword(), position: position)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(kind: .number(try parseNumber()), position: position)
    default:
      throw error(
        expected: "a value (object, array, string, number, true, false or null)",
        found: describeCurrent(),
        fix: byte == UInt8(ascii: "'")
          ? "use double quotes for strings." : "write a JSON value here.")
    }
  }

  private mutating func parseObject(depth: Int) throws(InputError) -> [JSONValue.Member] {
    cursor.advance()  // {
    var members: [JSONValue.Member] = []
    // NB: keys are looked up in a dictionary once an object is big enough for it to pay.
    var keyIndex: [String: Int] = [:]
    skipWhitespace()
    if cursor.isAt("}") {
      cursor.advance()
      return members
    }
    while true {
      skipWhitespace()
      let keyPosition = cursor.position()
      guard cursor.isAt("\"") else {
        throw error(
          expected: "a key in double quotes", found: describeCurrent(),
          fix: cursor.isAt("}")
            ? "remove the comma before '}' (JSON allows no trailing comma)."
            : "quote the key, as in \"id\": ….")
      }
      let key = try parseString()
      let earlier =
        members.count < 16
        ? members.firstIndex { $0.key == key } : keyIndex[key]
      if let earlier {
        throw InputError(
          file: file, position: keyPosition,
          expected: "each key once per object",
          found: "a second \"\(key)\" (the first is at \(members[earlier].keyPosition))",
          fix: "remove one of the two \"\(key)\" members.")
      }
      skipWhitespace()
      guard cursor.isAt(":") else {
        throw error(
          expected: "':' after the key \"\(key)\"", found: describeCurrent(),
          fix: "write \"\(key)\": followed by its value.")
      }
      cursor.advance()
      skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: value))
      if members.count == 16 {
        for (index, member) in members.enumerated() { keyIndex[member.key] = index }
      } else if members.count > 16 {
        keyIndex[key] = members.count - 1
      }
      skipWhitespace()
      switch cursor.current {
      case UInt8(ascii: ","): cursor.advance()
      case UInt8(ascii: "}"):
        cursor.advance()
        return members
      default:
        throw error(
          expected: "',' or '}' after the value of \"\(key)\"", found: describeCurrent(),
          fix: cursor.isAtEnd
            ? "close the object with '}'; the file looks truncated."
            : "separate members with commas.")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(InputError) -> [JSONValue] {
    cursor.advance()  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if cursor.isAt("]") {
      cursor.advance()
      return elements
    }
    while true {
      skipWhitespace()
      if cursor.isAt("]") {
        throw error(
          expected: "a value after ','", found: "']'",
          fix: "remove the comma before ']' (JSON allows no trailing comma).")
      }
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      switch cursor.current {
      case UInt8(ascii: ","): cursor.advance()
      case UInt8(ascii: "]"):
        cursor.advance()
        return elements
      default:
        throw error(
          expected: "',' or ']' in an array", found: describeCurrent(),
          fix: cursor.isAtEnd
            ? "close the array with ']'; the file looks truncated."
            : "separate elements with commas.")
      }
    }
  }

  private mutating func parseString() throws(InputError) -> String {
    cursor.advance()  // "
    var result = ""
    var runStart = cursor.index
    while let byte = cursor.current {
      switch byte {
      case UInt8(ascii: "\""):
        result += cursor.text(from: runStart)
        cursor.advance()
        return result
      case UInt8(ascii: "\\"):
        result += cursor.text(from: runStart)
        cursor.advance()
        result.unicodeScalars.append(try parseEscape())
        runStart = cursor.index
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        throw error(
          expected: "a closing '\"' before the end of the line", found: "a raw control character",
          fix: "close the string, or write the character as an escape (\\n, \\t).")
      default:
        cursor.advance(by: 1)
      }
    }
    throw error(
      expected: "a closing '\"'", found: "the end of the file",
      fix: "close the string; the file looks truncated.")
  }

  private mutating func parseEscape() throws(InputError) -> Unicode.Scalar {
    guard let character = cursor.readCharacter() else {
      throw error(
        expected: "an escape after '\\'", found: "the end of the file",
        fix: "complete the escape.")
    }
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
        guard let digit = cursor.current.flatMap(Self.hexDigitValue) else {
          throw error(
            expected: "four hexadecimal digits after \\u", found: describeCurrent(),
            fix: "write the escape as \\u00e9.")
        }
        code = code * 16 + digit
        cursor.advance()
      }
      // A character beyond the Basic Multilingual Plane is escaped as a UTF-16 surrogate pair,
      // "\ud83d\ude00", as JSON writers that escape everything (Python's json) write emoji.
      if (0xD800..<0xDC00).contains(code), let low = lowSurrogateEscape() {
        cursor.advance(by: 6)
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      }
      return Unicode.Scalar(code) ?? "\u{FFFD}"
    default:
      throw error(
        expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u", found: "'\\\(character)'",
        fix: "escape the backslash itself as \\\\.")
    }
  }

  private mutating func parseKeyword() throws(InputError) -> JSONValue.Kind {
    let start = cursor.position()
    let startIndex = cursor.index
    while let byte = cursor.current, Self.isASCIILetter(byte) { cursor.advance() }
    var word = cursor.text(from: startIndex)
    if let byte = cursor.current, byte >= 0x80 {
      // A letter outside ASCII, or a mark joined to the last letter: read characters instead.
      cursor.rewind(to: startIndex)
      word = ""
      while let character = cursor.currentCharacter, character.isLetter {
        word.append(character)
        _ = cursor.readCharacter()
      }
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
    let start = cursor.position()
    let startIndex = cursor.index
    while let byte = cursor.current, Self.isNumberByte(byte) { cursor.advance() }
    let text = cursor.text(from: startIndex)
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

  // MARK: - Reading bytes

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }

  private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The low surrogate of a `\uDC00`–`\uDFFF` escape starting at the current byte, if there is one.
  private func lowSurrogateEscape() -> UInt32? {
    let bytes = cursor.bytes
    let index = cursor.index
    guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
      bytes[index + 1] == UInt8(ascii: "u")
    else { return nil }
    var code: UInt32 = 0
    for byte in bytes[(index + 2)..<(index + 6)] {
      guard let digit = Self.hexDigitValue(byte) else { return nil }
      code = code * 16 + digit
    }
    return (0xDC00..<0xE000).contains(code) ? code : nil
  }

  /// Skips spaces, tabs and line ends: `\n`, `\r`, `\r\n`, and the other characters Swift counts as
  /// line ends (vertical tab, form feed, U+0085, U+2028, U+2029).
  private mutating func skipWhitespace() {
    while let byte = cursor.current {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0A...0x0D: cursor.advance()
      case 0xC2 where cursor.next == 0x85: cursor.advance(by: 2)
      case 0xE2 where isLineOrParagraphSeparator: cursor.advance(by: 3)
      default: return
      }
    }
  }

  private var isLineOrParagraphSeparator: Bool {
    let bytes = cursor.bytes
    let index = cursor.index
    return index + 2 < bytes.count && bytes[index + 1] == 0x80
      && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
  }

  private func describeCurrent() -> String {
    guard let current = cursor.currentCharacter else { return "the end of the file" }
    if current.isNewline { return "the end of the line" }
    return "'\(current)'"
  }

  private mutating func error(expected: String, found: String, fix: String) -> InputError {
    InputError(file: file, position: cursor.position(), expected: expected, found: found, fix: fix)
  }
}
