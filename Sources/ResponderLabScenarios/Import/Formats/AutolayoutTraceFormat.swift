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
  /// (bars of four characters, a mark, then `Class:0x…` with no angle bracket), if there is one.
  static func firstTraceLine(in text: String) -> (line: Int, column: Int)? {
    var number = 0
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      // NB: a trace quoted in a code comment keeps its `//`.
      var rest = raw.drop { "|/ \t".contains($0) }
      let column = raw.count - rest.count + 1
      if let mark = rest.first, "•*+".contains(mark) { rest = rest.dropFirst() }
      guard let first = rest.first, first.isLetter || first == "_" else { continue }
      let name = rest.prefix { $0.isLetter || $0.isNumber || "_.$".contains($0) }
      if rest.dropFirst(name.count).hasPrefix(":0x") { return (number, column) }
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
