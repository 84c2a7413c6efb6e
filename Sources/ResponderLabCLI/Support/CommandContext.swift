/// What a command writes and reads while it runs: its output and error streams, the environment,
/// the styling it may use, and its own declaration, for usage errors.
@MainActor
final class CommandContext {
  var output: OutputSink
  var errors: OutputSink
  let environment: ToolEnvironment
  let terminal: Terminal
  /// The command running.
  let command: CommandSpec

  init(
    environment: ToolEnvironment, command: CommandSpec, output: OutputSink, errors: OutputSink
  ) {
    self.environment = environment
    self.terminal = Terminal(usesColor: environment.usesColor)
    self.command = command
    self.output = output
    self.errors = errors
  }

  func print(_ text: String = "") {
    output += text + "\n"
  }

  /// Reports a usage mistake, `message` being whole sentences, and returns exit code 64.
  func usage(_ message: String) -> CommandLineTool.ExitCode {
    errors += UsageReport(line: message, command: command, terminal: terminal).text
    return .usage
  }

  /// Reports a usage mistake with its suggestion, and returns exit code 64.
  func usage(_ error: UsageError) -> CommandLineTool.ExitCode {
    errors +=
      UsageReport(
        line: error.line, command: command, subcommand: error.subcommand, terminal: terminal
      ).text
    return .usage
  }
}
