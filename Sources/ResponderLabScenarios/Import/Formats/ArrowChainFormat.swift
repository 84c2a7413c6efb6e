import ResponderLabDiagnostics
import SimUIKit

/// A chain on one line: `UILabel -> UIView -> ViewController` (or with `→`), as people write
/// chains in posts and logs.
enum ArrowChainFormat: DumpFormatReader {
  static let format = DumpFormat.arrowChain
  static let title = "a one-line responder chain"
  static let stage = DumpStage.chains

  /// Arrow chains hold no description lines; the importer takes a text without any as one.
  static func recognizes(_ lines: [DumpLine]) -> Bool { false }

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
    ResponderChainDump(style: style).arrowLine(from: root)
  }
}
