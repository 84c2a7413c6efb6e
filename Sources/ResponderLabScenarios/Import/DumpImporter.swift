import Foundation
import ResponderLabDevice
import SimUIKit

/// Builds a ``LabWorld`` from one or more device dumps of one moment: `recursiveDescription`
/// (FIDELITY 10.1), `_printHierarchy` (10.2), chisel's `pvc` (10.3) and `presponder` (10.5), or a
/// one-line chain, as printed or quoted inside lldb and Cycript transcripts.
///
/// Objects with the same address in several dumps are one object: a controller tree gives the
/// controllers and their views, a view tree places those views, and a chain fixes who answers whom.
/// Classes the simulator knows become real simulated objects; other names become plain `UIView`s or
/// `UIViewController`s shown under the dump's class name. Objects get ids from the dump's classes
/// and order (`UILabel#2` is the dump's second `UILabel`).
@MainActor
public struct DumpImporter {
  /// The name the input is reported under in errors.
  public var file: String
  /// Creates an importer for text read from `file`.
  public init(file: String) {
    self.file = file
  }

  /// Reads `text`, finding the dumps in it, and builds the world.
  public func importDump(_ text: String, format: DumpFormat? = nil) throws(InputError) -> LabWorld {
    try Self.importDumps([(file, text)])
  }

  /// Reads several files holding dumps of one moment and builds one world from them all.
  public static func importDumps(_ inputs: [(file: String, text: String)]) throws(InputError)
    -> LabWorld
  {
    var notes: [String] = []
    var pieces: [DumpPiece] = []
    for (file, text) in inputs {
      let found = try DumpPiece.pieces(in: text, file: file, notes: &notes)
      pieces += found
    }
    let first = pieces.first
    let world = LabWorld(
      origin: .dump(file: inputs.first?.file ?? "", format: first?.format ?? .recursiveDescription),
      screenSize: screenSize(of: pieces))
    // A dump says nothing of the app delegate unless it prints a chain that ends there.
    world.application.delegate = nil
    let result = world.simulation.withCurrent { () -> Result<Void, InputError> in
      do throws(InputError) {
        try DumpAssembler(world: world).assemble(pieces)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    if case .failure = result {
      // NB: what was built so far (presentations hold their presenters) is released, not leaked.
      world.device.tearDown()
    }
    try result.get()
    world.notes = notes + world.notes
    world.simulation.mainQueue.runUntilIdle()
    return world
  }

  /// The size of the first full-screen window the dumps print (a device's screen), or the
  /// simulator's default.
  static func screenSize(of pieces: [DumpPiece]) -> CGSize {
    for piece in pieces where piece.format == .recursiveDescription || piece.format == .presponder {
      for line in piece.lines {
        var reader = ObjectDescriptionReader(
          line.content, lineNumber: line.number, column: line.contentColumn, file: piece.file)
        guard let description = try? reader.readDescription(),
          description.className.hasSuffix("Window")
            || description.field("baseClass")?.value == "UIWindow",
          let frame = description.field("frame").flatMap({
            RecursiveDescriptionParser.frame($0.value)
          }),
          frame.origin == .zero, frame.width >= 200, frame.height >= 200
        else { continue }
        return frame.size
      }
    }
    return CGSize(width: 390, height: 844)
  }

  /// A simulated view of the named class; for a class the simulator does not know, of the UIKit
  /// class its description prints as `baseClass`; else a plain view (a window or a label if its name
  /// says so).
  static func newView(className: String, baseClass: String? = nil, frame: CGRect)
    -> UIView
  {
    if let view = knownView(className, frame: frame) { return view }
    if let baseClass, let view = knownView(baseClass, frame: frame) { return view }
    return className.hasSuffix("Window")
      ? UIWindow(frame: frame)
      : className.hasSuffix("Label") ? UILabel(frame: frame) : UIView(frame: frame)
  }

  /// Whether ``newView(className:baseClass:frame:)`` makes a window for this class, without making
  /// a view (which would take a stable number).
  package static func isWindow(className: String, baseClass: String? = nil) -> Bool {
    if knownViewClasses.contains(className) { return windowClasses.contains(className) }
    if let baseClass, knownViewClasses.contains(baseClass) {
      return windowClasses.contains(baseClass)
    }
    return className.hasSuffix("Window")
  }

  private static let windowClasses: Set<String> = [
    "UIWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow",
  ]

  /// The UIKit classes a dump's views are rebuilt as, each with how to make one: windows,
  /// containers' views, bars, and the controls of ``ImportedControls``.
  private static let viewClasses: [String: @MainActor (CGRect) -> UIView] = {
    var classes: [String: @MainActor (CGRect) -> UIView] = [
      "UILabel": { UILabel(frame: $0) },
      "UITransitionView": { UITransitionView(frame: $0) },
      "UIDropShadowView": { UIDropShadowView(frame: $0) },
      "UILayoutContainerView": { UILayoutContainerView(frame: $0) },
      "UINavigationTransitionView": { UINavigationTransitionView(frame: $0) },
      "UIViewControllerWrapperView": { UIViewControllerWrapperView(frame: $0) },
      "UINavigationBar": { UINavigationBar(frame: $0) },
      "UITabBar": { UITabBar(frame: $0) },
      // Scroll views, tables and collections are rebuilt as real ones, with their pan recognizer
      // and content-touch delays (FIDELITY 14.12, 14.13); the dump's own indicators are imported.
      "UIScrollView": { UIScrollView(frame: $0).withoutOwnScrollIndicators() },
      "UITableView": { UITableView(frame: $0, style: .plain).withoutOwnScrollIndicators() },
      "UICollectionView": {
        UICollectionView(frame: $0, collectionViewLayout: UICollectionViewFlowLayout())
          .withoutOwnScrollIndicators()
      },
    ]
    for window in windowClasses { classes[window] = { UIWindow(frame: $0) } }
    classes.merge(ImportedControls.viewClasses) { own, _ in own }
    return classes
  }()

  /// The classes ``newView(className:baseClass:frame:)`` rebuilds as themselves.
  package static let knownViewClasses: Set<String> = Set(viewClasses.keys)

  private static func knownView(_ className: String, frame: CGRect) -> UIView? {
    viewClasses[className]?(frame)
  }
}

/// One dump read from a file: its format and its lines, or the text of a one-line chain.
struct DumpPiece {
  var file: String
  var format: DumpFormat
  var lines: [DumpLine]
  var text: String
  var layerLines: Int

  /// The dumps found in `text`, in order; a text with no description at all is refused.
  static func pieces(in text: String, file: String, notes: inout [String]) throws(InputError)
    -> [DumpPiece]
  {
    if let trace = AutolayoutTraceFormat.firstTraceLine(in: text) {
      throw AutolayoutTraceFormat.refusal(file: file, line: trace.line, column: trace.column)
    }
    var result: [DumpPiece] = []
    for segment in DumpTranscript(text).segments {
      let shape = try DumpSegmentShape(segment, file: file, notes: &notes)
      result.append(
        DumpPiece(
          file: file, format: shape.format, lines: shape.lines, text: text,
          layerLines: shape.layerLines))
      if shape.layerLines > 0 {
        notes.append(
          "\(file): \(shape.layerLines) '(layer)' line\(shape.layerLines == 1 ? "" : "s") (sublayers with no view, FIDELITY 10.1) skipped."
        )
      }
    }
    if result.isEmpty, text.contains("->") || text.contains("→") {
      result.append(
        DumpPiece(file: file, format: .arrowChain, lines: [], text: text, layerLines: 0))
    }
    guard !result.isEmpty else {
      let first = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .enumerated().first { !$0.element.trimmingCharacters(in: .whitespaces).isEmpty }
      throw InputError(
        file: file,
        position: SourcePosition(
          line: (first?.offset ?? 0) + 1,
          column: (first?.element.prefix { $0 == " " }.count ?? 0) + 1),
        expected:
          "a recursiveDescription, _printHierarchy, pvc, presponder or 'A -> B' chain dump (FIDELITY 10.1, 10.2, 10.3, 10.5)",
        found: first.map { "'\($0.element.trimmingCharacters(in: .whitespaces).prefix(30))'" }
          ?? "an empty file",
        fix:
          "paste the dump as lldb printed it: lines starting with '<' (a '<UIWindow: …>', '<UINavigationController …>'), or 'A -> B'."
      )
    }
    return result
  }
}
