package import ResponderLabLearn

/// Builds and checks an exercise.
@MainActor
package protocol ExerciseRunner {
  /// Checks the learner's file of `exercise` as it is now.
  func check(_ exercise: Exercise, in workspace: LearnWorkspace) -> CheckOutcome
}
