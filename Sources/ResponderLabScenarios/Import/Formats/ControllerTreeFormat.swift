import SimUIKit

/// A parser of one syntax of controller trees: the lines of a dump in, the tree out, with notes
/// on what it read.
protocol ControllerTreeParser {
  /// Creates a parser of a dump read from `file`.
  init(file: String)
  /// The tree the lines print; throws for a broken tree.
  func parse(_ lines: [DumpLine], notes: inout [String]) throws(InputError) -> ImportedController
}

extension PrintHierarchyParser: ControllerTreeParser {}
extension ChiselControllerParser: ControllerTreeParser {}

/// A format of controller-tree dumps: read by its ``Parser``, its controllers made by the
/// assembler; the formats differ in how they recognize and write a dump.
protocol ControllerTreeFormat: DumpFormatReader {
  /// The parser of the format's lines.
  associatedtype Parser: ControllerTreeParser
}

extension ControllerTreeFormat {
  static var stage: DumpStage { .controllers }

  @MainActor
  static func read(_ piece: DumpPiece, into assembler: DumpAssembler) throws(InputError)
    -> [UIResponder]
  {
    var notes: [String] = []
    let root = try Parser(file: piece.file).parse(piece.lines, notes: &notes)
    assembler.world.notes += notes.map { "\(piece.file): \($0)" }
    return assembler.readControllers(root, file: piece.file)
  }
}
