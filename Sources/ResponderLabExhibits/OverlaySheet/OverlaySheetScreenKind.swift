public import Foundation

/// Which screen of the overlay-sheet exhibit to show.
public enum OverlaySheetScreenKind: Hashable, Sendable, CustomStringConvertible {
  /// The article's trial run: a full-screen view with a half (0.5) or quarter (0.25) overlay sheet.
  case fullScreen(fraction: CGFloat, animation: OverlaySheetAnimation)
  /// A 200 × 300 card carrying a half overlay sheet, with a "Beneath" button below the card.
  case narrowCard
  /// The same card and button, with the half overlay sheet on the full-screen container instead:
  /// the fix for the caveats.
  case narrowCardOverlayOnScreen
  /// A native `.sheet` with the detents `.medium` and `.fraction(0.25)`.
  case nativeDetents

  /// The screen, in words.
  public var description: String {
    switch self {
    case .fullScreen(let fraction, let animation):
      "full-screen view, \(fraction == 0.5 ? "half" : "quarter") sheet, withAnimation \(animation.rawValue)"
    case .narrowCard: "200 × 300 card with a half sheet, a \"Beneath\" button below it"
    case .narrowCardOverlayOnScreen:
      "200 × 300 card, a \"Beneath\" button below it, the half sheet on the whole screen"
    case .nativeDetents: "native .sheet with detents .medium and .fraction(0.25)"
    }
  }
}
