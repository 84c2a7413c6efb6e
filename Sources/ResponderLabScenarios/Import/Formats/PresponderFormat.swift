import ResponderLabDiagnostics
import SimUIKit

/// chisel's `presponder` (FIDELITY 10.5): one responder a line, one level deeper each step.
enum PresponderFormat: DumpFormatReader {
  static let format = DumpFormat.presponder
  static let title = "a presponder chain (FIDELITY 10.5)"
  static let stage = DumpStage.chains

  /// Each line one level deeper than the one before, and some line without a frame (a controller,
  /// the application): a tree of views would give siblings the same depth.
  static func recognizes(_ lines: [DumpLine]) -> Bool {
    let depths = lines.map(\.depth)
    return depths.count > 1 && depths == Array(0..<depths.count)
      && lines.dropFirst().contains { !$0.content.contains("frame = ") }
  }

  @MainActor
  static func read(_ piece: DumpPiece, into assembler: DumpAssembler) throws(InputError)
    -> [UIResponder]
  {
    try assembler.readChain(piece)
  }

  @MainActor
  static func write(
    _ root: UIResponder, in world: LabWorld, style: DumpStyle, only: Set<ObjectIdentifier>?
  ) -> String {
    var writer = ResponderChainDump(style: style)
    writer.views.otherFields = world.importedFields
    writer.views.trailers = world.importedTrailers
    return writer.render(from: root)
  }
}
