// Runs the check of exercise 22 against ArticlesMilestone.swift. Edit that file, not this one.
import ResponderLabLearn
import SimSwiftUI

ExerciseMain.run(22) {
  ArticlesMilestoneCheck.check { GuardProbe(blocks: $0) }
}
