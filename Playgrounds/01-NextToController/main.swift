// Runs the check of exercise 1 against NextToController.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(1) {
  NextToControllerCheck.check(owningController: owningController(of:))
}
