// Runs the check of exercise 12 against LockAndConfirm.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(12) {
  LockAndConfirmCheck.check(
    makeEditor: EditViewController.init, setChanges: { $0.hasChanges = $1 },
    present: presentEditor(_:from:))
}
