// Runs the check of exercise 16 against ProbeTooEarly.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(16) {
  ProbeTooEarlyCheck.check(makeProbe: { SheetDelegateProbe(delegate: $0) })
}
