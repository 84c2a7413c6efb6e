// Runs the check of exercise 11 against ReadADump.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(11) {
  ReadADumpCheck.check(answers: dumpAnswers)
}
