/// `responder-lab help [<topic>]`: the overview, a command's help, or a topic.
@MainActor
enum HelpCommand: Subcommand {
  static let name = "help"
  static let abstract = "Show the overview, a command's help, or a topic."
  static var arguments: [ArgumentSpec] {
    [
      ArgumentSpec(
        name: "topic", help: "A command or a topic; none shows the overview.",
        kind: .choices(topics), isOptional: true, noun: "command or topic")
    ]
  }

  /// Every command and topic `help` answers.
  static var topics: [String] {
    CommandLineTool.visibleCommands.map { $0.name } + HelpTopic.all.map(\.name)
  }

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    guard let topic = arguments.positionals.first else {
      context.output += CommandLineTool.overview
      return .success
    }
    if let command = CommandLineTool.command(topic) {
      context.output += command.help
    } else if let topic = HelpTopic.all.first(where: { $0.name == topic }) {
      context.output += topic.text
    }
    return .success
  }
}
