package import ResponderLabLearn

/// What checking an exercise gave: a verdict, or the reason there is none.
package enum CheckOutcome: Sendable {
  /// The check ran; `text` is its verdict as the learner reads it.
  case checked(passed: Bool, text: String)
  /// The learner's file does not compile; `diagnostics` are the compiler's errors.
  case buildFailed(diagnostics: String)
  /// The check's process stopped without a verdict (a crash, a `fatalError`, a force unwrap of nil).
  case crashed(output: String)
  /// The check ran longer than allowed, usually a loop that never ends.
  case timedOut(seconds: Double)

  /// Whether the exercise is solved.
  package var passed: Bool {
    if case .checked(let passed, _) = self { return passed }
    return false
  }
}

/// Builds and checks an exercise.
@MainActor
package protocol ExerciseRunner {
  /// Checks the learner's file of `exercise` as it is now.
  func check(_ exercise: Exercise, in workspace: LearnWorkspace) -> CheckOutcome
}

/// Checks exercises in-process with already compiled code, for tests: no build, no subprocess.
package struct InProcessExerciseRunner: ExerciseRunner {
  let verdict: @MainActor (Int) -> Verdict?

  /// Creates a runner that asks `verdict` for each exercise's verdict.
  package init(verdict: @escaping @MainActor (Int) -> Verdict?) {
    self.verdict = verdict
  }

  package func check(_ exercise: Exercise, in workspace: LearnWorkspace) -> CheckOutcome {
    guard let verdict = verdict(exercise.number) else {
      return .crashed(output: "No check for exercise \(exercise.number).")
    }
    return .checked(passed: verdict.passed, text: VerdictText().render(verdict, of: exercise))
  }
}
