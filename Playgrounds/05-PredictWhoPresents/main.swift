// Runs the check of exercise 5 against PredictWhoPresents.swift. Edit that file, not this one.
import ResponderLabLearn

ExerciseMain.run(5) {
  PredictWhoPresentsCheck.check(prediction: predictedPresenters)
}
