// Runs the check of exercise 8 against GuardInsideNavigation.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(8) {
  GuardInsideNavigationCheck.check(makeRoot: { GuardedDrafts(log: $0) })
}
