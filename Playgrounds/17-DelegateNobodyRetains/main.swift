// Runs the check of exercise 17 against DelegateNobodyRetains.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(17) {
  DelegateNobodyRetainsCheck.check(
    makeEditor: EditorViewController.init, install: { $0.installLock() })
}
