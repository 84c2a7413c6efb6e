public import ResponderLabDiagnostics
public import SimUIKit

/// One text format of device dumps: how its dumps are recognized, read into a world, and written
/// back from the objects they showed. A new format is one type conforming to this protocol and
/// its entry in ``DumpFormats/all``.
protocol DumpFormatReader: SendableMetatype {
  /// The format's case.
  static var format: DumpFormat { get }
  /// What the format is called in messages: `a _printHierarchy dump (FIDELITY 10.2)`.
  static var title: String { get }
  /// When dumps of this format are joined: controllers first, then views, then chains.
  static var stage: DumpStage { get }
  /// Whether a dump whose lines are `lines` is in this format (asked in ``DumpFormats/all``'s
  /// order; the last format takes what no other does).
  static func recognizes(_ lines: [DumpLine]) -> Bool
  /// Reads `piece` into the world `assembler` builds; returns the objects of its top lines.
  @MainActor
  static func read(_ piece: DumpPiece, into assembler: DumpAssembler) throws(InputError)
    -> [UIResponder]
  /// The dump of `root` in this format.
  @MainActor
  static func write(
    _ root: UIResponder, in world: LabWorld, style: DumpStyle, only: Set<ObjectIdentifier>?
  ) -> String
}

/// The order in which dumps of one moment are joined.
enum DumpStage: Int, Comparable {
  /// Controller trees make the controllers and their views.
  case controllers
  /// View trees place views, reusing the ones controller trees made.
  case views
  /// Chains fix who answers whom.
  case chains

  static func < (a: DumpStage, b: DumpStage) -> Bool { a.rawValue < b.rawValue }
}

/// Every format the importer reads, in the order they are recognized.
public enum DumpFormats {
  static let all: [any DumpFormatReader.Type] = [
    PrintHierarchyFormat.self, ChiselControllersFormat.self, PresponderFormat.self,
    ArrowChainFormat.self, AutolayoutTraceFormat.self, RecursiveDescriptionFormat.self,
  ]

  static func reader(for format: DumpFormat) -> any DumpFormatReader.Type {
    all.first { $0.format == format } ?? RecursiveDescriptionFormat.self
  }

  /// What `format` is called in messages: `a _printHierarchy dump (FIDELITY 10.2)`.
  public static func title(of format: DumpFormat) -> String { reader(for: format).title }

  /// The dump of `root` in `format`, as the device would print it.
  @MainActor
  public static func write(
    _ root: UIResponder, as format: DumpFormat, in world: LabWorld, style: DumpStyle
  ) -> String {
    reader(for: format).write(root, in: world, style: style, only: nil)
  }

  /// One dump printed back from the objects it showed, in the format it was read in; with
  /// `onlyShown`, limited to the objects that dump printed (other dumps of the moment may add more).
  @MainActor
  public static func write(
    _ dump: ImportedDump, in world: LabWorld, style: DumpStyle, onlyShown: Bool = false
  ) -> String {
    let only = onlyShown && world.importedDumps.count > 1 ? dump.shown : nil
    return dump.roots.map {
      reader(for: dump.format).write($0, in: world, style: style, only: only)
    }
    .joined(separator: "\n")
  }
}
