// Runs the check of exercise 21 against OverlayAtRightLevel.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(21) {
  OverlayAtRightLevelCheck.check(screen: InboxScreen())
}
