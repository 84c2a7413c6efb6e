// Exercise 19 — reference solution.

import SimUIKit

final class DetentGuard: UISheetPresentationControllerDelegate {
  var hasUnsavedChanges = false
  var detentChanges = 0

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    detentChanges += 1
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    !hasUnsavedChanges
  }
}

func configureEditorSheet(_ sheet: UISheetPresentationController, detentGuard: DetentGuard) {
  sheet.detents = [.medium(), .large()]
  sheet.selectedDetentIdentifier = .large
  sheet.delegate = detentGuard
}
