// Runs the check of exercise 9 against ProbeTooEarly.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(9) {
  ProbeTooEarlyCheck.check(makeProbe: { SheetDelegateProbe(delegate: $0) })
}
