// Runs the check of exercise 13 against PredictSheetPresenter.swift. Edit that file, not this one.
import ResponderLabLearn

ExerciseMain.run(13) {
  PredictSheetPresenterCheck.check(prediction: predictedSheetStory)
}
