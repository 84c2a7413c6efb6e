import Foundation

/// One responder of a printed chain (FIDELITY 10.5 or the arrow form), before it is built.
struct ImportedResponder: Hashable, Sendable {
  var className: String
  var address: UInt?
  /// The frame, when the chain printed a view's full description.
  var frame: CGRect?
  /// The UIKit class the description prints for a class of the app's (`baseClass = UIWindow`).
  var baseClass: String? = nil
  /// A view's whole description, when the chain printed one: what the view is rebuilt with.
  var view: ImportedView? = nil
  var line: Int
  var column: Int
}

/// Reads chisel's `presponder` form or the one-line arrow form into ``ImportedResponder``s.
struct ResponderChainParser {
  let file: String

  func parse(_ text: String, lines: [DumpLine], format: DumpFormat) throws(InputError)
    -> [ImportedResponder]
  {
    let responders = format == .arrowChain ? try parseArrows(text) : try parsePresponder(lines)
    guard responders.count >= 2 else {
      throw InputError(
        file: file, position: SourcePosition(line: 1, column: 1),
        expected: "a chain of at least two responders", found: "\(responders.count)",
        fix: "paste a whole chain, e.g. UILabel -> UIView -> ViewController.")
    }
    return responders
  }

  private func parseArrows(_ text: String) throws(InputError) -> [ImportedResponder] {
    var result: [ImportedResponder] = []
    var number = 0
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      let trimmed = raw.trimmingCharacters(in: .whitespaces)
      let isComment = trimmed.hasPrefix("//")
      guard !trimmed.isEmpty, !trimmed.hasPrefix("(lldb)"), !Self.isFence(trimmed),
        !isComment || trimmed.contains("->") || trimmed.contains("→")
      else { continue }
      let line = Self.withoutMarkup(String(raw))
      var column = 1
      // Accept a chain continued over several lines, each part split on "->" or "→".
      let parts = line.replacingOccurrences(of: "→", with: "->").components(separatedBy: "->")
      for (offset, part) in parts.enumerated() {
        let name = part.trimmingCharacters(in: .whitespaces)
        let leading = part.prefix { $0 == " " }.count
        // A loop that prints each `next` may mark the end of the chain: `-> *`, `-> nil`.
        if offset > 0, offset == parts.count - 1, Self.endMarks.contains(name) { continue }
        if name.isEmpty {
          if offset == 0 || offset == parts.count - 1 { continue }  // a chain split after "->"
          throw InputError(
            file: file, position: SourcePosition(line: number, column: column + leading),
            expected: "a class name between two arrows", found: "nothing",
            fix: "remove the doubled arrow.")
        }
        let cleaned = name.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
        let className = String(cleaned.prefix { $0 != ":" && $0 != ";" && $0 != " " && $0 != "#" })
        guard ObjectDescriptionReader.isClassName(className) else {
          throw InputError(
            file: file, position: SourcePosition(line: number, column: column + leading),
            expected: "a class name", found: "'\(name)'",
            fix: "write class names separated by ' -> '.")
        }
        result.append(
          ImportedResponder(
            className: className, address: nil, frame: nil, line: number, column: column + leading))
        column += part.count + 2
      }
    }
    return result
  }

  /// What a loop that prints each `next` may write after the last responder.
  private static let endMarks: Set<String> = ["*", "nil", "(null)"]

  /// A Markdown code fence around a chain quoted in a post.
  private static func isFence(_ line: String) -> Bool {
    line.hasPrefix("```") || line.hasPrefix("~~~")
  }

  /// `line` without what posts wrap a chain in (a `//` comment's slashes, Markdown's `**` and
  /// backquotes around it) and with `-->` read as `->`; each mark becomes spaces, so columns stay.
  private static func withoutMarkup(_ line: String) -> String {
    var characters = Array(line.replacingOccurrences(of: "-->", with: " ->"))
    let marks: Set<Character> = ["*", "`", "_"]
    var start = characters.startIndex
    while start < characters.endIndex, characters[start] == " " { start += 1 }
    if characters[start...].starts(with: ["/", "/"]) {
      characters[start] = " "
      characters[start + 1] = " "
    }
    while start < characters.endIndex, characters[start] == " " || marks.contains(characters[start])
    {
      characters[start] = " "
      start += 1
    }
    var end = characters.endIndex
    while end > start, characters[end - 1] == " " || marks.contains(characters[end - 1]) {
      // NB: a lone `*` after the last arrow is the loop's end mark, read as a part.
      if characters[end - 1] == "*", end - 2 >= start, characters[end - 2] == " " { break }
      end -= 1
      characters[end] = " "
    }
    return String(characters)
  }

  private func parsePresponder(_ lines: [DumpLine]) throws(InputError) -> [ImportedResponder] {
    var result: [ImportedResponder] = []
    for line in lines {
      guard line.depth == result.count else {
        throw InputError(
          file: file, position: SourcePosition(line: line.number, column: 1),
          expected: "\(result.count) '   | ' prefixes (one per step already taken, FIDELITY 10.5)",
          found: "\(line.depth)", fix: "restore the missing responder's line.")
      }
      var reader = ObjectDescriptionReader(
        line.content, lineNumber: line.number, column: line.contentColumn, file: file)
      let description = try reader.readDescription()
      let frame = description.field("frame").flatMap { RecursiveDescriptionParser.frame($0.value) }
      result.append(
        ImportedResponder(
          className: description.className, address: description.numericAddress, frame: frame,
          baseClass: description.field("baseClass")?.value,
          view: frame.map {
            RecursiveDescriptionParser.view(description, frame: $0, line: line.number)
          },
          line: line.number, column: line.contentColumn))
    }
    return result
  }
}
