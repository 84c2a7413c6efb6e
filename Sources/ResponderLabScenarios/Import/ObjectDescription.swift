import Foundation

/// One bracketed description from a dump, `<UILabel: 0x7f…; frame = (0 0; 10 10); text = 'Hi'>`,
/// taken apart: the class, the address or stable number, and the fields, in both syntaxes UIKit
/// prints (`name = value`, and `name: value` for scroll views' `contentOffset: {0, 0}`).
struct ObjectDescription: Hashable, Sendable {
  struct Field: Hashable, Sendable {
    var key: String
    var value: String
    /// The column, from 1 in the line, where the value starts.
    var column: Int
    /// The field exactly as printed, to be shown back when the simulator does not model it.
    var verbatim: String
  }

  var className: String
  var address: String?
  var number: Int?
  var fields: [Field]
  /// The column just after the closing `>`.
  var endColumn: Int
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
struct ObjectDescriptionReader {
  let characters: [Character]
  let lineNumber: Int
  let baseColumn: Int
  let file: String
  var index = 0

  init(_ text: String, lineNumber: Int, column: Int, file: String) {
    self.characters = Array(text)
    self.lineNumber = lineNumber
    self.baseColumn = column
    self.file = file
  }

  var column: Int { baseColumn + index }
  var isAtEnd: Bool { index >= characters.count }
  var rest: String { String(characters[min(index, characters.count)...]) }

  func error(expected: String, found: String? = nil, fix: String) -> InputError {
    InputError(
      file: file, position: SourcePosition(line: lineNumber, column: column), expected: expected,
      found: found ?? foundHere, fix: fix)
  }

  var foundHere: String {
    guard index < characters.count else { return "the end of the line" }
    let snippet = String(characters[index..<min(characters.count, index + 12)])
    return "'\(snippet)\(characters.count > index + 12 ? "…" : "")'"
  }

  mutating func skipSpaces() {
    while index < characters.count, characters[index] == " " { index += 1 }
  }

  func lookingAt(_ text: String) -> Bool {
    var position = index
    for character in text {
      guard position < characters.count, characters[position] == character else { return false }
      position += 1
    }
    return true
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
      let start = column
      let extra = readValue(until: [">"]).trimmingCharacters(in: .whitespaces)
      if lookingAt(">") { index += 1 } else { inner.isComplete = false }
      if !extra.isEmpty {
        inner.fields.append(.init(key: "", value: extra, column: start, verbatim: extra))
      }
      inner.endColumn = column
      inner.trailing = rest.trimmingCharacters(in: .whitespaces)
      return inner
    }
    let classStart = index
    var className = ""
    while index < characters.count {
      let character = characters[index]
      if lookingAt(": 0x") || lookingAt(":0x") || lookingAt(" 0x") || character == ";"
        || character == ">" || character == "<"
        || (character == "#" && index + 1 < characters.count && characters[index + 1].isNumber)
      {
        break
      }
      className.append(character)
      index += 1
    }
    className = className.trimmingCharacters(in: .whitespaces)
    guard !className.isEmpty else {
      index = classStart
      throw error(expected: "a class name after '<'", fix: "write the class, as in <UIView: 0x…>.")
    }
    var description = ObjectDescription(
      className: className, address: nil, number: nil, fields: [], endColumn: column)
    if lookingAt(": 0x") || lookingAt(":0x") || lookingAt(" 0x") {
      while !lookingAt("0x") { index += 1 }
      index += 2
      var hex = ""
      while index < characters.count, characters[index].isHexDigit || characters[index] == "…" {
        hex.append(characters[index])
        index += 1
      }
      description.address = "0x" + hex
    } else if lookingAt("#") {
      index += 1
      var digits = ""
      while index < characters.count, characters[index].isNumber {
        digits.append(characters[index])
        index += 1
      }
      description.number = Int(digits)
    }
    while true {
      skipSpaces()
      if isAtEnd {
        description.isComplete = false
        break
      }
      if lookingAt(">") {
        index += 1
        break
      }
      if lookingAt(";") {
        index += 1
        continue
      }
      if let field = readField() { description.fields.append(field) }
    }
    description.endColumn = column
    description.trailing = rest.trimmingCharacters(in: .whitespaces)
    return description
  }

  /// Reads one field up to the next `;` or `>` outside brackets and quotes: `key = value`,
  /// `key: value`, `key=value`, or a bare `view not loaded`.
  mutating func readField() -> ObjectDescription.Field? {
    let start = index
    let startColumn = column
    let raw = readValue(until: [";", ">"])
    guard index > start else {
      index += 1  // a stray closing bracket: step over it
      return nil
    }
    let text = raw.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return nil }
    let characters = Array(text)
    var depth = 0
    var offset = 0
    while offset < characters.count {
      let character = characters[offset]
      if "<([{".contains(character) { depth += 1 }
      if ">)]}".contains(character) { depth -= 1 }
      if depth == 0,
        character == "="
          || (character == ":" && offset + 1 < characters.count
            && characters[offset + 1] == " ")
      {
        let key = String(characters[..<offset]).trimmingCharacters(in: .whitespaces)
        var value = String(characters[(offset + 1)...]).trimmingCharacters(in: .whitespaces)
        if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
          value = String(value.dropFirst().dropLast())
        } else if value.hasPrefix("'") {
          value = String(value.dropFirst())  // a quote the dump cut short
        }
        let leading = raw.prefix { $0 == " " }.count
        return ObjectDescription.Field(
          key: key, value: value, column: startColumn + leading + offset + 2, verbatim: text)
      }
      if depth == 0, character == "'" { break }
      offset += 1
    }
    return ObjectDescription.Field(key: text, value: "", column: startColumn, verbatim: text)
  }

  /// Reads up to one of `stops` outside brackets and quoted text; quoted text ends at a quote
  /// followed by `;` or `>`, so that it may hold either.
  mutating func readValue(until stops: Set<Character>) -> String {
    var value = ""
    var depth = 0
    var quoted = false
    while index < characters.count {
      let character = characters[index]
      if quoted {
        if character == "'", lookingAt("';") || lookingAt("'>") || index + 1 == characters.count {
          quoted = false
        }
      } else if depth == 0, stops.contains(character) {
        break
      } else if character == "'", value.hasSuffix("= ") || value.hasSuffix(": ") {
        quoted = true
      } else if "<([{".contains(character) {
        depth += 1
      } else if ">)]}".contains(character) {
        depth = max(0, depth - 1)
      }
      value.append(character)
      index += 1
    }
    return value
  }
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
