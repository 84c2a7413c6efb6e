/// How a usage mistake is printed: the error on one line, the usage line, and where the help is.
///
///     error: Unknown option '--fromat'; did you mean '--format'?
///     Usage: responder-lab dump <file> [--format <format>] …
///     See 'responder-lab help dump'.
struct UsageReport {
  var line: String
  /// The command the mistake is in, or nil for the tool itself.
  var command: CommandSpec?
  var subcommand: String?
  var terminal: Terminal

  var text: String {
    let usage = command.map { $0.usage(of: subcommand) } ?? CommandLineTool.usageLine
    let help = "responder-lab help" + (command.map { " " + $0.name } ?? "")
    return "\(terminal.red("error:")) \(line)\nUsage: \(usage)\nSee '\(help)'.\n"
  }
}
