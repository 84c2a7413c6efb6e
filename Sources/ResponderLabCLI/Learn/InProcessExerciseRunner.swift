package import ResponderLabLearn

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
