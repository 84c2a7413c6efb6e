// Exercise 19 — Detents and a guard together
//
// The editor's sheet should offer a medium and a large detent and open at large. DetentGuard is
// its delegate: it counts the user's detent changes in detentChanges, and refuses dismissal while
// hasUnsavedChanges is true. Moving between detents must stay free.
//
// Write configureEditorSheet(_:detentGuard:) and finish DetentGuard. The check configures the
// sheet before presenting it.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-19)
// Hint:   swift run responder-lab learn hint 19

import SimUIKit

final class DetentGuard: UISheetPresentationControllerDelegate {
  var hasUnsavedChanges = false
  var detentChanges = 0

  // TODO: count the user's detent changes; refuse dismissal while hasUnsavedChanges is true.
}

func configureEditorSheet(_ sheet: UISheetPresentationController, detentGuard: DetentGuard) {
  // TODO: medium and large, opening at large, with detentGuard as the delegate.
  sheet.detents = [.large(), .medium()]
}
