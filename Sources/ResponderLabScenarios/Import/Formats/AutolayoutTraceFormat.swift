import ResponderLabDiagnostics
import SimUIKit

/// `-[UIView _autolayoutTrace]` (FIDELITY 21.3): the view tree with Auto Layout's marks, the
/// engine's layout guides and the unknowns its constraints leave free. `responder-lab dump --format
/// autolayout` prints it.
///
/// Written, not read: a trace has no frames, and its lines (`|   *UIView:0x…`) are not descriptions
/// in angle brackets, which is what the importer's transcript reads, so no dump is recognized as
/// one, and reading a piece in this format is refused with what to import instead.
enum AutolayoutTraceFormat: DumpFormatReader {
  static let format = DumpFormat.autolayoutTrace
  static let title = "an _autolayoutTrace dump (FIDELITY 21.3)"
  static let stage = DumpStage.views

  static func recognizes(_ lines: [DumpLine]) -> Bool { false }

  @MainActor
  static func read(_ piece: DumpPiece, into assembler: DumpAssembler) throws(InputError)
    -> [UIResponder]
  {
    throw InputError(
      file: piece.file,
      position: SourcePosition(line: piece.lines.first?.number ?? 1, column: 1),
      expected:
        "a dump the importer reads (recursiveDescription, _printHierarchy, pvc, presponder)",
      found: title,
      fix:
        "print the same views with 'po [[UIWindow keyWindow] recursiveDescription]' and import that: an _autolayoutTrace has no frames to rebuild the views from."
    )
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
