// Runs the check of exercise 15 against PredictProbeWindow.swift. Edit that file, not this one.
import ResponderLabLearn

ExerciseMain.run(15) {
  PredictProbeWindowCheck.check(prediction: predictedInWindow)
}
