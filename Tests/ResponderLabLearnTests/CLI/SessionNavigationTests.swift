import Foundation
import LearnSolutions
import LearnStarters
import ResponderLabCLI
import ResponderLabLearn
import Testing

/// Keys of a watch session: saves the file at the first wait, then types `keys`.
@MainActor
private final class SaveThenType: KeySource {
  private var waits = 0
  private let save: () -> Void
  private var keys: [Character]

  init(_ keys: String, save: @escaping () -> Void) {
    self.save = save
    self.keys = Array(keys)
  }

  func nextKey(timeout: Double) -> KeyPress? {
    waits += 1
    if waits == 1 {
      save()
      return nil
    }
    return keys.isEmpty ? .endOfInput : .character(keys.removeFirst())
  }
}

@Suite("The learn session: navigation, keys, the screen and the reference")
@MainActor
struct SessionNavigationTests {
  @Test("g, a number and Return go to that exercise and check it")
  func goToExercise() throws {
    let workspace = try TemporaryWorkspace()
    let run = workspace.learn(["--manual"], keys: "g13\nq")
    let total = LearnCourse.exercises.count
    #expect(run.output.contains("Go to which exercise (1–\(total))?"))
    #expect(
      run.output.contains(
        "── Exercise 13/\(total): Predict which hosting controller receives present"))
    #expect(run.output.contains("✗ NOT YET  Exercise 13"))
    #expect(try workspace.progress()["current"] as? String == "PredictSheetPresenter")
    let wrong = workspace.learn(["--manual"], keys: "g99\nq")
    #expect(wrong.output.contains("No exercise '99'. Choose 1 to \(total)."))
  }

  @Test("The keys are shown again after a hint")
  func keysAfterHint() throws {
    let workspace = try TemporaryWorkspace()
    let run = workspace.learn(["--manual"], keys: "hq")
    let afterHint = try #require(run.output.range(of: "Hints for exercise 1 (1 of 3):"))
    #expect(run.output[afterHint.upperBound...].contains("Keys: Return check · h hint · n next"))
  }

  @Test("After a pass, the check shows what the reference solution does differently")
  func referenceAfterPass() throws {
    let workspace = try TemporaryWorkspace()
    let run = workspace.learn(["check", "3"], verdicts: { SolutionSubmissions.verdict(for: $0) })
    #expect(run.output.contains("What the reference solution does differently:"))
    // The learner's file is still the starter here: the reference adds the containment calls.
    #expect(run.output.contains("+ parent.addChild(child)"))
    #expect(run.output.contains("+ child.didMove(toParent: parent)"))
    let solution = try String(
      contentsOfFile: workspace.root + "/Playgrounds/Solutions/12-LockAndConfirm.swift",
      encoding: .utf8)
    try solution.write(
      toFile: workspace.root + "/Playgrounds/12-LockAndConfirm/LockAndConfirm.swift",
      atomically: true, encoding: .utf8)
    let same = workspace.learn(["check", "12"], verdicts: { SolutionSubmissions.verdict(for: $0) })
    #expect(same.output.contains("Nothing: your code is the reference's, line for line."))
    #expect(
      same.output.contains("The reference sets the flag on the editor"), "the exercise's note")
  }

  @Test("A save in watch mode clears a terminal's screen before the check runs again")
  func watchClearsScreen() throws {
    let workspace = try TemporaryWorkspace()
    let path = workspace.root + "/" + (LearnCourse.exercise(1)?.path ?? "")
    var output = ""
    var errors = ""
    _ = LearnCommand.run(
      arguments: ["--package-path", workspace.root],
      environment: ToolEnvironment(outputIsTerminal: true, noColor: "1", currentDirectory: "/"),
      runner: InProcessExerciseRunner { StarterSubmissions.verdict(for: $0) },
      keys: SaveThenType("q") {
        try? "// saved\n".write(toFile: path, atomically: true, encoding: .utf8)
      }, output: &output, errors: &errors)
    let clear = try #require(output.range(of: "\u{1B}[H\u{1B}[2J"))
    #expect(output[clear.upperBound...].contains("✗ NOT YET  Exercise 1"))
  }
}
