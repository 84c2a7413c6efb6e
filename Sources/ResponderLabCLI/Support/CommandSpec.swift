/// Everything the tool says about one command, declared once: parsing checks the command line
/// against it, and the help, the usage line, `docs/cli.md` and the shell completions are all
/// written from it.
struct CommandSpec: Sendable {
  /// The word that selects the command.
  var name: String
  /// One line for the overview and the completion menus.
  var abstract: String
  /// Paragraphs under the overview of the command's help, or empty.
  var discussion = ""
  /// The positional arguments, in order.
  var arguments: [ArgumentSpec] = []
  /// The options, in the order the help lists them.
  var options: [OptionSpec] = []
  /// Words that select a variant of the command (`learn check`), each with its own arguments.
  var subcommands: [CommandSpec] = []
  /// Whether the overview, help and completions leave it out (machinery for the shells).
  var isHidden = false

  /// The option called `name`.
  func option(_ name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  /// The subcommand called `name`.
  func subcommand(_ name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The usage line: `responder-lab dump <file> [--format <format>] …`, with required options
  /// unbracketed.
  var usage: String {
    usage(prefix: "responder-lab \(name)")
  }

  /// Every usage line: the command's own and, for each subcommand, `responder-lab learn check
  /// [<n>]`.
  var usageLines: [String] {
    [usage] + subcommands.map { $0.usage(prefix: "responder-lab \(name) \($0.name)") }
  }

  /// The usage line for `subcommand`, or the command's own.
  func usage(of subcommand: String?) -> String {
    subcommand.flatMap(self.subcommand)?.usage(prefix: "responder-lab \(name) \(subcommand ?? "")")
      ?? usage
  }

  private func usage(prefix: String) -> String {
    let parts =
      [prefix] + arguments.map(\.synopsis)
      + options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
    return parts.joined(separator: " ")
  }
}
