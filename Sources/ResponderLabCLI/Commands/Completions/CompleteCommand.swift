import ResponderLabScenarios

/// `responder-lab __complete ids|probes <file>`: the ids of a file, one a line, for the completion
/// scripts to offer after `--from` and `--probe`. Hidden: the shells call it, not people.
@MainActor
enum CompleteCommand: Subcommand {
  static let name = "__complete"
  static let abstract = "Print the ids or probes of a file, one a line, for shell completion."
  static let isHidden = true
  static let arguments = [
    ArgumentSpec(
      name: "what", help: "What to list.", kind: .choices(["ids", "probes"])),
    CommonOptions.input,
  ]

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let loader = WorldLoader(context: context)
    guard case .loaded(let input) = loader.load(arguments.positionals[1]) else { return .dataError }
    let names: [String]
    if arguments.positionals[0] == "probes" {
      names = input.run?.scenario.probes.map(\.id.id) ?? []
    } else {
      try? input.run?.run()
      names = input.world.knownNames
    }
    for name in names { context.print(name) }
    return .success
  }
}
