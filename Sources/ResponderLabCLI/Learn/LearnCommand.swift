import Foundation
import ResponderLabLearn

/// `responder-lab learn`: exercises in `Playgrounds/`, checked in the simulator.
@MainActor
package enum LearnCommand {
  static let help = """
    OVERVIEW: Work through exercises, from the responder chain to the articles' sheet tricks.

    Each exercise is a file under Playgrounds/ with parts marked TODO. Checking builds that file
    into its own executable (exercise-NN) and runs it in the simulator; the check explains what
    is wrong with the trace, dump or chain that shows it. Progress is kept in
    .responder-lab/progress.json.

    USAGE: responder-lab learn [--manual]
           responder-lab learn list
           responder-lab learn hint [<n>]
           responder-lab learn check [<n>]
           responder-lab learn reset [<n>]
           responder-lab learn solution <n>

    With no subcommand, learn checks the current exercise again each time its file is saved, and
    answers keys: h hint, n next, g go to an exercise by number, l list, r reset, q quit.

    OPTIONS:
      --manual               Check when Return is pressed instead of watching the file.
      --package-path <dir>   The package to work in (default: the one around the current directory).
      -h, --help             Show this text.

    """

  static let options = [
    OptionSpec(name: "--manual", valueName: nil, help: ""),
    OptionSpec(name: "--package-path", valueName: "dir", help: ""),
  ]

  /// Runs `learn` with the real build-and-run checker and standard input.
  static func run(
    arguments: [String], environment: ToolEnvironment, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> CommandLineTool.ExitCode {
    let keys = StandardInputKeys()
    keys.enterRawMode()
    defer { keys.restore() }
    return run(
      arguments: arguments, environment: environment,
      runner: SwiftPMExerciseRunner(usesColor: environment.usesColor), keys: keys,
      output: &output, errors: &errors)
  }

  /// Runs `learn` with the given checker and keys, for tests.
  package static func run(
    arguments: [String], environment: ToolEnvironment, runner: any ExerciseRunner,
    keys: any KeySource, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> CommandLineTool.ExitCode {
    let parsed: ParsedArguments
    switch ParsedArguments.parse(arguments, options: options) {
    case .failure(let error): return usage(error.message, errors: &errors)
    case .success(let value): parsed = value
    }
    if parsed.has("--help") {
      output.write(help)
      return .success
    }
    let start =
      parsed.value("--package-path").map(environment.resolve) ?? environment.currentDirectory
    guard let workspace = LearnWorkspace.find(from: start) else {
      errors.write(
        "error: No ResponderLab package around '\(start)'. To fix, run learn inside the package (where Package.swift and Playgrounds/ are), or pass --package-path.\n"
      )
      return .usage
    }
    let box = StreamBox(output)
    defer { output = box.stream }
    let console = LearnConsole(terminal: Terminal(usesColor: environment.usesColor)) {
      box.stream.write($0)
    }
    let actions = LearnActions(workspace: workspace, runner: runner, console: console)
    let positionals = parsed.positionals
    guard let subcommand = positionals.first else {
      let session = LearnSession(
        workspace: workspace, runner: runner, keys: keys, console: console,
        watching: !parsed.has("--manual"))
      session.clearsScreen = environment.outputIsTerminal
      return session.run()
    }
    let number: Int?
    if positionals.count > 1 {
      guard let value = Int(positionals[1]), LearnCourse.exercise(value) != nil else {
        return usage(
          "No exercise '\(positionals[1])'. Choose 1 to \(LearnCourse.exercises.count).",
          errors: &errors)
      }
      number = value
    } else {
      number = nil
    }
    guard positionals.count <= 2 else {
      return usage("Unexpected argument '\(positionals[2])'.", errors: &errors)
    }
    switch subcommand {
    case "list": return actions.list()
    case "hint": return actions.hint(number)
    case "check": return actions.check(number)
    case "reset": return actions.reset(number)
    case "solution":
      guard let number else { return usage("Missing expected argument '<n>'.", errors: &errors) }
      return actions.solution(number)
    default:
      return usage("Unknown learn subcommand '\(subcommand)'.", errors: &errors)
    }
  }

  private static func usage(_ message: String, errors: inout some TextOutputStream)
    -> CommandLineTool.ExitCode
  {
    errors.write("error: \(message)\n\n\(help)")
    return .usage
  }
}
