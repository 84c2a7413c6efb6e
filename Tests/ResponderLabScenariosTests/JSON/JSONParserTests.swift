import ResponderLabScenarios
import Testing

@Suite("JSON parser with positions")
struct JSONParserTests {
  @Test("Values remember the line and column where they start")
  func positions() throws {
    let value = try JSONParser.parse("{\n  \"a\": [1, true],\n  \"b\": \"x\"\n}", file: "f.json")
    #expect(value.position == SourcePosition(line: 1, column: 1))
    #expect(value["a"]?.position == SourcePosition(line: 2, column: 8))
    #expect(value["a"]?.elements?[1].bool == true)
    #expect(value["b"]?.position == SourcePosition(line: 3, column: 8))
    #expect(value.members?.first?.keyPosition == SourcePosition(line: 2, column: 3))
  }

  @Test(
    "Mistakes are reported at their line and column with what was expected",
    arguments: [
      ("{\"a\": 1,}", 1, 9, "a key in double quotes"),
      ("[1, 2", 1, 6, "',' or ']' in an array"),
      ("{\"a\": tru}", 1, 7, "true, false or null"),
      ("{\"a\": 01}", 1, 7, "a number"),
      ("{\"a\": 1 \"b\": 2}", 1, 9, "',' or '}' after the value of \"a\""),
      ("{\"a\": \"open", 1, 12, "a closing '\"'"),
      ("{}\n[]", 2, 1, "the end of the file after the top-level value"),
      ("{'a': 1}", 1, 2, "a key in double quotes"),
    ])
  func mistakes(text: String, line: Int, column: Int, expected: String) {
    #expect {
      _ = try JSONParser.parse(text, file: "bad.json")
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.file == "bad.json"
        && error.position == SourcePosition(line: line, column: column)
        && error.expected == expected && !error.fix.isEmpty
    }
  }

  @Test("A duplicate key is an error that points at the second one and names the first")
  func duplicateKey() {
    #expect {
      _ = try JSONParser.parse("{\"id\": 1,\n \"id\": 2}", file: "dup.json")
    } throws: { error in
      let error = error as? InputError
      return error?.position == SourcePosition(line: 2, column: 2)
        && (error?.found.contains("first is at 1:2") ?? false)
    }
  }

  @Test("Escapes decode, including \\u escapes")
  func escapes() throws {
    let value = try JSONParser.parse(#"["a\"b", "\u00e9\n"]"#, file: "e.json")
    #expect(value.elements?.map(\.string) == ["a\"b", "é\n"])
  }

  @Test(
    "A surrogate pair escape is one character beyond the Basic Multilingual Plane; a lone half is U+FFFD"
  )
  func surrogatePairs() throws {
    let value = try JSONParser.parse(
      #"["\ud83d\ude00 Party", "\ud83d x", "\ude00"]"#, file: "e.json")
    #expect(value.elements?.map(\.string) == ["\u{1F600} Party", "\u{FFFD} x", "\u{FFFD}"])
  }

  @Test("Nesting deeper than the limit is refused instead of overflowing the stack")
  func deepNesting() {
    let text = String(repeating: "[", count: 10_000)
    #expect(throws: InputError.self) { _ = try JSONParser.parse(text, file: "deep.json") }
  }

  @Test(
    "Numbers follow JSON's grammar",
    arguments: [
      ("0", 0.0), ("-0", 0), ("12", 12), ("-3.5", -3.5), ("1e3", 1000), ("1E+3", 1000),
      ("2.5e-2", 0.025), ("390", 390),
    ])
  func numbers(text: String, value: Double) throws {
    #expect(try JSONParser.parse("[\(text)]", file: "n.json").elements?.first?.number == value)
  }

  @Test(
    "Numbers outside JSON's grammar are refused",
    arguments: ["01", "1.", ".5", "-", "+1", "--1", "1e", "1e+", "1.2.3", "1e3.5", "1-2", "-01"])
  func malformedNumbers(text: String) {
    #expect(throws: InputError.self) { _ = try JSONParser.parse("[\(text)]", file: "n.json") }
  }

  @Test(
    "Columns count characters as an editor shows them, whatever their UTF-8 length",
    arguments: [
      (
        "{\"é\": 1, \"👩‍👩‍👧\": x}", 1, 15,
        "a value (object, array, string, number, true, false or null)"
      ),
      ("{\"e\u{301}\": tru}", 1, 7, "true, false or null"),
      ("{\r\n  \"a\": tru}", 2, 8, "true, false or null"),
      ("[\"日本\", \"語\" 1]", 1, 12, "',' or ']' in an array"),
    ])
  func columnsCountCharacters(text: String, line: Int, column: Int, expected: String) {
    #expect {
      _ = try JSONParser.parse(text, file: "u.json")
    } throws: { error in
      let error = error as? InputError
      return error?.position == SourcePosition(line: line, column: column)
        && error?.expected == expected
    }
  }

  @Test("A keyword is read to its last letter, a letter outside ASCII included")
  func keywordWithAccent() {
    #expect {
      _ = try JSONParser.parse("[trué]", file: "k.json")
    } throws: { error in
      (error as? InputError)?.found == "'trué'"
    }
  }

  @Test("A raw line end in a string is refused, \\r\\n as well as \\n")
  func rawLineEndInString() {
    for text in ["[\"a\r\nb\"]", "[\"a\nb\"]"] {
      #expect {
        _ = try JSONParser.parse(text, file: "s.json")
      } throws: { error in
        let error = error as? InputError
        return error?.position == SourcePosition(line: 1, column: 4)
          && error?.expected == "a closing '\"' before the end of the line"
      }
    }
  }

  @Test("Text outside ASCII reads back as written, a string that starts with a combining mark too")
  func unicodeStrings() throws {
    let value = try JSONParser.parse("[\"\u{301}x\", \"café 😀\", \"e\u{301}\"]", file: "s.json")
    #expect(value.elements?.map(\.string) == ["\u{301}x", "café 😀", "e\u{301}"])
  }
}
