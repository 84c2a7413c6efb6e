/// `responder-lab learn`'s declaration: its subcommands, arguments and options, for the help, the
/// usage lines and the completions. The command itself is in `Learn/`.
extension LearnCommand: Subcommand {
  static let name = "learn"
  static let abstract = "Work through the exercises in Playgrounds/, checked in the simulator."
  static let discussion = """
    Each exercise is a file under Playgrounds/ with parts marked TODO. Checking builds that file
    into its own executable (exercise-NN) and runs it in the simulator; the check explains what
    is wrong with the trace, dump or chain that shows it. Progress is kept in
    .responder-lab/progress.json.

    With no subcommand, learn checks the current exercise again each time its file is saved, and
    answers keys: h hint, n next, g go to an exercise by number, l list, r reset, q quit. An
    exercise is named by its number (3), its folder (03-AddChildController) or its name
    (AddChildController).
    """
  static let options = [
    OptionSpec(
      name: "--manual", help: "Check when Return is pressed instead of watching the file."),
    OptionSpec(
      name: "--package-path", valueName: "dir",
      help: "The package to work in (default: the one around the current directory).",
      kind: .folder),
  ]

  static var subcommands: [CommandSpec] {
    let exercise = ArgumentSpec(
      name: "n", help: "An exercise: its number, folder or name; default: the current one.",
      kind: .exercise, isOptional: true)
    var required = exercise
    required.isOptional = false
    return [
      CommandSpec(name: "list", abstract: "List the exercises and where you are."),
      CommandSpec(
        name: "hint", abstract: "Show one more hint of an exercise.", arguments: [exercise]),
      CommandSpec(
        name: "check", abstract: "Build and check an exercise; exit code 0 when it passes.",
        arguments: [exercise]),
      CommandSpec(
        name: "reset", abstract: "Put an exercise's starter back, keeping your version.",
        arguments: [exercise]),
      CommandSpec(
        name: "solution", abstract: "Show the solution of an exercise you solved.",
        arguments: [required]),
    ]
  }

  /// Runs learn with the real checker, writing as it goes.
  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    var output = context.output
    var errors = context.errors
    return run(
      arguments: arguments.raw, environment: context.environment, output: &output, errors: &errors)
  }
}
