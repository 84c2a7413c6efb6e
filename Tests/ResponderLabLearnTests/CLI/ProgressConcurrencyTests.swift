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
    #expect(progress["solved"] as? [Int] == [6], "the one-shot check's pass is kept")
    #expect(progress["hintsRevealed"] as? [String: Int] == ["1": 1], "and the session's hint")
    #expect(workspace.learn(["list"]).output.contains("✓ 06"))
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
    #expect(progress["solved"] as? [Int] == [4])
    #expect(progress["hintsRevealed"] as? [String: Int] == ["1": 1, "7": 1])
    #expect(progress["current"] as? Int == 2)
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
    #expect(try workspace.progress()["current"] as? Int == 3)
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
