import Foundation

/// One bracketed description from a dump, `<UILabel: 0x7f…; frame = (0 0; 10 10); text = 'Hi'>`,
/// taken apart: the class, the address or stable number, and the fields, in both syntaxes UIKit
/// prints (`name = value`, and `name: value` for scroll views' `contentOffset: {0, 0}`).
struct ObjectDescription: Hashable, Sendable {
  struct Field: Hashable, Sendable {
    var key: String
    var value: String
    /// The field exactly as printed, to be shown back when the simulator does not model it.
    var verbatim: String
  }

  var className: String
  var address: String?
  var number: Int?
  var fields: [Field]
  /// Whether the closing `>` was found; a description cut short is read as far as it goes.
  var isComplete = true
  /// Text printed after the closing `>` (`layout=0x…` after some private views).
  var trailing = ""

  func field(_ key: String) -> Field? { fields.first { $0.key == key } }

  /// The printed address as a number, when it was printed in full.
  var numericAddress: UInt? {
    guard let address, address.hasPrefix("0x") else { return nil }
    return UInt(address.dropFirst(2), radix: 16)
  }
}

/// Reads ``ObjectDescription``s out of a line. It accepts what devices print: nested `<…>`, `(…)`,
/// `[…]` and `{…}` inside values, quoted text holding `;` or `>`, both field syntaxes, fields it
/// does not know, and a line cut short; it only refuses a line with no description at all.
///
/// It reads the line's UTF-8 bytes (every mark it looks for is ASCII) and counts columns in
/// characters only for a message.
struct ObjectDescriptionReader {
  let bytes: [UInt8]
  let lineNumber: Int
  let baseColumn: Int
  let file: String
  var index = 0

  init(_ text: String, lineNumber: Int, column: Int, file: String) {
    self.bytes = Array(text.utf8)
    self.lineNumber = lineNumber
    self.baseColumn = column
    self.file = file
  }

  /// The column of the next character, from 1, in characters.
  var column: Int { baseColumn + UTF8Text.characterCount(bytes[..<min(index, bytes.count)]) }
  var isAtEnd: Bool { index >= bytes.count }
  var rest: String { UTF8Text.string(bytes[min(index, bytes.count)...]) }

  func error(expected: String, found: String? = nil, fix: String) -> InputError {
    InputError(
      file: file, position: SourcePosition(line: lineNumber, column: column), expected: expected,
      found: found ?? foundHere, fix: fix)
  }

  var foundHere: String {
    guard index < bytes.count else { return "the end of the line" }
    let rest = self.rest
    return "'\(rest.prefix(12))\(rest.count > 12 ? "…" : "")'"
  }

  mutating func skipSpaces() {
    while index < bytes.count, bytes[index] == UTF8Text.space { index += 1 }
  }

  func lookingAt(_ text: StaticString) -> Bool { UTF8Text.holds(text, in: bytes, at: index) }

  /// Whether an address follows: `: 0x`, `:0x` or ` 0x`.
  private var lookingAtAddress: Bool {
    guard index < bytes.count, bytes[index] == colon || bytes[index] == UTF8Text.space else {
      return false
    }
    return lookingAt(": 0x") || lookingAt(":0x") || lookingAt(" 0x")
  }

  /// Reads `<Class: 0xADDR; fields…>`, `<Class#3; fields…>`, `<Class 0xADDR>`, `<Class#3>`, or
  /// `<<Inner: 0x…; …> more…>`.
  mutating func readDescription() throws(InputError) -> ObjectDescription {
    guard lookingAt("<") else {
      throw error(
        expected: "a description starting with '<'",
        fix: "start each description with '<', as in <UIView: 0x7f8; frame = (0 0; 390 844)>.")
    }
    index += 1
    if lookingAt("<") {
      // `<<_UITextContainerView: 0x…; frame = …> minSize = …>`: the inner description is the view.
      var inner = try readDescription()
      let start = index
      readValue(alsoStoppingAtSemicolon: false)
      let extra = UTF8Text.trimmedString(start..<index, in: bytes)
      if lookingAt(">") { index += 1 } else { inner.isComplete = false }
      if !extra.isEmpty { inner.fields.append(.init(key: "", value: extra, verbatim: extra)) }
      inner.trailing = UTF8Text.trimmedString(index..<bytes.count, in: bytes)
      return inner
    }
    let classStart = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == semicolon || byte == closing || byte == opening || lookingAtAddress
        || (byte == hash && index + 1 < bytes.count && isDigit(bytes[index + 1]))
      {
        break
      }
      index += 1
    }
    let className = UTF8Text.trimmedString(classStart..<index, in: bytes)
    guard !className.isEmpty else {
      index = classStart
      throw error(expected: "a class name after '<'", fix: "write the class, as in <UIView: 0x…>.")
    }
    // An Objective-C or Swift class name starts with a letter, `_` or `$` and holds no space,
    // comma, colon or quote; anything else is the rest of a line cut or pasted wrong.
    guard Self.isClassName(className) else {
      index = classStart
      throw error(
        expected: "a class name after '<' (letters, digits, '_', '.', '$')",
        fix: "check that the line was copied whole, as in <UIView: 0x…>.")
    }
    var description = ObjectDescription(className: className, address: nil, number: nil, fields: [])
    if lookingAtAddress {
      while !lookingAt("0x") { index += 1 }
      index += 2
      let start = index
      while index < bytes.count {
        if isHexDigit(bytes[index]) {
          index += 1
        } else if lookingAt("…") {
          index += 3
        } else {
          break
        }
      }
      description.address = "0x" + UTF8Text.string(bytes[start..<index])
    } else if lookingAt("#") {
      index += 1
      let start = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      description.number = Int(UTF8Text.string(bytes[start..<index]))
    }
    while true {
      skipSpaces()
      if isAtEnd {
        description.isComplete = false
        break
      }
      if bytes[index] == closing {
        index += 1
        break
      }
      if bytes[index] == semicolon {
        index += 1
        continue
      }
      if let field = readField() { description.fields.append(field) }
    }
    description.trailing = UTF8Text.trimmedString(index..<bytes.count, in: bytes)
    return description
  }

  /// Whether `name` can be a class's name as UIKit's descriptions print it: a letter, `_` or `$`
  /// first, then only letters, digits, `_`, `.` and `$` (Objective-C names, Swift's qualified and
  /// mangled ones).
  static func isClassName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      first.properties.isAlphabetic || first == "_" || first == "$"
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "."
        || $0 == "$"
    }
  }

  /// Reads one field up to the next `;` or `>` outside brackets and quotes: `key = value`,
  /// `key: value`, `key=value`, or a bare `view not loaded`.
  mutating func readField() -> ObjectDescription.Field? {
    let start = index
    readValue(alsoStoppingAtSemicolon: true)
    guard index > start else {
      index += 1  // a stray closing bracket: step over it
      return nil
    }
    return bytes.withUnsafeBufferPointer { buffer -> ObjectDescription.Field? in
      let text = UTF8Text.trimmed(start..<index, in: buffer)
      guard !text.isEmpty else { return nil }
      let verbatim = UTF8Text.string(UnsafeBufferPointer(rebasing: buffer[text]))
      var depth = 0
      var offset = text.lowerBound
      while offset < text.upperBound {
        let byte = buffer[offset]
        if isOpening(byte) { depth += 1 }
        if isClosing(byte) { depth -= 1 }
        if depth == 0,
          byte == equals
            || (byte == colon && offset + 1 < text.upperBound
              && buffer[offset + 1] == UTF8Text.space)
        {
          let key = UTF8Text.trimmed(text.lowerBound..<offset, in: buffer)
          var value = UTF8Text.trimmed(offset + 1..<text.upperBound, in: buffer)
          if value.count >= 2, buffer[value.lowerBound] == quote,
            buffer[value.upperBound - 1] == quote
          {
            value = value.lowerBound + 1..<value.upperBound - 1
          } else if !value.isEmpty, buffer[value.lowerBound] == quote {
            value = value.lowerBound + 1..<value.upperBound  // a quote the dump cut short
          }
          return ObjectDescription.Field(
            key: UTF8Text.string(UnsafeBufferPointer(rebasing: buffer[key])),
            value: UTF8Text.string(UnsafeBufferPointer(rebasing: buffer[value])),
            verbatim: verbatim)
        }
        if depth == 0, byte == quote { break }
        offset += 1
      }
      return ObjectDescription.Field(key: verbatim, value: "", verbatim: verbatim)
    }
  }

  /// Reads up to a `>` (or a `;` too) outside brackets and quoted text; quoted text ends at a
  /// quote followed by `;` or `>`, so that it may hold either.
  mutating func readValue(alsoStoppingAtSemicolon: Bool) {
    let start = index
    var depth = 0
    var quoted = false
    while index < bytes.count {
      let byte = bytes[index]
      if quoted {
        if byte == quote, lookingAt("';") || lookingAt("'>") || index + 1 == bytes.count {
          quoted = false
        }
      } else if depth == 0, byte == closing || (alsoStoppingAtSemicolon && byte == semicolon) {
        break
      } else if byte == quote, index - start >= 2, bytes[index - 1] == UTF8Text.space,
        bytes[index - 2] == equals || bytes[index - 2] == colon
      {
        quoted = true
      } else if isOpening(byte) {
        depth += 1
      } else if isClosing(byte) {
        depth = max(0, depth - 1)
      }
      index += 1
    }
  }
}

private let opening = UInt8(ascii: "<")
private let closing = UInt8(ascii: ">")
private let semicolon = UInt8(ascii: ";")
private let colon = UInt8(ascii: ":")
private let equals = UInt8(ascii: "=")
private let quote = UInt8(ascii: "'")
private let hash = UInt8(ascii: "#")

/// `<`, `(`, `[` or `{`.
private func isOpening(_ byte: UInt8) -> Bool {
  byte == 0x3C || byte == 0x28 || byte == 0x5B || byte == 0x7B
}

/// `>`, `)`, `]` or `}`.
private func isClosing(_ byte: UInt8) -> Bool {
  byte == 0x3E || byte == 0x29 || byte == 0x5D || byte == 0x7D
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

private func isHexDigit(_ byte: UInt8) -> Bool {
  isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
}

/// Text as UIKit escapes it in descriptions: `\u7535`, `\xa0`, `\n`, `\'`, `\\`.
enum DumpEscapes {
  /// `text` with its escapes replaced by the characters they stand for.
  static func decode(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var characters = Substring(text)
    while let character = characters.first {
      characters = characters.dropFirst()
      guard character == "\\", let kind = characters.first else {
        result.append(character)
        continue
      }
      let length = kind == "u" ? 4 : kind == "x" ? 2 : 0
      if length > 0 {
        let digits = characters.dropFirst().prefix(length)
        if digits.count == length, let value = UInt32(digits, radix: 16),
          let scalar = Unicode.Scalar(value)
        {
          result.unicodeScalars.append(scalar)
          characters = characters.dropFirst(1 + length)
          continue
        }
      }
      switch kind {
      case "n": result.append("\n")
      case "t": result.append("\t")
      default: result.append(kind)
      }
      characters = characters.dropFirst()
    }
    return result
  }
}
