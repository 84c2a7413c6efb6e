/// Rewrites the string literal of one `expectSnapshot(of:matches:)` call in a Swift source text,
/// without parsing Swift: from the call's line, the first `matches:` followed by a multi-line string
/// literal (`"""`, or a raw `#"""`) is the snapshot; only its content changes, indented like its
/// closing delimiter.
public enum InlineSnapshotRewrite {
  /// Why the literal could not be rewritten.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The file has fewer lines than the call's line.
    case noSuchLine(Int)
    /// No `matches: """` follows the call's line before the next snapshot call.
    case noLiteral(line: Int)
    /// The literal's closing `"""` is missing.
    case unterminatedLiteral(line: Int)

    /// What went wrong and how to fix it.
    public var description: String {
      switch self {
      case .noSuchLine(let line):
        "The file has no line \(line). To fix, run the recording again on the unchanged file."
      case .noLiteral(let line):
        "No 'matches: \"\"\"' literal follows line \(line). To fix, write the snapshot as a multi-line string literal: matches: \"\"\" on one line, \"\"\" on a later one."
      case .unterminatedLiteral(let line):
        "The snapshot literal after line \(line) has no closing \"\"\". To fix, close it on a line of its own."
      }
    }
  }

  /// `source` with the snapshot literal of the call at `callLine` (1-based) replaced by `text`, and
  /// how many lines the source gained (negative when it lost some).
  public static func replacing(
    literalOfCallAt callLine: Int, in source: String, with text: String
  ) throws(Failure) -> (source: String, addedLines: Int) {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard callLine >= 1, callLine <= lines.count else { throw .noSuchLine(callLine) }
    // The opening delimiter: `matches:` then blanks, then `#*"""` ending its line.
    var openLine: Int?
    var openColumn = lines[callLine - 1].startIndex
    for index in (callLine - 1)..<min(lines.count, callLine + 40) {
      if index > callLine - 1, lines[index].contains("expectSnapshot(") { break }
      if let range = lines[index].range(of: "matches:") {
        openLine = index
        openColumn = range.upperBound
        break
      }
    }
    guard var index = openLine else { throw .noLiteral(line: callLine) }
    // The delimiter may sit on the same line as `matches:` or on a following one.
    var rest = lines[index][openColumn...].drop { $0 == " " || $0 == "\t" }
    while rest.isEmpty, index + 1 < lines.count {
      index += 1
      openColumn = lines[index].startIndex
      rest = lines[index][...].drop { $0 == " " || $0 == "\t" }
    }
    let oldPounds = rest.prefix { $0 == "#" }.count
    let afterPounds = rest.dropFirst(oldPounds)
    guard afterPounds.hasPrefix("\"\"\""),
      afterPounds.dropFirst(3).allSatisfy({ $0 == " " || $0 == "\t" })
    else { throw .noLiteral(line: callLine) }
    let closingMark = "\"\"\"" + String(repeating: "#", count: oldPounds)
    guard
      let closeLine = lines.indices.dropFirst(index + 1).first(where: {
        lines[$0].drop { $0 == " " || $0 == "\t" }.hasPrefix(closingMark)
      })
    else { throw .unterminatedLiteral(line: callLine) }
    let indentation = String(lines[closeLine].prefix { $0 == " " || $0 == "\t" })
    let afterClosing = lines[closeLine].dropFirst(indentation.count + closingMark.count)

    let pounds = String(repeating: "#", count: poundsNeeded(for: text))
    let openingStart = lines[index].index(rest.startIndex, offsetBy: 0)
    let openingLine = String(lines[index][..<openingStart]) + pounds + "\"\"\""
    let content = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : indentation + $0
    }
    let closing = indentation + "\"\"\"" + pounds + afterClosing
    let oldCount = closeLine - index + 1
    let replacement = [openingLine] + content + [closing]
    lines.replaceSubrange(index...closeLine, with: replacement)
    return (lines.joined(separator: "\n"), replacement.count - oldCount)
  }

  /// How many `#` the literal needs so that `text` reads verbatim: none unless the text has a
  /// backslash or `"""`.
  static func poundsNeeded(for text: String) -> Int {
    var pounds = 0
    while true {
      let marks = String(repeating: "#", count: pounds)
      let needsMore =
        pounds == 0
        ? text.contains("\\") || text.contains("\"\"\"")
        : text.contains("\\" + marks) || text.contains("\"\"\"" + marks)
      if !needsMore { return pounds }
      pounds += 1
    }
  }
}
