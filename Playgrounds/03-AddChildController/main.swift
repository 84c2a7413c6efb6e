// Runs the check of exercise 3 against AddChildController.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(3) {
  AddChildControllerCheck.check(embed: embed(_:in:into:))
}
