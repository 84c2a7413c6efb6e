extension UIView {
  /// How a view lays out its content when its bounds change, with UIKit's cases and raw values.
  ///
  /// The simulator draws nothing, so the mode is stored and reported, never applied.
  public enum ContentMode: Int, Hashable, Sendable {
    /// Scales the content to fill the bounds, changing its aspect ratio if needed: the default.
    case scaleToFill
    /// Scales the content to fit the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scales the content to fill the bounds, keeping its aspect ratio and cropping the rest.
    case scaleAspectFill
    /// Redraws the content when the bounds change.
    case redraw
    /// Centres the content, keeping its size.
    case center
    /// Aligns the content with the top edge.
    case top
    /// Aligns the content with the bottom edge.
    case bottom
    /// Aligns the content with the left edge.
    case left
    /// Aligns the content with the right edge.
    case right
    /// Aligns the content with the top-left corner.
    case topLeft
    /// Aligns the content with the top-right corner.
    case topRight
    /// Aligns the content with the bottom-left corner.
    case bottomLeft
    /// Aligns the content with the bottom-right corner.
    case bottomRight
  }
}
