// Runs the check of exercise 25 against HalfSheetKeyboard.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(25) {
  HalfSheetKeyboardCheck.check(
    make: ComposeViewController.init, configure: configureComposeSheet(_:),
    field: \.messageField)
}
