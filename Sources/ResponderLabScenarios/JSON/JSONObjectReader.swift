import Foundation

/// Reads the members of one JSON object of a scenario, checking that every key is known and every
/// value has the right type, and reporting mistakes at the member's position.
struct JSONObjectReader {
  let value: JSONValue
  let members: [JSONValue.Member]
  let file: String
  /// What the object is, for messages: "a controller", "step 3".
  let what: String

  init(_ value: JSONValue, what: String, file: String, keys: [String]) throws(InputError) {
    guard let members = value.members else {
      throw InputError(
        file: file, position: value.position, expected: "\(what) as a JSON object",
        found: value.summary, fix: "write it as { \"key\": value, … }.")
    }
    for member in members where !keys.contains(member.key) {
      let suggestion = Self.closest(to: member.key, in: keys)
      throw InputError(
        file: file, position: member.keyPosition,
        expected: "one of the keys of \(what): \(keys.joined(separator: ", "))",
        found: "the unknown key \"\(member.key)\"",
        fix: suggestion.map { "rename it to \"\($0)\" (a likely misspelling)." }
          ?? "remove it; docs/scenario.md lists the keys.")
    }
    self.value = value
    self.members = members
    self.file = file
    self.what = what
  }

  var position: SourcePosition { value.position }

  subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

  func error(at value: JSONValue, expected: String, fix: String) -> InputError {
    InputError(
      file: file, position: value.position, expected: expected, found: value.summary, fix: fix)
  }

  func required(_ key: String) throws(InputError) -> JSONValue {
    guard let value = self[key] else {
      throw InputError(
        file: file, position: position, expected: "the key \"\(key)\" in \(what)",
        found: "an object without it", fix: "add \"\(key)\": ….")
    }
    return value
  }

  func string(_ key: String) throws(InputError) -> String? {
    guard let value = self[key] else { return nil }
    guard let string = value.string else {
      throw error(at: value, expected: "a string for \"\(key)\"", fix: "quote the value.")
    }
    return string
  }

  func requiredString(_ key: String) throws(InputError) -> String {
    let value = try required(key)
    guard let string = value.string else {
      throw error(at: value, expected: "a string for \"\(key)\"", fix: "quote the value.")
    }
    return string
  }

  func number(_ key: String) throws(InputError) -> Double? {
    guard let value = self[key] else { return nil }
    guard let number = value.number else {
      throw error(at: value, expected: "a number for \"\(key)\"", fix: "write a number, as in 0.5.")
    }
    return number
  }

  func bool(_ key: String) throws(InputError) -> Bool? {
    guard let value = self[key] else { return nil }
    guard let bool = value.bool else {
      throw error(at: value, expected: "true or false for \"\(key)\"", fix: "write true or false.")
    }
    return bool
  }

  func strings(_ key: String) throws(InputError) -> [(String, SourcePosition)]? {
    guard let value = self[key] else { return nil }
    guard let elements = value.elements else {
      throw error(
        at: value, expected: "an array of ids for \"\(key)\"", fix: "write [\"first\", \"second\"]."
      )
    }
    var result: [(String, SourcePosition)] = []
    for element in elements {
      guard let string = element.string else {
        throw error(at: element, expected: "an id (a string)", fix: "quote the id.")
      }
      result.append((string, element.position))
    }
    return result
  }

  func numbers(_ key: String, count: Int, meaning: String) throws(InputError) -> [Double]? {
    guard let value = self[key] else { return nil }
    guard let elements = value.elements, elements.count == count,
      case let numbers = elements.compactMap(\.number), numbers.count == count
    else {
      throw error(
        at: value, expected: "\(meaning) for \"\(key)\"",
        fix:
          "write \(count) numbers in an array, as in \(count == 4 ? "[0, 0, 390, 844]" : "[100, 200]")."
      )
    }
    return numbers
  }

  func oneOf(_ key: String, _ choices: [String]) throws(InputError) -> String? {
    guard let string = try string(key) else { return nil }
    guard choices.contains(string) else {
      throw error(
        at: self[key] ?? value,
        expected: "one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")) for \"\(key)\"",
        fix: Self.closest(to: string, in: choices).map { "write \"\($0)\"." } ?? "pick one of them."
      )
    }
    return string
  }

  /// The choice nearest to `word` by edit distance, if it is near enough to be a misspelling.
  static func closest(to word: String, in choices: [String]) -> String? {
    let scored = choices.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else {
      return nil
    }
    return best.0
  }

  /// The edit distance, counting a swap of two neighbouring letters as one edit.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
