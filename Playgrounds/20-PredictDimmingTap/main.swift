// Runs the check of exercise 20 against PredictDimmingTap.swift. Edit that file, not this one.
import ResponderLabLearn

ExerciseMain.run(20) {
  PredictDimmingTapCheck.check(prediction: predictedScreens)
}
