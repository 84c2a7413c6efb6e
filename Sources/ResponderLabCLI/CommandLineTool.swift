import Foundation
import SimUIKit

/// The `responder-lab` command-line tool, as a library so that tests can run it in-process.
@MainActor
public enum CommandLineTool {
  /// Exit codes, after `sysexits.h`.
  public enum ExitCode: Int32, Sendable {
    /// Success.
    case success = 0
    /// An expectation failed.
    case failure = 1
    /// The command line was wrong.
    case usage = 64
    /// An input file was wrong.
    case dataError = 65
  }

  /// Every command, in the order the overview lists them. Adding a command is one line here.
  static let commands: [any Subcommand.Type] = [
    ImportCommand.self, DumpCommand.self, ChainCommand.self, RunCommand.self, ExplainCommand.self,
    ExploreCommand.self, DiffCommand.self,
    DemoCommand.self, MCPCommand.self, LearnCommand.self, CompletionsCommand.self, HelpCommand.self,
    CompleteCommand.self,
  ]

  /// The command called `name`.
  static func command(_ name: String) -> (any Subcommand.Type)? {
    commands.first { $0.name == name }
  }

  /// The commands a user sees: in the overview, in `help` and in completions.
  static var visibleCommands: [any Subcommand.Type] {
    commands.filter { !$0.isHidden }
  }

  /// The names of the commands a user sees, in the overview's order.
  public static var commandNames: [String] { visibleCommands.map { $0.name } }

  /// The names of the topics of `help`.
  public static var topicNames: [String] { HelpTopic.all.map(\.name) }

  /// The options of the tool itself, before any command.
  static let toolOptions = [
    OptionSpec(name: "--version", help: "Show the version."),
    OptionSpec(name: "--help", help: "Show this text."),
  ]

  /// Runs the tool with `arguments` (without the program name), writing to `output` and `errors`,
  /// without colour.
  public static func run(
    arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> ExitCode {
    run(arguments: arguments, environment: ToolEnvironment(), output: &output, errors: &errors)
  }

  /// Runs the tool with `arguments` in `environment`, which decides colour, relative paths and
  /// standard input.
  public static func run(
    arguments: [String], environment: ToolEnvironment, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    let outputBox = StreamBox(output)
    let errorsBox = StreamBox(errors)
    defer {
      output = outputBox.stream
      errors = errorsBox.stream
    }
    let out = OutputSink { outputBox.stream.write($0) }
    let err = OutputSink { errorsBox.stream.write($0) }
    guard let first = arguments.first else {
      outputBox.stream.write(overview)
      return .success
    }
    switch first {
    case "--help", "-h":
      outputBox.stream.write(overview)
      return .success
    case "--version":
      outputBox.stream.write("responder-lab \(ResponderLabVersion.current)\n")
      return .success
    default:
      break
    }
    guard let command = command(first), !first.hasPrefix("-") else {
      let terminal = Terminal(usesColor: environment.usesColor)
      let error =
        first.hasPrefix("-")
        ? UsageError(
          "Unknown option '\(first)'",
          suggestion: Suggestion.nearest(to: first, in: toolOptions.map(\.name)))
        : UsageError(
          "Unknown command '\(first)'",
          suggestion: Suggestion.nearest(to: first, in: visibleCommands.map { $0.name }))
      errorsBox.stream.write(UsageReport(line: error.line, terminal: terminal).text)
      return .usage
    }
    let context = CommandContext(
      environment: environment, command: command.spec, output: out, errors: err)
    return command.main(Array(arguments.dropFirst()), in: context)
  }

  /// The tool's usage line.
  nonisolated static let usageLine = "responder-lab <command> [<arguments>] [<options>]"

  /// The text printed with no arguments, by `--help` and by `help`.
  public static var overview: String {
    var text = """
      OVERVIEW: Simulate UIKit's responder chain, view-controller hierarchy and sheet presentation.

      USAGE: \(usageLine)
             responder-lab --version

      COMMANDS:

      """
    text += HelpText.table(visibleCommands.map { ($0.name, $0.abstract) }, minimumWidth: 13)
    text += "\nTOPICS ('responder-lab help <topic>'):\n"
    text += HelpText.table(HelpTopic.all.map { ($0.name, $0.abstract) }, minimumWidth: 13)
    text += """

      INPUT FILES: a scenario (.json, see docs/scenario.md) or a device's dump (recursiveDescription,
      _printHierarchy, chisel's pvc or presponder, or 'A -> B -> C'); '-' reads standard input.

      EXIT CODES: 0 success, 1 a failed expectation or a difference found by diff,
      64 a usage mistake, 65 bad input data.

      See 'responder-lab help <command>' for a command's arguments and options.

      """
    return text
  }
}
