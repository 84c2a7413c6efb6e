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
        "A device's dump (recursiveDescription, _printHierarchy, pvc, presponder, or 'A -> B -> C'); '-' reads standard input. Several dumps of one moment are joined.",
      kind: .inputFile, isRepeating: true)
  ]
  static let discussion = """
    Reads recursiveDescription (FIDELITY 10.1), _printHierarchy (10.2), chisel's pvc (10.3) and
    presponder (10.5), or a one-line chain ('UILabel -> UIView -> ViewController'), as printed or
    quoted in lldb and Cycript transcripts. Several files of one moment are joined: objects with
    the same address are one. Other commands read the same files: the ids printed here, and the
    dumps' addresses, are what --from accepts. Unknown classes become plain views or controllers
    shown under the dump's class name; unknown fields are shown back as printed.

    With --addresses the dump comes back as the device printed it: each line the simulator rebuilds
    the same is the device's own text (its fields in its order, a description cut short, '...'
    marks), each other line the simulator's. Only the tree prefixes (UIKit's '   | '), prompts,
    quoting and blank lines, and CRLF are normalised.
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
    guard case .dump = world.origin else {
      return context.usage("'\(input.name)' is a scenario; import reads device dumps.")
    }
    let style = CommonOptions.style(arguments)
    var sections: [(title: String, rebuilt: String, differences: [String])] = []
    for (file, text) in input.dumps {
      let dumps = world.importedDumps.filter { $0.file == file }
      let stable = dumps.map { DumpFormats.write($0, in: world, style: .stable, onlyShown: true) }
        .joined(separator: "\n")
      // With addresses, the dump comes back as the device printed it, line by line where the
      // simulator agrees (DumpReexport).
      let rebuilt =
        style.showsAddresses
        ? DumpReexport.reexport(file, original: text, in: world)
        : dumps.map { DumpFormats.write($0, in: world, style: style) }.joined(separator: "\n")
      let differences = DumpComparison.differences(original: text, rebuilt: stable)
      let formats = dumps.map(\.format).reduce(into: [DumpFormat]()) {
        if !$0.contains($1) { $0.append($1) }
      }
      let title = "\(file) as \(formats.map(DumpFormats.title(of:)).joined(separator: " and "))"
      sections.append((title, rebuilt, differences))
    }
    let joined = sections.count > 1
    let differences = zip(input.dumps, sections).flatMap { dump, section in
      section.differences.map { joined ? "\(dump.name): \($0)" : $0 }
    }
    if arguments.has("--json") {
      let pairs: [(String, JSONOutput?)] = [
        ("format", .string(world.importedDumps.first?.format.rawValue ?? "")),
        ("files", .array(input.dumps.map { .string($0.name) })),
        ("ids", .array(world.ids.map { .string($0) })),
        ("rebuilt", .string(sections.map(\.rebuilt).joined(separator: "\n"))),
        ("differences", .array(differences.map { .string($0) })),
        ("notes", .array(world.notes.map { .string($0) })),
      ]
      context.print(JSONOutput.object(pairs).rendered())
    } else {
      let t = context.terminal
      let verb = joined ? "Joined \(sections.count) dumps of one moment: " : "Imported "
      context.print("\(verb)\(sections.map(\.title).joined(separator: "; ")): \(summary(world)).")
      context.print("Ids for --from: \(world.ids.joined(separator: ", "))")
      for (dump, section) in zip(input.dumps, sections) {
        context.print()
        context.print(
          t.bold(
            joined ? "== \(dump.name), rebuilt by the simulator" : "== Rebuilt by the simulator"))
        context.print(section.rebuilt)
      }
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

  static func summary(_ world: LabWorld) -> String {
    let responders = world.allResponders
    let views = responders.filter { $0 is UIView }.count
    let controllers = responders.filter { $0 is UIViewController }.count
    return
      "\(views) view\(views == 1 ? "" : "s"), \(controllers) controller\(controllers == 1 ? "" : "s")"
  }
}
