import Foundation

/// One bracketed description from a dump, `<UILabel: 0x7f…; frame = (0 0; 10 10); text = 'Hi'>`,
/// taken apart: the class, the address or stable number, and the `key = value` fields.
struct ObjectDescription: Hashable, Sendable {
  struct Field: Hashable, Sendable {
    var key: String
    var value: String
    /// The column, from 1 in the line, where the value starts.
    var column: Int
  }

  var className: String
  var address: String?
  var number: Int?
  var fields: [Field]
  /// The column just after the closing `>`.
  var endColumn: Int

  func field(_ key: String) -> Field? { fields.first { $0.key == key } }

  /// The printed address as a number, when it was printed in full.
  var numericAddress: UInt? {
    guard let address, address.hasPrefix("0x") else { return nil }
    return UInt(address.dropFirst(2), radix: 16)
  }
}

/// Reads ``ObjectDescription``s out of a line, reporting mistakes with their column.
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

  mutating func expect(_ text: String, fix: String) throws(InputError) {
    let wanted = Array(text)
    guard index + wanted.count <= characters.count,
      Array(characters[index..<index + wanted.count]) == wanted
    else {
      let rest = Array(characters[index...])
      if rest.count < wanted.count, Array(wanted.prefix(rest.count)) == rest {
        throw error(
          expected: "'\(text)'", found: "the end of the line",
          fix: "complete the line; the dump looks truncated (copy the whole output).")
      }
      throw error(expected: "'\(text)'", fix: fix)
    }
    index += wanted.count
  }

  func lookingAt(_ text: String) -> Bool {
    let wanted = Array(text)
    return index + wanted.count <= characters.count
      && Array(characters[index..<index + wanted.count]) == wanted
  }

  /// Reads `<Class: 0xADDR; fields…>`, `<Class#3; fields…>`, `<Class 0xADDR>` or `<Class#3>`.
  mutating func readDescription(fieldsExpected: Bool) throws(InputError) -> ObjectDescription {
    try expect(
      "<", fix: "start each description with '<', as in <UIView: 0x7f8; frame = (0 0; 390 844)>.")
    let classStart = index
    var depth = 0
    var className = ""
    // The class name ends at depth 0 before ": 0x", " 0x", "#<digits>", ';' or '>'.
    while index < characters.count {
      let character = characters[index]
      if depth == 0 {
        if lookingAt(": 0x") || lookingAt(" 0x") || character == ";" || character == ">"
          || (character == "#" && index + 1 < characters.count
            && characters[index + 1].isNumber)
        {
          break
        }
      }
      if character == "<" { depth += 1 }
      if character == ">" { depth -= 1 }
      className.append(character)
      index += 1
    }
    className = className.trimmingCharacters(in: .whitespaces)
    guard !className.isEmpty else {
      index = classStart
      throw error(expected: "a class name after '<'", fix: "write the class, as in <UIView: 0x…>.")
    }
    var address: String?
    var number: Int?
    if lookingAt(": 0x") || lookingAt(" 0x") {
      index += lookingAt(": 0x") ? 4 : 3
      var hex = ""
      while index < characters.count, characters[index].isHexDigit || characters[index] == "…" {
        hex.append(characters[index])
        index += 1
      }
      address = "0x" + hex
    } else if lookingAt("#") {
      index += 1
      var digits = ""
      while index < characters.count, characters[index].isNumber {
        digits.append(characters[index])
        index += 1
      }
      number = Int(digits)
    }
    var fields: [ObjectDescription.Field] = []
    while index < characters.count, characters[index] == ";" {
      index += 1
      skipSpaces()
      fields.append(try readField())
    }
    guard index < characters.count, characters[index] == ">" else {
      if isAtEnd {
        throw error(
          expected: "'>' closing the description of \(className)",
          fix: "complete the line; it looks truncated (copy the whole dump).")
      }
      throw error(
        expected: fieldsExpected
          ? "';' before the next field or '>' closing the description of \(className)"
          : "'>' after the address of \(className)",
        fix: "check the line against the format of FIDELITY 10.1/10.2.")
    }
    index += 1
    return ObjectDescription(
      className: className, address: address, number: number, fields: fields, endColumn: column)
  }

  /// Reads `key = value`, where the value may hold quotes (`text = 'a; b'`) and nested `<…>`.
  mutating func readField() throws(InputError) -> ObjectDescription.Field {
    var key = ""
    while index < characters.count, characters[index] != "=", characters[index] != ";",
      characters[index] != ">"
    {
      key.append(characters[index])
      index += 1
    }
    key = key.trimmingCharacters(in: .whitespaces)
    // chisel's pvc prints `view not loaded` as a field without a value (FIDELITY 10.3).
    if key == "view not loaded", lookingAt(">") || lookingAt(";") {
      return ObjectDescription.Field(key: key, value: "", column: column)
    }
    guard lookingAt("=") else {
      throw error(
        expected: "'=' after the field name '\(key)'",
        fix: "write fields as name = value, separated by '; '.")
    }
    index += 1
    skipSpaces()
    let valueColumn = column
    var value = ""
    if index < characters.count, characters[index] == "'" {
      // A quoted text ends at a quote followed by ';' or by the closing '>' at the end of the line.
      index += 1
      while index < characters.count {
        if characters[index] == "'"
          && (lookingAt("'; ") || lookingAt("';") || lookingAt("'>"))
        {
          break
        }
        value.append(characters[index])
        index += 1
      }
      guard lookingAt("'") else {
        throw error(
          expected: "a closing quote for \(key)",
          fix: "complete the line; it looks truncated.")
      }
      index += 1
      return ObjectDescription.Field(key: key, value: value, column: valueColumn)
    }
    var depth = 0
    while index < characters.count {
      let character = characters[index]
      if depth == 0, character == ";" || character == ">" { break }
      if character == "<" || character == "(" || character == "[" || character == "{" {
        depth += 1
      }
      if character == ">" || character == ")" || character == "]" || character == "}" {
        depth -= 1
      }
      value.append(character)
      index += 1
    }
    return ObjectDescription.Field(
      key: key, value: value.trimmingCharacters(in: .whitespaces), column: valueColumn)
  }
}
