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
/// backquotes, tabs, CRLF, blank lines, dots where someone cut lines out (``isElision(_:)``),
/// `(layer)` lines, and arrays of windows (`<__NSArrayM 0x…>( … )`).
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
    var segments: [Segment] = []
    var current = Segment()
    var number = 0
    func close() {
      if !current.lines.isEmpty { segments.append(current) }
      current = Segment()
    }
    var text = text
    text.withUTF8 { bytes in
      UTF8Text.forEachLine(in: bytes) { line in
        number += 1
        switch Self.classify(bytes, line) {
        case .blank: break
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
    }
    close()
    self.segments = segments
  }

  enum Kind: Equatable {
    case blank, elision, layer, arrayStart, other
    case object(depth: Int, presented: Bool, content: String, column: Int)
  }

  /// What the line `raw` is.
  static func classify(_ raw: Substring) -> Kind {
    var line = String(raw)
    return line.withUTF8 { classify($0, 0..<$0.count) }
  }

  /// What the line at `range` of `bytes` is: a description with its depth, or another kind.
  static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Kind {
    var start = range.lowerBound
    var end = range.upperBound
    while end > start, bytes[end - 1] == 0x0D || bytes[end - 1] == 0x0A { end -= 1 }
    let trimmed = UTF8Text.trimmed(start..<end, in: bytes)
    if trimmed.isEmpty { return .blank }
    if isElision(UnsafeBufferPointer(rebasing: bytes[trimmed])) { return .elision }
    // chisel appends its pvc footer without a newline: what follows it is a line of its own.
    if let footer = UTF8Text.firstIndex(of: "presented modally.", in: bytes, start..<end) {
      start = footer + "presented modally.".utf8.count
    }
    guard let angle = (start..<end).first(where: { bytes[$0] == UInt8(ascii: "<") }) else {
      return .other
    }
    let marks: [UInt8]
    if (start..<angle).contains(where: { bytes[$0] == UInt8(ascii: "$") }) {
      guard
        let found = leadMarks(UTF8Text.string(UnsafeBufferPointer(rebasing: bytes[start..<angle])))
      else { return .other }
      marks = found
    } else {
      guard let found = leadMarks(bytes, start..<angle) else { return .other }
      marks = found
    }
    var contentEnd = end
    while contentEnd > angle, [0x20, 0x09, 0x60, 0x2C].contains(bytes[contentEnd - 1]) {
      contentEnd -= 1  // spaces, tabs, backquotes and commas after a description
    }
    let content = UnsafeBufferPointer(rebasing: bytes[angle..<contentEnd])
    // lldb's print of an array, `<__NSArrayM 0x600000c5c0f0>(`, has no fields: a view of a class
    // named like one, with its frame, is a view.
    if content.starts(with: "<__NS".utf8), content.reversed().starts(with: "(>".utf8),
      !content.contains(UInt8(ascii: ";"))
    {
      return .arrayStart
    }
    let contentText = UTF8Text.string(content)
    if isChain(contentText) { return .other }
    if content.reversed().starts(with: ")reyal(".utf8) { return .layer }
    return .object(
      depth: marks.count, presented: marks.last == UInt8(ascii: "+"), content: contentText,
      column: UTF8Text.characterCount(UnsafeBufferPointer(rebasing: bytes[start..<angle])) + 1)
  }

  /// Whether `text`, a trimmed line, is where the author cut lines out: a run of at least three
  /// dots or an ellipsis (`...`, `......`, `. . .`, `…`, `⋮`, `⋯`), maybe in brackets (`(...)`,
  /// `[…]`) or behind tree and quoting marks (`   |    ...`, `// ...`, `> …`), and nothing else.
  static func isElision(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var dots = 0
    var index = 0
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: ".") {
        dots += 1
      } else if byte == 0xE2, index + 2 < text.count,
        // U+2026 (…), U+22EE (⋮) and U+22EF (⋯).
        (text[index + 1] == 0x80 && text[index + 2] == 0xA6)
          || (text[index + 1] == 0x8B && (text[index + 2] == 0xAE || text[index + 2] == 0xAF))
      {
        dots += 3
        index += 2
      } else if !quotingMarks.contains(byte) && !elisionBrackets.contains(byte) {
        return false
      }
      index += 1
    }
    return dots >= 3
  }

  /// Brackets that may hold an elision's dots: `(...)`, `[…]`.
  private static let elisionBrackets: Set<UInt8> = Set("()[]".utf8)

  /// The tree marks (`|`, `+`; chisel's `*M` counts as `+`) of the text before a line's first
  /// `<`, or nil if something other than tree and quoting marks comes before it.
  private static func leadMarks(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> [UInt8]?
  {
    var marks: [UInt8] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "*"), index + 1 < range.upperBound,
        bytes[index + 1] == UInt8(ascii: "M")
      {
        marks.append(UInt8(ascii: "+"))
        index += 2
        continue
      }
      guard quotingMarks.contains(byte) else { return nil }
      if byte == UInt8(ascii: "|") || byte == UInt8(ascii: "+") { marks.append(byte) }
      index += 1
    }
    return marks
  }

  /// The tree marks of a lead that holds lldb's `(UIView *) $1 = 0x… ` result prefix.
  private static func leadMarks(_ text: String) -> [UInt8]? {
    var lead = text
    if let result = lead.range(
      of: #"\([^()]*\)\s*\$[0-9]+\s*=\s*(0x[0-9a-fA-F]+\s*)?$"#, options: .regularExpression)
    {
      lead.removeSubrange(result)
    }
    return Array(lead.utf8).withUnsafeBufferPointer { leadMarks($0, 0..<$0.count) }
  }

  /// Whether a line whose text from its first `<` is `content` is a one-line chain
  /// (`<UILabel: 0x1> -> <UIView: 0x2>`), which the arrow reader takes, rather than a description:
  /// an arrow right after the first description. An arrow inside a description (a label's
  /// `text = 'Next -> Done'`, a field the reader does not know) is part of that description.
  static func isChain(_ content: String) -> Bool {
    guard content.utf8.contains(UInt8(ascii: "-")) || content.utf8.contains(0xE2),
      content.contains("->") || content.contains("→")
    else { return false }
    var reader = ObjectDescriptionReader(content, lineNumber: 0, column: 1, file: "")
    guard let description = try? reader.readDescription() else { return true }
    return description.trailing.hasPrefix("->") || description.trailing.hasPrefix("→")
  }

  /// Marks that may come before a description: quoting, comments, backquotes, fences, tree marks.
  static let quotingMarks: Set<UInt8> = Set(" \t>/#*`~|+".utf8)
}
