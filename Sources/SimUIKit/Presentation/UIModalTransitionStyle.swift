/// How a presented controller's view animates on screen, with UIKit's cases and raw values.
///
/// The simulator animates no pixels, so the style is stored and reported, never drawn.
public enum UIModalTransitionStyle: Int, Hashable, Sendable {
  /// The view slides up from the bottom and back down on dismissal: the default.
  case coverVertical
  /// The view flips horizontally, right to left, and back on dismissal.
  case flipHorizontal
  /// The old view fades out while the new one fades in.
  case crossDissolve
  /// A corner of the presenting view curls up to reveal the presented one (full screen only).
  case partialCurl
}
