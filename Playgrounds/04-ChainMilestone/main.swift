// Runs the check of exercise 4 against ChainMilestone.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(4) {
  ChainMilestoneCheck.check(
    embed: embedSummary(_:in:into:), owningController: controllerOwning(_:))
}
