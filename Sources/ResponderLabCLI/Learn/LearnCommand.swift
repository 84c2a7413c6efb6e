import Foundation
import ResponderLabLearn

/// `responder-lab learn`: exercises in `Playgrounds/`, checked in the simulator.
@MainActor
package enum LearnCommand {
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
    switch ParsedArguments.parse(arguments, for: spec) {
    case .failure(let error): return usage(error, environment: environment, errors: &errors)
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
    guard let subcommand = parsed.subcommand else {
      let session = LearnSession(
        workspace: workspace, runner: runner, keys: keys, console: console,
        watching: !parsed.has("--manual"))
      session.clearsScreen = environment.outputIsTerminal
      return session.run()
    }
    // The declaration checked the exercise already.
    let number = parsed.positionals.first.flatMap { try? ExerciseArgument.number($0).get() }
    switch subcommand {
    case "list": return actions.list()
    case "hint": return actions.hint(number)
    case "check": return actions.check(number)
    case "reset": return actions.reset(number)
    case "solution": return number.map(actions.solution) ?? .usage
    default: return .usage
    }
  }

  private static func usage(
    _ error: UsageError, environment: ToolEnvironment, errors: inout some TextOutputStream
  ) -> CommandLineTool.ExitCode {
    let terminal = Terminal(usesColor: environment.usesColor)
    errors.write(
      UsageReport(line: error.line, command: spec, subcommand: error.subcommand, terminal: terminal)
        .text)
    return .usage
  }
}
