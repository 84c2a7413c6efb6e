import Foundation
import ResponderLabCLI
import ResponderLabLearn
import Testing

/// Runs of the built `responder-lab` executable itself: `main`, exit codes, standard input, and a
/// typo of each kind with its suggestion.
@Suite("The responder-lab executable", .enabled(if: BuiltBinary.path != nil))
struct BuiltBinaryTests {
  @Test("It dumps an example and exits 0")
  func success() throws {
    let run = try BuiltBinary.run("dump docs/examples/two-sheets.json")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("<HomeViewController#1>"))
  }

  @Test("It exits 64 on a usage mistake and 65 on bad data")
  func failures() throws {
    #expect(try BuiltBinary.run("dump --nope").status == 64)
    #expect(try BuiltBinary.run("dump docs/examples/broken/unknown-key.json").status == 65)
  }

  @Test("Piped output has no colour")
  func noColourInPipes() throws {
    let run = try BuiltBinary.run("run docs/examples/two-sheets.json")
    #expect(!run.output.contains("\u{1B}["))
  }

  /// A typo of each kind, the line that names it and suggests the word meant, and the command
  /// whose usage line follows.
  struct Typo: Sendable, CustomTestStringConvertible {
    var arguments: String
    var errorLine: String
    var usageOf: String?

    var testDescription: String { arguments }
  }

  /// The number of the course's last exercise.
  static let lastExercise = LearnCourse.exercises.count

  static let typos = [
    Typo(
      arguments: "dupm", errorLine: "error: Unknown command 'dupm'; did you mean 'dump'?",
      usageOf: nil),
    Typo(
      arguments: "dump docs/examples/two-sheets.json --fromat vc",
      errorLine: "error: Unknown option '--fromat'; did you mean '--format'?", usageOf: "dump"),
    Typo(
      arguments: "dump docs/examples/two-sheets.json --format sgv",
      errorLine: "error: The value 'sgv' is invalid for '--format <format>'; did you mean 'svg'?",
      usageOf: "dump"),
    Typo(
      arguments: "demo guardain",
      errorLine: "error: Unknown demo 'guardain'; did you mean 'guardian'?",
      usageOf: "demo"),
    Typo(
      arguments: "chain docs/examples/two-sheets.json --from welcom",
      errorLine: "error: No object named 'welcom'; did you mean 'welcome'?", usageOf: "chain"),
    Typo(
      arguments: "explain docs/examples/alert-over-sheet.json --probe fieldprobe",
      errorLine:
        "error: No probe named 'fieldprobe'; did you mean 'fieldProbe'? Probes: fieldProbe, alertTouch.",
      usageOf: "explain"),
    Typo(
      arguments: "learn hint 99",
      errorLine:
        "error: No exercise '99'; did you mean '\(lastExercise)'? The exercises are 1 to \(lastExercise).",
      usageOf: "learn"),
    Typo(
      arguments: "learn check NextToControler",
      errorLine:
        "error: No exercise 'NextToControler'; did you mean 'NextToController'? The exercises are 1 to \(lastExercise).",
      usageOf: "learn"),
    Typo(
      arguments: "learn chek",
      errorLine: "error: Unknown learn subcommand 'chek'; did you mean 'check'?", usageOf: "learn"),
    Typo(
      arguments: "help explian",
      errorLine: "error: Unknown command or topic 'explian'; did you mean 'explain'?",
      usageOf: "help"),
    Typo(
      arguments: "completions zhs",
      errorLine: "error: The value 'zhs' is invalid for '<shell>'; did you mean 'zsh'?",
      usageOf: "completions"),
    Typo(
      arguments: "--verison",
      errorLine: "error: Unknown option '--verison'; did you mean '--version'?",
      usageOf: nil),
  ]

  @Test(
    "A typo is a usage error (exit 64): the error with its suggestion, the usage line, where the help is",
    arguments: typos)
  func typo(_ typo: Typo) throws {
    let run = try BuiltBinary.run(typo.arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == 4, "three lines, not the whole help: \(run.errors)")
    #expect(lines.first == typo.errorLine)
    let usage = try #require(lines.dropFirst().first)
    if let command = typo.usageOf {
      #expect(usage.hasPrefix("Usage: responder-lab \(command)"))
      #expect(lines.dropFirst(2).first == "See 'responder-lab help \(command)'.")
    } else {
      #expect(usage == "Usage: responder-lab <command> [<arguments>] [<options>]")
      #expect(lines.dropFirst(2).first == "See 'responder-lab help'.")
    }
  }

  @Test("--version prints the package's version and exits 0")
  func version() throws {
    let run = try BuiltBinary.run("--version")
    #expect(run.status == 0)
    #expect(run.output == "responder-lab \(ResponderLabVersion.current)\n")
  }

  @Test("help --help and help help print the help of help, and exit 0")
  func helpOfHelp() throws {
    let first = try BuiltBinary.run("help --help")
    let second = try BuiltBinary.run("help help")
    #expect(first.status == 0)
    #expect(first.output.hasPrefix("OVERVIEW: Show the overview, a command's help, or a topic."))
    #expect(first.output == second.output)
  }

  @Test("'-' reads standard input: a dump piped to import, and a scenario piped to run")
  func standardInput() throws {
    let dump = try String(
      contentsOfFile: ToolRunRoot.packageRoot + "/docs/examples/mail-tabs.pvc.txt", encoding: .utf8)
    let imported = try BuiltBinary.run("import -", input: dump)
    #expect(imported.status == 0)
    #expect(imported.output.hasPrefix("Imported <stdin> as a chisel pvc dump (FIDELITY 10.3)"))
    let scenario = try String(
      contentsOfFile: ToolRunRoot.packageRoot + "/docs/examples/two-sheets.json", encoding: .utf8)
    let fromFile = try BuiltBinary.run("run docs/examples/two-sheets.json")
    let fromInput = try BuiltBinary.run("run -", input: scenario)
    #expect(fromInput.status == fromFile.status)
    #expect(
      fromInput.output
        == fromFile.output.replacingOccurrences(
          of: "docs/examples/two-sheets.json", with: "<stdin>"),
      "the same steps, trace and diffs")
  }

  @Test("A mistake in standard input is a data error (exit 65) that names <stdin>")
  func badStandardInput() throws {
    let run = try BuiltBinary.run("dump -", input: "{\n  \"window\": 3\n}\n")
    #expect(run.status == 65)
    #expect(run.errors.hasPrefix("<stdin>:2:"))
  }
}
