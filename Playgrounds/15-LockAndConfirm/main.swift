// Runs the check of exercise 15 against LockAndConfirm.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(15) {
  LockAndConfirmCheck.check(
    makeEditor: EditViewController.init, setChanges: { $0.hasChanges = $1 },
    present: presentEditor(_:from:))
}
