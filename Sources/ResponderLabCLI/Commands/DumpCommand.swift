import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// `responder-lab dump FILE`: the hierarchy in one of UIKit's text forms, JSON, Graphviz DOT or SVG.
@MainActor
enum DumpCommand: Subcommand {
  static let name = "dump"
  static let abstract = "Print the hierarchy of a scenario or an imported dump."
  static let arguments = [CommonOptions.input]
  static let discussion = """
    Formats: vc (_printHierarchy, FIDELITY 10.2), views (recursiveDescription, 10.1), chain
    (presponder, 10.5; needs --from), pvc (chisel, 10.3), autolayout (_autolayoutTrace, 21.3: the
    views with Auto Layout's marks, ambiguous ones named), json, dot (Graphviz), svg (a picture of
    the screen) and hierarchy-svg (controllers and views, with the chain from --from highlighted).

    With --addresses, an imported dump printed in its own format comes back as the device printed
    it, as 'import --addresses' writes it: the device's own text for each line the simulator
    rebuilds the same, the simulator's for the others.
    """
  static let formats = [
    "vc", "views", "chain", "pvc", "autolayout", "json", "dot", "svg", "hierarchy-svg",
  ]
  static let options = [
    OptionSpec(
      name: "--format", valueName: "format",
      help: "The form of the hierarchy.", choices: formats, defaultValue: "vc"),
    CommonOptions.step, CommonOptions.profile, CommonOptions.addresses, CommonOptions.from,
    OptionSpec(
      name: "--output", valueName: "path",
      help: "Write to this file instead of standard output (never over the input).",
      kind: .outputFile),
  ]

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let format = arguments.value("--format") ?? "vc"
    if format == "chain", arguments.value("--from") == nil {
      return context.usage("'--format chain' needs '--from <id>'.")
    }
    let input: LoadedInput
    switch CommonOptions.loadInput(arguments, in: context) {
    case .failed(let code): return code
    case .loaded(let loaded): input = loaded
    }
    let world = input.world
    let style = CommonOptions.style(arguments)
    var from: UIResponder?
    if let name = arguments.value("--from") {
      guard
        let found = CommonOptions.responder(named: name, in: world, context: context)
      else { return .usage }
      from = found
    }
    var text: String
    switch format {
    case "pvc":
      text =
        world.rootController.map { ChiselControllerDump(style: style).render($0) }
        ?? "<no view controllers>"
    case "views":
      // An imported dump's fields that the simulator does not model are shown back as printed.
      var writer = ViewTreeDump(style: style)
      writer.otherFields = world.importedFields
      writer.trailers = world.importedTrailers
      text = world.rootView.map { writer.renderWithKeyboard($0) } ?? "<no views>"
    case "autolayout":
      text =
        world.rootView.map { DumpFormats.write($0, as: .autolayoutTrace, in: world, style: style) }
        ?? "<no views>"
    case "chain":
      text = from.map { ResponderChainDump(style: style).render(from: $0) } ?? ""
    case "json":
      text =
        HierarchyJSON(style: style, ids: { world.id(of: $0) }).renderedDocument(
          rootController: world.rootController, rootView: world.rootView)
    case "dot":
      text = HierarchyGraph(style: style).dot(
        rootController: world.rootController, rootView: world.rootView, highlightingChainFrom: from)
    case "svg":
      text = ScreenPicture().svg(
        window: world.rootView, screen: world.simulation.screen, highlighting: from as? UIView)
    case "hierarchy-svg":
      text = HierarchyPicture(style: style).svg(
        rootController: world.rootController, rootView: world.rootView, highlightingChainFrom: from)
    default:
      text =
        world.rootController.map { ControllerTreeDump(style: style).render($0) }
        ?? "<no view controllers>"
    }
    if style.showsAddresses, let dumpFormat = formatsOfDumps[format] {
      text = reexported(text, as: dumpFormat, input: input)
    }
    if let output = arguments.value("--output") {
      return write(text + "\n", to: output, input: input, context: context)
    }
    context.print(text)
    return .success
  }

  /// The dump format each text format of this command prints.
  static let formatsOfDumps: [String: DumpFormat] = [
    "vc": .printHierarchy, "views": .recursiveDescription, "pvc": .chiselViewControllers,
    "chain": .presponder,
  ]

  /// `text`, printed in `format` from an imported world, with the device's own lines wherever the
  /// simulator agrees with the first file the input read that holds only dumps in that format (as
  /// `import --addresses` writes a dump back; see `DumpReexport`); unchanged for a scenario or when
  /// no such file was read.
  static func reexported(_ text: String, as format: DumpFormat, input: LoadedInput) -> String {
    let dumps = input.world.importedDumps
    guard
      let original = input.dumps.first(where: { file in
        let formats = dumps.filter { $0.file == file.name }.map(\.format)
        return !formats.isEmpty && formats.allSatisfy { $0 == format }
      })
    else { return text }
    return DumpReexport.merge(original: original.text, rebuilt: text)
  }

  /// Writes `text` to `path`, refusing to write over the input file.
  static func write(_ text: String, to path: String, input: LoadedInput, context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let resolved = context.environment.resolve(path)
    if resolved == input.path {
      return context.usage(
        "Refusing to write over the input file '\(path)'. To fix, choose another '--output' path.")
    }
    // NB: written in place, not through a temporary file renamed over the target, so that a device
    // such as /dev/null stays a device.
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: resolved))
    } catch {
      return context.usage(
        "Cannot write '\(path)'. To fix, choose a path in a folder that exists and can be written.")
    }
    return .success
  }
}
