/// Where the overlay sheet's state changes are wrapped in `withAnimation`.
public enum OverlaySheetAnimation: String, CaseIterable, Sendable {
  /// As in the article: the button that shows the sheet, and the backdrop's two delayed steps.
  case everywhere
  /// The button sets the flag plainly; the backdrop's steps still animate.
  case notAtTheButton
  /// Nothing animates: neither the button nor the backdrop's steps.
  case nowhere
}
