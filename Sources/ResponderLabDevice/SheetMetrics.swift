public import SimUIKit

/// Where a sheet rests and how far a swipe must go, in points: the numbers a test of a swipe
/// needs, from the same model the hand's drags run through (FIDELITY 4.4, 6.8).
@MainActor
public struct SheetMetrics {
  /// One active detent and its height (the detent's value, without the bottom safe area).
  public struct DetentHeight: Hashable, Sendable {
    /// The detent.
    public let identifier: UISheetPresentationController.Detent.Identifier
    /// Its height in points.
    public let height: CGFloat
  }

  /// The active detents, smallest first.
  public let detentHeights: [DetentHeight]
  /// The detent the sheet rests at.
  public let restingDetent: UISheetPresentationController.Detent.Identifier?
  /// The y of the sheet's top edge at rest, in window coordinates.
  public let restingTop: CGFloat
  /// How far down from rest a swipe released without velocity must drag the sheet for an allowed
  /// dismissal to finish (less and it springs back): half the smallest detent's height past that
  /// detent (`UISheetPresentationController.dismissalCompletionThreshold`, an assumption).
  public let releaseThreshold: CGFloat

  /// The metrics of `sheet` now.
  public init(_ sheet: UISheetPresentationController) {
    let active = sheet.activeDetents
    detentHeights = active.map { DetentHeight(identifier: $0.identifier, height: $0.height) }
    restingDetent = sheet.currentDetentIdentifier
    restingTop = sheet.top(forHeight: sheet.restingHeight)
    let smallest = active.first?.height ?? sheet.restingHeight
    releaseThreshold =
      sheet.top(forHeight: smallest) + max(1, smallest)
      * UISheetPresentationController.dismissalCompletionThreshold - restingTop
  }
}

extension Hand {
  /// The metrics of the top sheet, or nil when no sheet is presented.
  public var topSheetMetrics: SheetMetrics? { topSheet.map(SheetMetrics.init) }
}
