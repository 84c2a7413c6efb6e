// Runs the check of exercise 27 against PopoverOnPhone.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(27) {
  PopoverOnPhoneCheck.check(make: CanvasViewController.init, button: \.colorButton)
}
