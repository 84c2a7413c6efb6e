import Foundation

/// One line of a dump: its number, its nesting depth from the `"   | "` prefixes, whether its last
/// prefix was `"   + "` (a presented controller, FIDELITY 10.2), and the text after the prefixes.
struct DumpLine: Hashable, Sendable {
  var number: Int
  var depth: Int
  var isPresented: Bool
  var content: String
  /// The column, from 1, where ``content`` starts.
  var contentColumn: Int

  /// Whether a line carries a description (not blank, not an lldb prompt, not a chisel footer).
  static func isMeaningful(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return !trimmed.isEmpty && !trimmed.hasPrefix("(lldb)") && !trimmed.hasPrefix("//")
  }

  /// The number of `"   | "` or `"   + "` prefixes at the start of `line`.
  static func depth(of line: String) -> Int {
    split(line).depth
  }

  /// Splits the prefixes from the content. Accepts a prefix without its trailing space at the end of
  /// a copied line.
  static func split(_ line: String) -> (depth: Int, presented: Bool, rest: Substring, column: Int) {
    var rest = Substring(line)
    var depth = 0
    var presented = false
    var column = 1
    while rest.hasPrefix("   | ") || rest.hasPrefix("   + ") {
      presented = rest.hasPrefix("   + ")
      rest = rest.dropFirst(5)
      column += 5
      depth += 1
    }
    return (depth, presented, rest, column)
  }

  /// The deepest nesting an import accepts, as a guard for the stack.
  static let maximumDepth = 500

  /// The meaningful lines of `text`, numbered from 1 as in the file.
  static func lines(of text: String) -> [DumpLine] {
    var result: [DumpLine] = []
    var number = 0
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      let line = String(raw)
      guard isMeaningful(line) else { continue }
      let (depth, presented, rest, column) = split(line)
      result.append(
        DumpLine(
          number: number, depth: depth, isPresented: presented,
          content: rest.trimmingCharacters(in: .whitespaces), contentColumn: column))
    }
    return result
  }
}
