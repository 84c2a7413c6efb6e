import ResponderLabDiagnostics
import SimUIKit

/// `-[UIView _autolayoutTrace]` (FIDELITY 21.3): the view tree with Auto Layout's marks, the
/// engine's layout guides and the unknowns its constraints leave free. `responder-lab dump --format
/// autolayout` prints it.
///
/// Written, not read: a trace has no frames, and its lines (`|   *UIView:0x…`) are not descriptions
/// in angle brackets. A file with a line in the trace's syntax is refused as a whole, at that line,
/// with what to import instead: read line by line, only its layout guides' descriptions would be
/// taken, as views.
enum AutolayoutTraceFormat: DumpFormatReader {
  static let format = DumpFormat.autolayoutTrace
  static let title = "an _autolayoutTrace dump (FIDELITY 21.3)"
  static let stage = DumpStage.views

  static func recognizes(_ lines: [DumpLine]) -> Bool { false }

  @MainActor
  static func read(_ piece: DumpPiece, into assembler: DumpAssembler) throws(InputError)
    -> [UIResponder]
  {
    throw refusal(file: piece.file, line: piece.lines.first?.number ?? 1, column: 1)
  }

  /// The refusal of a trace found in a file to import, at its first line in the trace's syntax.
  static func refusal(file: String, line: Int, column: Int) -> InputError {
    InputError(
      file: file, position: SourcePosition(line: line, column: column),
      expected:
        "a dump the importer reads (recursiveDescription, _printHierarchy, pvc, presponder)",
      found: title,
      fix:
        "print the same views with 'po [[UIWindow keyWindow] recursiveDescription]' and import that: an _autolayoutTrace has no frames to rebuild the views from."
    )
  }

  /// The line and column of the first line of `text` in the trace's own syntax, `|   *UIView:0x…`
  /// (bars and spaces, a mark, then `Class:0x…` with no angle bracket), if there is one. Read as
  /// bytes: every import asks it of its whole text.
  static func firstTraceLine(in text: String) -> (line: Int, column: Int)? {
    let bytes = Array(text.utf8)
    func isNameByte(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$")
    }
    var start = 0
    var number = 1
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      // NB: a trace quoted in a code comment keeps its `//`; the prefix is ASCII, so its bytes
      // count its columns.
      var index = start
      while index < end, [0x7C, 0x2F, 0x20, 0x09].contains(bytes[index]) { index += 1 }
      let column = index - start + 1
      if index < end, bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "+") {
        index += 1
      } else if index + 2 < end, bytes[index] == 0xE2, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA2
      {
        index += 3  // `•`
      }
      let nameStart = index
      while index < end, isNameByte(bytes[index]) { index += 1 }
      if index > nameStart, bytes[nameStart] > 0x39, end - index >= 3,
        bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "0"),
        bytes[index + 2] == UInt8(ascii: "x")
      {
        return (number, column)
      }
      // CRLF ends one line.
      start = end + (end + 1 < bytes.count && bytes[end] == 0x0D && bytes[end + 1] == 0x0A ? 2 : 1)
      number += 1
    }
    return nil
  }

  @MainActor
  static func write(
    _ root: UIResponder, in world: LabWorld, style: DumpStyle, only: Set<ObjectIdentifier>?
  ) -> String {
    guard let view = root as? UIView else { return "" }
    let describe = ViewTreeDump(style: style).describe
    return view.autolayoutTrace(withAddresses: style.showsAddresses, describe: describe)
  }
}
