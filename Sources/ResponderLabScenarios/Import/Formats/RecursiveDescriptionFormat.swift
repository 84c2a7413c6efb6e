import ResponderLabDiagnostics
import SimUIKit

/// `-[UIView recursiveDescription]` and chisel's `pviews` (FIDELITY 10.1, 10.4).
enum RecursiveDescriptionFormat: DumpFormatReader {
  static let format = DumpFormat.recursiveDescription
  static let title = "a recursiveDescription dump (FIDELITY 10.1)"
  static let stage = DumpStage.views

  static func recognizes(_ lines: [DumpLine]) -> Bool { true }

  @MainActor
  static func read(_ piece: DumpPiece, into assembler: DumpAssembler) throws(InputError)
    -> [UIResponder]
  {
    try assembler.readViews(piece)
  }

  @MainActor
  static func write(
    _ root: UIResponder, in world: LabWorld, style: DumpStyle, only: Set<ObjectIdentifier>?
  ) -> String {
    guard let view = root as? UIView else { return "" }
    var writer = ViewTreeDump(style: style)
    writer.otherFields = world.importedFields
    writer.trailers = world.importedTrailers
    writer.only = only
    return writer.render(view)
  }
}
