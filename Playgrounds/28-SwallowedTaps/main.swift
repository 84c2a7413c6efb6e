// Runs the check of exercise 28 against SwallowedTaps.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(28) {
  SwallowedTapsCheck.check(
    make: SignUpViewController.init, field: \.nameField, checkbox: \.agreeBox,
    button: \.signUpButton)
}
