// Runs the check of exercise 24 against PredictKeyCommandInSheet.swift. Edit that file, not this one.
import ResponderLabLearn

ExerciseMain.run(24) {
  PredictKeyCommandInSheetCheck.check(prediction: predictedSaveTargets)
}
