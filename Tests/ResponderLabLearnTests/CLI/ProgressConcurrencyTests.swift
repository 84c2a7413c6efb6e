import Foundation
import LearnSolutions
import LearnStarters
import ResponderLabCLI
import ResponderLabLearn
import Testing

/// Keys of a session during which, at the first wait, a one-shot `learn check` runs in "another
/// terminal" against the same progress file; then the learner quits.
@MainActor
private final class CheckElsewhereThenQuit: KeySource {
  private var waits = 0
  private let elsewhere: () -> Void
  private var keys: [Character]

  /// Runs `elsewhere` at the first wait, then types `h` and `keys`.
  init(elsewhere: @escaping () -> Void, then keys: String = "q") {
    self.elsewhere = elsewhere
    self.keys = ["h"] + Array(keys)
  }

  func nextKey(timeout: Double) -> KeyPress? {
    waits += 1
    if waits == 1 {
      elsewhere()
      return nil
    }
    return keys.isEmpty ? .endOfInput : .character(keys.removeFirst())
  }
}

@Suite("Learn progress is never lost: every writer re-reads and merges")
@MainActor
struct ProgressConcurrencyTests {
  @Test("A pass recorded by a one-shot check while a session is open survives the session's quit")
  func sessionAndOneShotCheck() throws {
    let workspace = try TemporaryWorkspace()
    var elsewhere: (code: CommandLineTool.ExitCode, output: String, errors: String)?
    let session = workspace.learn(
      ["--manual"],
      keySource: CheckElsewhereThenQuit {
        elsewhere = workspace.learn(
          ["check", "6"], verdicts: { SolutionSubmissions.verdict(for: $0) })
      })
    #expect(session.code == .success)
    #expect(elsewhere?.code == .success)
    #expect(session.output.contains("Hints for exercise 1 (1 of 3):"))
    let progress = try workspace.progress()
    #expect(progress["solved"] as? [String] == ["WhoPresents"], "the one-shot check's pass")
    #expect(
      progress["hintsRevealed"] as? [String: Int] == ["NextToController": 1], "the session's hint")
    #expect(workspace.learn(["list"]).output.contains("06 ✓"))
  }

  @Test("A session that moves on after another terminal's check and hint keeps both")
  func sessionMovesOnAfterOneShots() throws {
    let workspace = try TemporaryWorkspace()
    let session = workspace.learn(
      ["--manual"],
      keySource: CheckElsewhereThenQuit(
        elsewhere: {
          _ = workspace.learn(["check", "4"], verdicts: { SolutionSubmissions.verdict(for: $0) })
          _ = workspace.learn(["hint", "7"])
        }, then: "nyq"))
    #expect(session.output.contains("── Exercise 2/"))
    let progress = try workspace.progress()
    #expect(progress["solved"] as? [String] == ["ChainMilestone"])
    #expect(
      progress["hintsRevealed"] as? [String: Int] == ["NextToController": 1, "RefuseSwipe": 1])
    #expect(progress["current"] as? String == "PredictNavigationChain")
  }

  @Test("A session resumes at the first unsolved exercise")
  func resumesAtFirstUnsolved() throws {
    let workspace = try TemporaryWorkspace()
    for number in [1, 2, 4] {
      _ = workspace.learn(
        ["check", String(number)], verdicts: { SolutionSubmissions.verdict(for: $0) })
    }
    let run = workspace.learn(["--manual"], keys: "q")
    #expect(run.output.contains("Welcome back."))
    #expect(run.output.contains("── Exercise 3/"))
    #expect(try workspace.progress()["current"] as? String == "AddChildController")
  }

  @Test(
    "Progress saved by the first edition (numbers 1–15) carries over to the exercises' new numbers")
  func firstEditionProgressCarriesOver() throws {
    let workspace = try TemporaryWorkspace()
    try FileManager.default.createDirectory(
      atPath: workspace.root + "/.responder-lab", withIntermediateDirectories: true)
    try """
    {"version": 1, "current": 8, "solved": [1, 4, 15], "hintsRevealed": {"9": 2}}
    """.write(toFile: workspace.progressPath, atomically: true, encoding: .utf8)
    let list = workspace.learn(["list"]).output
    #expect(list.contains("01 ✓ Walk next"))
    #expect(list.contains("06 ✓ Find out who really presents"))
    #expect(list.contains("12 ✓ Milestone: lock and confirm"))
    #expect(list.contains("14 ▶ The guard inside versus outside"))
    _ = workspace.learn(["hint", "4"])
    let progress = try workspace.progress()
    #expect(progress["version"] as? Int == 2)
    #expect(
      progress["solved"] as? [String] == ["NextToController", "WhoPresents", "LockAndConfirm"])
    #expect(
      progress["hintsRevealed"] as? [String: Int] == ["ProbeTooEarly": 2, "ChainMilestone": 1])
  }

  @Test("learn reset without a number resets the current exercise")
  func resetDefaultsToCurrent() throws {
    let workspace = try TemporaryWorkspace()
    let exercise = try #require(LearnCourse.exercise(1))
    let path = workspace.root + "/" + exercise.path
    try "// mine\n".write(toFile: path, atomically: true, encoding: .utf8)
    let run = workspace.learn(["reset"])
    #expect(run.code == .success)
    #expect(run.output.contains("Reset \(exercise.path) to its starter."))
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("TODO"))
  }
}
