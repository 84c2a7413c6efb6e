import Foundation

/// One line of a dump: its number, its nesting depth from the `"   | "` prefixes, whether its last
/// prefix was `"   + "` (a presented controller, FIDELITY 10.2), and the description after them.
struct DumpLine: Hashable, Sendable {
  var number: Int
  var depth: Int
  var isPresented: Bool
  var content: String
  /// The column, from 1, where ``content`` starts.
  var contentColumn: Int
  /// The run of lines, counted from 0, this line belongs to (see ``DumpTranscript``).
  var segment = 0

  /// The deepest nesting an import accepts, as a guard for the stack.
  static let maximumDepth = 500

  /// The dump lines of `text`, numbered from 1 as in the file, every segment together.
  static func lines(of text: String) -> [DumpLine] {
    DumpTranscript(text).segments.flatMap(\.lines)
  }
}

/// The dumps inside a text as devices and tools print them: `(lldb)` and `cy#` prompts, lldb's
/// `(id) $1 = 0x…` result prefixes, Markdown quotes (`>`), comment markers (`//`, `#`), Cycript's
/// backquotes, tabs, CRLF, blank lines, `...` where someone cut lines out, `(layer)` lines, and
/// arrays of windows (`<__NSArrayM 0x…>( … )`).
///
/// A line holds a description when only spaces, tree marks (`|`, `+`, chisel's `*M`) and quoting
/// marks come before its first `<`. Its depth is the number of tree marks, so prefixes that lost a
/// space when copied still count. Other lines (prompts, commands, prose) end a segment: each
/// segment is one dump.
struct DumpTranscript {
  /// One dump found in the text.
  struct Segment {
    var lines: [DumpLine] = []
    /// Lines with a `(layer)` description: sublayers without a view, skipped (FIDELITY 10.1).
    var layerLines = 0
    /// Lines where the author cut lines out (`...`).
    var elisions: [Int] = []
    /// Whether the segment was printed as an array (`<__NSArrayM 0x…>( … )`).
    var isArray = false
  }

  private(set) var segments: [Segment] = []

  init(_ text: String) {
    var current = Segment()
    var number = 0
    func close() {
      if !current.lines.isEmpty { segments.append(current) }
      current = Segment()
    }
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      switch Self.classify(Substring(raw)) {
      case .blank: continue
      case .elision: current.elisions.append(number)
      case .layer: current.layerLines += 1
      case .arrayStart:
        close()
        current.isArray = true
      case .other: close()
      case .object(let depth, let presented, let content, let column):
        current.lines.append(
          DumpLine(
            number: number, depth: current.isArray ? 0 : depth, isPresented: presented,
            content: content, contentColumn: column, segment: segments.count))
      }
    }
    close()
  }

  enum Kind: Equatable {
    case blank, elision, layer, arrayStart, other
    case object(depth: Int, presented: Bool, content: String, column: Int)
  }

  /// Whether a line whose text from its first `<` is `content` is a one-line chain
  /// (`<UILabel: 0x1> -> <UIView: 0x2>`), which the arrow reader takes, rather than a description:
  /// an arrow right after the first description. An arrow inside a description (a label's
  /// `text = 'Next -> Done'`, a field the reader does not know) is part of that description.
  static func isChain(_ content: String) -> Bool {
    guard content.contains("->") || content.contains("→") else { return false }
    var reader = ObjectDescriptionReader(content, lineNumber: 0, column: 1, file: "")
    guard let description = try? reader.readDescription() else { return true }
    return description.trailing.hasPrefix("->") || description.trailing.hasPrefix("→")
  }

  /// Marks that may come before a description: quoting, comments, backquotes, fences.
  static let quotingMarks: Set<Character> = [" ", "\t", ">", "/", "#", "*", "`", "~", "|", "+"]

  static func classify(_ raw: Substring) -> Kind {
    var line = raw
    while let last = line.last, last == "\r" || last == "\n" { line = line.dropLast() }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return .blank }
    if trimmed == "..." || trimmed == "…" || trimmed == "(...)" { return .elision }
    // chisel appends its pvc footer without a newline: what follows it is a line of its own.
    if let footer = line.range(of: "presented modally.") { line = line[footer.upperBound...] }
    guard let angle = line.firstIndex(of: "<") else { return .other }
    var lead = String(line[..<angle])
    // NB: the `$` test first spares most lines the regular expression, compiled at each use.
    if lead.contains("$"),
      let result = lead.range(
        of: #"\([^()]*\)\s*\$[0-9]+\s*=\s*(0x[0-9a-fA-F]+\s*)?$"#, options: .regularExpression)
    {
      lead.removeSubrange(result)  // lldb's `(UIView *) $1 = 0x… ` result prefix
    }
    lead = lead.replacingOccurrences(of: "*M", with: " +")
    guard lead.allSatisfy({ quotingMarks.contains($0) }) else { return .other }
    var content = String(line[angle...])
    while let last = content.last, last == " " || last == "\t" || last == "`" || last == "," {
      content.removeLast()
    }
    if content.hasPrefix("<__NS"), content.hasSuffix(">(") { return .arrayStart }
    if isChain(content) { return .other }
    if content.hasSuffix("(layer)") { return .layer }
    let marks = lead.filter { $0 == "|" || $0 == "+" }
    return .object(
      depth: marks.count, presented: marks.last == "+", content: content,
      column: line.distance(from: line.startIndex, to: angle) + 1)
  }
}
