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

  /// Runs the tool with `arguments` (without the program name), writing to `output` and `errors`,
  /// without colour.
  public static func run(
    arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> ExitCode {
    run(arguments: arguments, environment: ToolEnvironment(), output: &output, errors: &errors)
  }

  /// Runs the tool with `arguments` in `environment`, which decides colour and relative paths.
  public static func run(
    arguments: [String], environment: ToolEnvironment, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    guard let command = arguments.first else {
      output.write(usage)
      return .success
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "demo":
      return DemoCommand.run(arguments: rest, output: &output, errors: &errors)
    case "learn":
      return LearnCommand.run(
        arguments: rest, environment: environment, output: &output, errors: &errors)
    case "--help", "-h":
      output.write(usage)
      return .success
    case "help":
      if let name = rest.first, let subcommand = subcommands.first(where: { $0.name == name }) {
        output.write(subcommand.help)
      } else if rest.first == "demo" {
        return DemoCommand.run(arguments: ["--help"], output: &output, errors: &errors)
      } else if rest.first == "learn" {
        output.write(LearnCommand.help)
      } else if let name = rest.first {
        errors.write(
          "error: Unknown command '\(name)'. See 'responder-lab --help' for the commands.\n")
        return .usage
      } else {
        output.write(usage)
      }
      return .success
    default:
      guard let subcommand = subcommands.first(where: { $0.name == command }) else {
        errors.write("error: Unknown command '\(command)'.\n\n\(usage)")
        return .usage
      }
      let context = CommandContext(environment: environment)
      let code = subcommand.main(rest, in: context)
      output.write(context.output)
      errors.write(context.errors)
      return code
    }
  }

  /// The commands other than `demo` and `help`, in the order the usage text lists them.
  static let subcommands: [any Subcommand.Type] = [
    ImportCommand.self, DumpCommand.self, ChainCommand.self, RunCommand.self, ExplainCommand.self,
    CompletionsCommand.self,
  ]

  /// The usage text printed with no arguments and by `--help`.
  public static var usage: String {
    var text = """
      OVERVIEW: Simulate UIKit's responder chain, view-controller hierarchy and sheet presentation.

      USAGE: responder-lab <command> [options]

      COMMANDS:

      """
    let rows =
      subcommands.map { ($0.name, $0.abstract) } + [
        (
          "demo",
          "Narrate an exhibit (guardian, probe, overlay-sheet: the articles, reproduced), or with no name list them and dump a small hierarchy."
        ),
        ("learn", "Work through the exercises in Playgrounds/, checked in the simulator."),
        ("help", "Show this text, or a command's help with 'help <command>'."),
      ]
    for (name, abstract) in rows {
      // Long abstracts wrap at 100 columns, under the abstract column.
      var line = "  " + name.padding(toLength: 13, withPad: " ", startingAt: 0)
      for word in abstract.split(separator: " ") {
        if line.count + word.count + 1 > 100, line.count > 15 {
          text += line + "\n"
          line = String(repeating: " ", count: 15)
        }
        line += (line.count == 15 ? "" : " ") + word
      }
      text += line + "\n"
    }
    text += """

      INPUT FILES: a scenario (.json, see docs/scenario.md) or a device's dump (recursiveDescription,
      _printHierarchy, chisel's pvc or presponder, or 'A -> B -> C'; see docs/cli.md).

      EXIT CODES: 0 success, 1 a failed expectation, 64 a usage mistake, 65 bad input data.

      See 'responder-lab <command> --help' for a command's options.

      """
    return text
  }
}
