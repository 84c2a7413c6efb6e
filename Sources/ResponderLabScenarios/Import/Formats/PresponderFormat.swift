import ResponderLabDiagnostics
import SimUIKit

/// chisel's `presponder` (FIDELITY 10.5): one responder a line, one level deeper each step.
enum PresponderFormat: DumpFormatReader {
  static let format = DumpFormat.presponder
  static let title = "a presponder chain (FIDELITY 10.5)"
  static let stage = DumpStage.chains

  /// Each line one level deeper than the one before, and some line without a frame whose class
  /// names what no view tree holds (a controller, a scene, the application or its delegate): a tree
  /// of views would give siblings the same depth, and a view tree of one view a level, whose line
  /// lost its frame, still names views there.
  static func recognizes(_ lines: [DumpLine]) -> Bool {
    let depths = lines.map(\.depth)
    return depths.count > 1 && depths == Array(0..<depths.count)
      && lines.dropFirst().contains {
        !$0.content.contains("frame = ") && namesAResponderThatIsNoView($0.content)
      }
  }

  /// Whether a description's class is named like a controller, a scene, the application, an app
  /// delegate or an app's own window, the responders of a chain that can print no frame
  /// (FIDELITY 10.5). UIKit's `UIWindow` always prints its frame: a line of it without one was cut.
  static func namesAResponderThatIsNoView(_ content: String) -> Bool {
    let name = content.drop { $0 == "<" }.prefix { !": ;>".contains($0) }
    guard name != "UIWindow" else { return false }
    return ["Controller", "Application", "Scene", "Delegate", "Window"].contains {
      name.hasSuffix($0)
    }
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
