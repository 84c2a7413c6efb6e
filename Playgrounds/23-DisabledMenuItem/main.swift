// Runs the check of exercise 23 against DisabledMenuItem.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(23) {
  DisabledMenuItemCheck.check(
    make: NotesViewController.init, setSelection: { $0.hasSelection = $1 },
    duplicates: \.duplicateCount)
}
