// Runs the check of exercise 9 against AttemptCallback.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(9) {
  AttemptCallbackCheck.check(make: LeaveConfirmation.init, count: \.confirmationsShown)
}
