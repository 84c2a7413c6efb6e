// Runs the check of exercise 4 against WhoPresents.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(4) {
  WhoPresentsCheck.check(showDetailsOverTab: showDetailsOverTab(_:from:tab:))
}
