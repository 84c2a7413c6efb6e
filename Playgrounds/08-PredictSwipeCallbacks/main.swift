// Runs the check of exercise 8 against PredictSwipeCallbacks.swift. Edit that file, not this one.
import ResponderLabLearn

ExerciseMain.run(8) {
  PredictSwipeCallbacksCheck.check(
    refused: predictedWhenRefused, allowed: predictedWhenAllowed)
}
