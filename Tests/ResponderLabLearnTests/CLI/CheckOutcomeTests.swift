import Foundation
import ResponderLabCLI
import ResponderLabLearn
import Testing

/// A checker that answers the same outcome for every exercise.
@MainActor
private struct FixedRunner: ExerciseRunner {
  let outcome: CheckOutcome

  func check(_ exercise: Exercise, in workspace: LearnWorkspace) -> CheckOutcome {
    outcome
  }
}

@Suite("What learn says when there is no verdict")
@MainActor
struct CheckOutcomeTests {
  private func check(_ outcome: CheckOutcome) throws -> (CommandLineTool.ExitCode, String) {
    let workspace = try TemporaryWorkspace()
    var output = ""
    var errors = ""
    let code = LearnCommand.run(
      arguments: ["check", "6", "--package-path", workspace.root],
      environment: ToolEnvironment(currentDirectory: "/"), runner: FixedRunner(outcome: outcome),
      keys: ScriptedKeys(""), output: &output, errors: &errors)
    return (code, output)
  }

  @Test("A file that does not compile is reported with the compiler's first errors (exit 1)")
  func buildFailed() throws {
    let (code, output) = try check(
      .buildFailed(diagnostics: "WhoPresents.swift:17:3: error: cannot find 'tab2' in scope"))
    #expect(code == .failure)
    #expect(output.contains("✗ DOES NOT COMPILE Playgrounds/06-WhoPresents/WhoPresents.swift"))
    #expect(output.contains("error: cannot find 'tab2' in scope"))
  }

  @Test("A crash and a check that never ends are named as such")
  func crashAndTimeout() throws {
    let (crashCode, crash) = try check(.crashed(output: "Fatal error: Unexpectedly found nil"))
    #expect(crashCode == .failure)
    #expect(crash.contains("✗ CRASHED"))
    #expect(crash.contains("Unexpectedly found nil"))
    let (_, timeout) = try check(.timedOut(seconds: 30))
    #expect(timeout.contains("✗ TIMED OUT The check ran for 30 s"))
  }

  @Test("The compiler's output is cut down to its errors, once each, with relative paths")
  func compilerOutputFiltered() {
    let diagnostic = """
      /pkg/Playgrounds/04-WhoPresents/WhoPresents.swift:17:3: error: cannot find 'tab2' in scope
      15 |   tab2.definesPresentationContext = true
         |   `- error: cannot find 'tab2' in scope
      """
    let output = """
      Building for debugging...
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      \(diagnostic)
      [3/9] Compiling exercise_04 WhoPresents.swift
      \(diagnostic)
      [4/9] Compiling exercise_04 main.swift
      """
    let errors = SwiftPMExerciseRunner.errors(
      in: output, file: "Playgrounds/04-WhoPresents/WhoPresents.swift")
    #expect(
      errors == """
        Playgrounds/04-WhoPresents/WhoPresents.swift:17:3: error: cannot find 'tab2' in scope
        15 |   tab2.definesPresentationContext = true
           |   `- error: cannot find 'tab2' in scope
        """)
  }

  @Test("The tool's usage lists learn, and learn --help shows its subcommands and keys")
  func usageAndHelp() throws {
    var output = ""
    var errors = ""
    _ = CommandLineTool.run(arguments: ["--help"], output: &output, errors: &errors)
    #expect(output.contains("  learn        Work through the exercises in Playgrounds/"))
    let workspace = try TemporaryWorkspace()
    let help = workspace.learn(["--help"])
    #expect(help.code == .success)
    #expect(help.output.contains("responder-lab learn solution <n>"))
    #expect(
      help.output.contains("h hint, n next, g go to an exercise by number, l list, r reset, q quit")
    )
    var helpOutput = ""
    _ = CommandLineTool.run(arguments: ["help", "learn"], output: &helpOutput, errors: &errors)
    #expect(helpOutput == help.output)
  }
}
