// Runs the check of exercise 14 against GuardInsideNavigation.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(14) {
  GuardInsideNavigationCheck.check(makeRoot: { GuardedDrafts(log: $0) })
}
