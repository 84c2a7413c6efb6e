// Runs the check of exercise 14 against ReadADump.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(14) {
  ReadADumpCheck.check(answers: dumpAnswers)
}
