// Runs the check of exercise 7 against RefuseSwipe.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(7) {
  RefuseSwipeCheck.check(
    makeGuard: DraftGuard.init, setUnsaved: { $0.hasUnsavedChanges = $1 },
    install: installDraftGuard(_:on:))
}
