import Foundation

/// The entry point of each exercise's executable: runs its check and prints the verdict.
///
/// `Playgrounds/NN-Topic/main.swift` calls ``run(_:check:)`` with the learner's code; the exit code
/// is 0 when the check passes and 1 when it does not, which is what `responder-lab learn` reads.
/// Colour is used on a terminal, or when `RESPONDER_LAB_COLOR=1`, never when `NO_COLOR` is set.
@MainActor
public enum ExerciseMain {
  /// Runs `check` for exercise `number`, prints its verdict and exits.
  public static func run(_ number: Int, check: @MainActor () -> Verdict) -> Never {
    guard let exercise = LearnCourse.exercise(number) else {
      FileHandle.standardError.write(Data("No exercise \(number) in the course.\n".utf8))
      exit(2)
    }
    let verdict = check()
    // `responder-lab learn` reads the output through a file and asks for colour when its own
    // output is a terminal.
    let environment = ProcessInfo.processInfo.environment
    let usesColor =
      (isatty(STDOUT_FILENO) != 0 || environment["RESPONDER_LAB_COLOR"] == "1")
      && (environment["NO_COLOR"] ?? "").isEmpty
    let text = VerdictText(usesColor: usesColor).render(verdict, of: exercise)
    FileHandle.standardOutput.write(Data(text.utf8))
    exit(verdict.passed ? 0 : 1)
  }
}
