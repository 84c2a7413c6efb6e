// Runs the check of exercise 10 against DelegateNobodyRetains.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(10) {
  DelegateNobodyRetainsCheck.check(
    makeEditor: EditorViewController.init, install: { $0.installLock() })
}
