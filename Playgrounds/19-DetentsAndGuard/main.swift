// Runs the check of exercise 19 against DetentsAndGuard.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(19) {
  DetentsAndGuardCheck.check(
    makeGuard: DetentGuard.init, setUnsaved: { $0.hasUnsavedChanges = $1 },
    detentChanges: \.detentChanges, configure: configureEditorSheet(_:detentGuard:))
}
