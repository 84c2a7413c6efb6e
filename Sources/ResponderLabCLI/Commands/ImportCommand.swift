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
  static let arguments = "<dump>... [--check] [--addresses] [--json]"
  static let discussion = """
    Reads recursiveDescription (FIDELITY 10.1), _printHierarchy (10.2), chisel's pvc (10.3) and
    presponder (10.5), or a one-line chain ('UILabel -> UIView -> ViewController'), as printed or
    quoted in lldb and Cycript transcripts. Several files of one moment are joined: objects with
    the same address are one. Other commands read the same files: the ids printed here, and the
    dumps' addresses, are what --from accepts. Unknown classes become plain views or controllers
    shown under the dump's class name; unknown fields are shown back as printed.
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
    switch CommonOptions.loadInput(arguments, help: help, in: context) {
    case .failed(let code): return code
    case .loaded(let loaded): input = loaded
    }
    let world = input.world
    guard case .dump = world.origin else {
      return context.usage(
        "'\(arguments.positionals[0])' is a scenario; import reads device dumps.", help: help)
    }
    let style = CommonOptions.style(arguments)
    var sections: [(title: String, rebuilt: String, differences: [String])] = []
    for file in arguments.positionals {
      let dumps = world.importedDumps.filter { $0.file == file }
      let rebuilt = dumps.map { DumpFormats.write($0, in: world, style: style) }
        .joined(separator: "\n")
      let stable = dumps.map { DumpFormats.write($0, in: world, style: .stable, onlyShown: true) }
        .joined(separator: "\n")
      let differences = DumpComparison.differences(
        original: input.texts[file] ?? "", rebuilt: stable)
      let formats = dumps.map(\.format).reduce(into: [DumpFormat]()) {
        if !$0.contains($1) { $0.append($1) }
      }
      sections.append(
        (
          "\(file) as \(formats.map(DumpFormats.title(of:)).joined(separator: " and "))", rebuilt,
          differences
        ))
    }
    let differences = sections.flatMap { section in
      section.differences.map {
        sections.count > 1 ? "\(section.title.prefix { $0 != " " }): \($0)" : $0
      }
    }
    if arguments.has("--json") {
      let pairs: [(String, JSONOutput?)] = [
        ("format", .string(world.importedDumps.first?.format.rawValue ?? "")),
        ("files", .array(arguments.positionals.map { .string($0) })),
        ("ids", .array(world.ids.map { .string($0) })),
        ("rebuilt", .string(sections.map(\.rebuilt).joined(separator: "\n"))),
        ("differences", .array(differences.map { .string($0) })),
        ("notes", .array(world.notes.map { .string($0) })),
      ]
      context.print(JSONOutput.object(pairs).rendered())
    } else {
      let t = context.terminal
      let joined =
        sections.count > 1 ? "Joined \(sections.count) dumps of one moment: " : "Imported "
      context.print(
        "\(joined)\(sections.map(\.title).joined(separator: "; ")): \(summary(world)).")
      context.print("Ids for --from: \(world.ids.joined(separator: ", "))")
      for section in sections {
        context.print()
        context.print(
          t.bold(
            sections.count > 1
              ? "== \(section.title.prefix { $0 != " " }), rebuilt by the simulator"
              : "== Rebuilt by the simulator"))
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
