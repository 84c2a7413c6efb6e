// Runs the check of exercise 26 against ActionSheetOnTablet.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(26) {
  ActionSheetOnTabletCheck.check(make: PhotoViewController.init, button: \.shareButton)
}
