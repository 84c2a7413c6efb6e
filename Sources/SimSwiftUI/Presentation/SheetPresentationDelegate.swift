/// The adaptive delegate SwiftUI installs on the presentation controller of its sheets.
public final class SheetPresentationDelegate: UISheetPresentationControllerDelegate {
  package var onUserDismissal: (@MainActor () -> Void)?
  package var onSelectedDetentChange: (@MainActor (UISheetPresentationController) -> Void)?
  package var refusesDismissal = false
  private let usedForReset: Bool

  package init(usedForReset: Bool) {
    self.usedForReset = usedForReset
  }

  /// Refuses the swipe while `interactiveDismissDisabled(true)` applies and the assumption says
  /// SwiftUI uses the delegate for it.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    !refusesDismissal
  }

  /// Resets `isPresented` when the assumption says SwiftUI learns of the dismissal here.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    if usedForReset { onUserDismissal?() }
  }

  /// Writes the user's detent choice back to the `presentationDetents(_:selection:)` binding.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    onSelectedDetentChange?(sheetPresentationController)
  }
}
