/// A command of `responder-lab`: its declaration (name, abstract, arguments, options) and what it
/// does. Adding a command is one type conforming to this protocol and one line in
/// ``CommandLineTool/commands``; its help, usage line, reference page and completions follow.
@MainActor
protocol Subcommand {
  /// The word that selects the command.
  static var name: String { get }
  /// One line for the overview and the completion menus.
  static var abstract: String { get }
  /// Paragraphs under the overview of the help, or empty.
  static var discussion: String { get }
  /// The positional arguments.
  static var arguments: [ArgumentSpec] { get }
  /// The options the command accepts.
  static var options: [OptionSpec] { get }
  /// The subcommand words, each with its arguments (`learn check [<n>]`), or none.
  static var subcommands: [CommandSpec] { get }
  /// Whether the overview, help and completions leave it out.
  static var isHidden: Bool { get }
  /// Runs the command on checked arguments.
  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
}

extension Subcommand {
  static var discussion: String { "" }
  static var arguments: [ArgumentSpec] { [] }
  static var options: [OptionSpec] { [] }
  static var subcommands: [CommandSpec] { [] }
  static var isHidden: Bool { false }

  /// The whole declaration.
  static var spec: CommandSpec {
    CommandSpec(
      name: name, abstract: abstract, discussion: discussion, arguments: arguments,
      options: options, subcommands: subcommands, isHidden: isHidden)
  }

  /// The text `--help` prints.
  static var help: String { HelpText(command: spec).rendered }

  /// Parses `arguments` and runs the command, answering `--help` and usage mistakes itself.
  static func main(_ arguments: [String], in context: CommandContext) -> CommandLineTool.ExitCode {
    switch ParsedArguments.parse(arguments, for: spec) {
    case .failure(let error): return context.usage(error)
    case .success(let parsed):
      if parsed.has("--help") {
        context.output += help
        return .success
      }
      return run(parsed, in: context)
    }
  }
}
