// Runs the check of exercise 2 against PredictNavigationChain.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(2) {
  PredictNavigationChainCheck.check(prediction: predictedNavigationChain)
}
