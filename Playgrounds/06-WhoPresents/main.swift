// Runs the check of exercise 6 against WhoPresents.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(6) {
  WhoPresentsCheck.check(showDetailsOverTab: showDetailsOverTab(_:from:tab:))
}
