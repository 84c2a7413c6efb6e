public import SimUIKit

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

  /// Runs the tool with `arguments` (without the program name), writing to `output` and `errors`.
  public static func run(
    arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> ExitCode {
    guard let command = arguments.first else {
      output.write(usage)
      return .success
    }
    switch command {
    case "demo":
      return DemoCommand.run(
        arguments: Array(arguments.dropFirst()), output: &output, errors: &errors)
    case "--help", "-h", "help":
      output.write(usage)
      return .success
    default:
      errors.write("error: Unknown command '\(command)'.\n\n\(usage)")
      return .usage
    }
  }

  /// The usage text printed with no arguments and by `--help`.
  public static let usage = """
    OVERVIEW: Simulate UIKit's responder chain, view-controller hierarchy and sheet presentation.

    USAGE: responder-lab <command> [options]

    COMMANDS:
      demo      Build a small hierarchy (window, navigation controller, child controller, views)
                and print its controller dump, view dump and a responder chain.
      help      Show this text.

    See 'responder-lab <command> --help' for a command's options.

    """
}
