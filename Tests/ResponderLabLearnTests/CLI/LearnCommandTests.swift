import Foundation
import LearnSolutions
import LearnStarters
import ResponderLabCLI
import ResponderLabLearn
import Testing

/// Keys of a watch session in which nothing is typed: the learner saves a file at the first
/// wait, then quits.
@MainActor
private final class SaveThenQuit: KeySource {
  private var waits = 0
  private let save: () -> Void

  init(save: @escaping () -> Void) {
    self.save = save
  }

  func nextKey(timeout: Double) -> KeyPress? {
    waits += 1
    if waits == 1 { save() }
    return waits < 3 ? nil : .character("q")
  }
}

@Suite("responder-lab learn, end to end in a temporary package")
@MainActor
struct LearnCommandTests {
  @Test("learn list shows every exercise and an empty progress bar")
  func list() throws {
    let workspace = try TemporaryWorkspace()
    let run = workspace.learn(["list"])
    #expect(run.code == .success)
    #expect(run.output.contains("01 ▶ Walk next from a view to its controller"))
    #expect(run.output.contains("Part 1: The responder chain  (0/4 solved)"))
    #expect(run.output.contains("02 · Predict the chain of a view in a navigation stack [predict]"))
    #expect(
      run.output.contains("12 · Milestone: lock and confirm, as Apple's sample does [milestone]"))
    #expect(run.output.contains("Part 3: The articles' sheet tricks in SwiftUI"))
    let total = LearnCourse.exercises.count
    let bar = String(repeating: "░", count: total)
    #expect(run.output.contains("Course [\(bar)] 0/\(total) solved"))
  }

  @Test("learn hint 1 reveals one hint, then two, and remembers it")
  func hints() throws {
    let workspace = try TemporaryWorkspace()
    let first = workspace.learn(["hint", "1"])
    #expect(first.code == .success)
    #expect(first.output.contains("Hints for exercise 1 (1 of 3):"))
    #expect(first.output.contains("1. A view's next is its superview"))
    #expect(!first.output.contains("  2. "))
    let second = workspace.learn(["hint", "1"])
    #expect(second.output.contains("(2 of 3)"))
    #expect(second.output.contains("  2. Use a loop"))
    #expect(try workspace.progress()["hintsRevealed"] as? [String: Int] == ["NextToController": 2])
  }

  @Test("learn check 1 on the starter fails (exit 1) with the explanation and the chain")
  func checkStarterFails() throws {
    let workspace = try TemporaryWorkspace()
    let run = workspace.learn(["check", "1"])
    #expect(run.code == .failure)
    #expect(run.output.contains("✗ NOT YET  Exercise 1"))
    #expect(run.output.contains("returned nil; expected UIViewController#1"))
    #expect(
      run.output.contains("│ UILabel#1 → UIView#3 → UIView#2 → UIView#1 → UIViewController#1"))
    #expect(run.output.contains("Stuck? responder-lab learn hint 1"))
  }

  @Test("learn check 1 on the solution passes, saves the progress and moves to exercise 2")
  func checkSolutionAdvances() throws {
    let workspace = try TemporaryWorkspace()
    let run = workspace.learn(["check", "1"], verdicts: { SolutionSubmissions.verdict(for: $0) })
    #expect(run.code == .success)
    #expect(run.output.contains("✓ PASSED"))
    #expect(run.output.contains("Next: exercise 2"))
    let progress = try workspace.progress()
    #expect(progress["solved"] as? [String] == ["NextToController"])
    #expect(progress["current"] as? String == "PredictNavigationChain")
    // A later run, as after a restart, reads it back.
    #expect(workspace.learn(["list"]).output.contains("01 ✓"))
    #expect(workspace.learn(["list"]).output.contains("02 ▶"))
  }

  @Test("learn solution N is refused until N is solved")
  func solutionIsGated() throws {
    let workspace = try TemporaryWorkspace()
    let refused = workspace.learn(["solution", "1"])
    #expect(refused.code == .failure)
    #expect(refused.output.contains("not solved yet"))
    _ = workspace.learn(["check", "1"], verdicts: { SolutionSubmissions.verdict(for: $0) })
    let shown = workspace.learn(["solution", "1"])
    #expect(shown.code == .success)
    #expect(shown.output.contains("var responder: UIResponder? = view.next"))
  }

  @Test("learn reset N puts the starter back and keeps the learner's version")
  func reset() throws {
    let workspace = try TemporaryWorkspace()
    let exercise = try #require(LearnCourse.exercise(3))
    let path = workspace.root + "/" + exercise.path
    try "// my attempt\n".write(toFile: path, atomically: true, encoding: .utf8)
    let run = workspace.learn(["reset", "3"])
    #expect(run.code == .success)
    let restored = try String(contentsOfFile: path, encoding: .utf8)
    let starter = try String(
      contentsOfFile: workspace.root + "/" + exercise.starterPath, encoding: .utf8)
    #expect(restored == starter)
    let backups = workspace.root + "/.responder-lab/backups/03-AddChildController-"
    #expect(
      try String(contentsOfFile: backups + "1-AddChildController.swift", encoding: .utf8)
        == "// my attempt\n")
    try "// second attempt\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(workspace.learn(["reset", "3"]).code == .success)
    #expect(
      try String(contentsOfFile: backups + "1-AddChildController.swift", encoding: .utf8)
        == "// my attempt\n", "a second reset keeps the first backup")
    #expect(
      try String(contentsOfFile: backups + "2-AddChildController.swift", encoding: .utf8)
        == "// second attempt\n")
  }

  @Test("Usage mistakes exit 64: an unknown subcommand, a missing or unknown exercise")
  func usageMistakes() throws {
    let workspace = try TemporaryWorkspace()
    #expect(workspace.learn(["frobnicate"]).code == .usage)
    #expect(workspace.learn(["solution"]).code == .usage)
    #expect(
      workspace.learn(["hint", "NextToControler"]).errors.contains(
        "did you mean 'NextToController'?"))
    #expect(workspace.learn(["hint", "99"]).code == .usage)
    #expect(workspace.learn(["--bogus"]).errors.contains("Unknown option '--bogus'"))
  }

  @Test("A --manual session: welcome, a failing check, a hint, the list, a check on Return, quit")
  func manualSession() throws {
    let workspace = try TemporaryWorkspace()
    let run = workspace.learn(["--manual"], keys: "hl\nq")
    #expect(run.code == .success)
    let output = run.output
    #expect(output.contains("Welcome to ResponderLab's learn mode."))
    #expect(output.contains("Open Playgrounds/01-NextToController/NextToController.swift"))
    #expect(output.contains("press Return here to check"))
    #expect(output.components(separatedBy: "✗ NOT YET  Exercise 1").count == 3, "checked twice")
    #expect(output.contains("Hints for exercise 1 (1 of 3):"))
    #expect(output.contains("01 ▶"))
    #expect(output.hasSuffix("Progress saved. Run 'swift run responder-lab learn' to carry on.\n"))
  }

  @Test("In a session, a passing check offers the next exercise; n moves on and checks it")
  func sessionMovesOn() throws {
    let workspace = try TemporaryWorkspace()
    let run = workspace.learn(
      ["--manual"],
      verdicts: {
        $0 == 1 ? SolutionSubmissions.verdict(for: 1) : StarterSubmissions.verdict(for: $0)
      },
      keys: "nq")
    #expect(run.output.contains("Exercise 1 solved!"))
    #expect(
      run.output.contains(
        "── Exercise 2/\(LearnCourse.exercises.count): Predict the chain of a view in a navigation stack"
      ))
    #expect(run.output.contains("✗ NOT YET  Exercise 2"))
    let progress = try workspace.progress()
    #expect(progress["current"] as? String == "PredictNavigationChain")
    #expect(progress["solved"] as? [String] == ["NextToController"])
  }

  @Test("In a session, r asks first: n keeps the file, y restores the starter")
  func sessionResetAsks() throws {
    let workspace = try TemporaryWorkspace()
    let exercise = try #require(LearnCourse.exercise(1))
    let path = workspace.root + "/" + exercise.path
    try "// mine\n".write(toFile: path, atomically: true, encoding: .utf8)
    _ = workspace.learn(["--manual"], keys: "rnq")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "// mine\n")
    let run = workspace.learn(["--manual"], keys: "ryq")
    #expect(run.output.contains("Reset \(exercise.path)"))
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("TODO"))
  }

  @Test(
    "Progress is written atomically: no temporary file is left; an unreadable file is kept aside")
  func atomicProgress() throws {
    let workspace = try TemporaryWorkspace()
    _ = workspace.learn(["hint", "2"])
    let directory = workspace.root + "/.responder-lab"
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(names.sorted() == ["progress.json", "progress.lock"])
    try "{\"current\": 4, \"sol".write(
      toFile: workspace.progressPath, atomically: false, encoding: .utf8)
    let run = workspace.learn(["list"])
    #expect(run.code == .success)
    #expect(run.output.contains("01 ▶"))
    #expect(FileManager.default.fileExists(atPath: workspace.progressPath + ".unreadable"))
  }

  @Test("learn outside a package is a usage error that says how to fix it")
  func outsidePackage() {
    var output = ""
    var errors = ""
    let code = LearnCommand.run(
      arguments: ["list"], environment: ToolEnvironment(currentDirectory: "/"),
      runner: InProcessExerciseRunner { _ in nil }, keys: ScriptedKeys(""), output: &output,
      errors: &errors)
    #expect(code == .usage)
    #expect(errors.contains("To fix, run learn inside the package"))
  }

  @Test("Watch mode checks again when the exercise's file is saved, and the solution passes")
  func watchRechecksOnSave() throws {
    let workspace = try TemporaryWorkspace()
    let exercise = try #require(LearnCourse.exercise(1))
    let path = workspace.root + "/" + exercise.path
    let solution = try String(
      contentsOfFile: workspace.root + "/" + exercise.solutionPath, encoding: .utf8)
    let run = workspace.learn(
      [],
      verdicts: { number in
        let file = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return file.contains("var responder")
          ? SolutionSubmissions.verdict(for: number) : StarterSubmissions.verdict(for: number)
      },
      keySource: SaveThenQuit {
        try? solution.write(toFile: path, atomically: true, encoding: .utf8)
      })
    #expect(run.code == .success)
    #expect(run.output.contains("the check runs again by itself"))
    let notYet = try #require(run.output.range(of: "✗ NOT YET  Exercise 1"))
    let passed = try #require(run.output.range(of: "✓ PASSED  Exercise 1"))
    #expect(notYet.lowerBound < passed.lowerBound)
    #expect(try workspace.progress()["solved"] as? [String] == ["NextToController"])
  }
}
