import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// `responder-lab import DUMP`: rebuilds a device's dump in the simulator and prints it back, with
/// the ids other commands accept and any line the simulator rebuilds differently.
@MainActor
enum ImportCommand: Subcommand {
  static let name = "import"
  static let abstract = "Rebuild a device's dump in the simulator and print it back."
  static let arguments = [
    ArgumentSpec(
      name: "dump",
      help:
        "A device's dump (recursiveDescription, _printHierarchy, pvc, presponder, or 'A -> B -> C'); '-' reads standard input.",
      kind: .inputFile)
  ]
  static let discussion = """
    Reads recursiveDescription (FIDELITY 10.1), _printHierarchy (10.2), chisel's pvc (10.3) and
    presponder (10.5), or a one-line chain ('UILabel -> UIView -> ViewController'). Other commands read the same
    files: the ids printed here are what --from accepts. Unknown classes become plain views or
    controllers shown under the dump's class name.
    """
  static let options = [
    OptionSpec(
      name: "--check", help: "Exit with 1 if the simulator rebuilds the dump differently."),
    CommonOptions.addresses, CommonOptions.json,
  ]

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let input: LoadedInput
    switch CommonOptions.loadInput(arguments, in: context) {
    case .failed(let code): return code
    case .loaded(let loaded): input = loaded
    }
    let world = input.world
    guard case .dump(_, let format) = world.origin else {
      return context.usage("'\(input.name)' is a scenario; import reads device dumps.")
    }
    let style = CommonOptions.style(arguments)
    let original = input.text
    let rebuilt = render(world, format: format, style: style)
    let differences = DumpComparison.differences(
      original: original, rebuilt: render(world, format: format, style: .stable))
    if arguments.has("--json") {
      let pairs: [(String, JSONOutput?)] = [
        ("format", .string(format.rawValue)),
        ("ids", .array(world.ids.map { .string($0) })),
        ("rebuilt", .string(rebuilt)),
        ("differences", .array(differences.map { .string($0) })),
        ("notes", .array(world.notes.map { .string($0) })),
      ]
      context.print(JSONOutput.object(pairs).rendered())
    } else {
      let t = context.terminal
      context.print(
        "Imported \(input.name) as \(describe(format)): \(summary(world)).")
      context.print("Ids for --from: \(world.ids.joined(separator: ", "))")
      context.print()
      context.print(t.bold("== Rebuilt by the simulator"))
      context.print(rebuilt)
      if !differences.isEmpty {
        context.print()
        context.print(t.bold("== Where the simulator differs from the dump"))
        for line in differences { context.print(line) }
      }
      if !world.notes.isEmpty {
        context.print()
        context.print(t.bold("== Notes"))
        for note in world.notes { context.print(note) }
      }
    }
    return arguments.has("--check") && !differences.isEmpty ? .failure : .success
  }

  static func describe(_ format: DumpFormat) -> String {
    switch format {
    case .recursiveDescription: "a recursiveDescription dump (FIDELITY 10.1)"
    case .printHierarchy: "a _printHierarchy dump (FIDELITY 10.2)"
    case .chiselViewControllers: "a chisel pvc dump (FIDELITY 10.3)"
    case .presponder: "a presponder chain (FIDELITY 10.5)"
    case .arrowChain: "a one-line responder chain"
    }
  }

  static func summary(_ world: LabWorld) -> String {
    let responders = world.allResponders
    let views = responders.filter { $0 is UIView }.count
    let controllers = responders.filter { $0 is UIViewController }.count
    return
      "\(views) view\(views == 1 ? "" : "s"), \(controllers) controller\(controllers == 1 ? "" : "s")"
  }

  /// The world printed back in the format it was read in.
  static func render(_ world: LabWorld, format: DumpFormat, style: DumpStyle) -> String {
    switch format {
    case .recursiveDescription:
      return world.rootView.map { ViewTreeDump(style: style).render($0) } ?? ""
    case .printHierarchy:
      return world.rootController.map { ControllerTreeDump(style: style).render($0) } ?? ""
    case .chiselViewControllers:
      return world.rootController.map { ChiselControllerDump(style: style).render($0) } ?? ""
    case .presponder, .arrowChain:
      guard let first = world.ids.first.flatMap(world.object(named:)) else { return "" }
      let dump = ResponderChainDump(style: style)
      return format == .presponder ? dump.render(from: first) : dump.arrowLine(from: first)
    }
  }
}
