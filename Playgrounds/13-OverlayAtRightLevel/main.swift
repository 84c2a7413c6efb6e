// Runs the check of exercise 13 against OverlayAtRightLevel.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(13) {
  OverlayAtRightLevelCheck.check(screen: InboxScreen())
}
