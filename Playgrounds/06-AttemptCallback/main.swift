// Runs the check of exercise 6 against AttemptCallback.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(6) {
  AttemptCallbackCheck.check(make: LeaveConfirmation.init, count: \.confirmationsShown)
}
