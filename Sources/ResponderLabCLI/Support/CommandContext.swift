/// What a command writes and reads while it runs: its output and error text, the environment and
/// the styling it may use.
@MainActor
final class CommandContext {
  var output = ""
  var errors = ""
  let environment: ToolEnvironment
  let terminal: Terminal

  init(environment: ToolEnvironment) {
    self.environment = environment
    self.terminal = Terminal(usesColor: environment.usesColor)
  }

  func print(_ text: String = "") {
    output += text + "\n"
  }

  /// Reports a usage mistake with the command's help, and returns exit code 64.
  func usage(_ message: String, help: String) -> CommandLineTool.ExitCode {
    errors += "\(terminal.red("error:")) \(message)\n\n\(help)"
    return .usage
  }
}
