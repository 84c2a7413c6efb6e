public import SimUIKit

/// An SVG picture of the screen: every visible view at its frame, background colours, dimming views,
/// sheets with rounded tops at their detents, labels' text, and an optional highlighted view.
@MainActor
public struct ScreenPicture {
  /// The margin around the screen, in points.
  public var margin: Double = 16

  /// Creates a picture configuration.
  public init() {}

  /// The SVG document for a window (or any top view) on a screen.
  public func svg(window: UIView?, screen: UIScreen, highlighting highlighted: UIView? = nil)
    -> String
  {
    let width = Double(screen.bounds.width)
    let height = Double(screen.bounds.height)
    let n = SVGText.number
    var body: [String] = []
    body.append(
      "<rect x=\"\(n(margin))\" y=\"\(n(margin))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"40\" fill=\"#ffffff\" stroke=\"#1d1d1f\" stroke-width=\"4\"/>"
    )
    if let window {
      var stack: [(UIView, Double)] = [(window, 1)]
      var labels: [String] = []
      // Back to front: a view is drawn before its subviews, and subviews in order.
      while let (view, inheritedAlpha) = stack.popLast() {
        guard !view.isHidden else { continue }
        let alpha = inheritedAlpha * Double(view.alpha)
        guard alpha > 0.001 else { continue }
        let frame = view.convert(view.bounds, to: nil)
        let x = Double(frame.minX) + margin
        let y = Double(frame.minY) + margin
        let w = Double(frame.width)
        let h = Double(frame.height)
        let isSheet = view is UIDropShadowView && view.superview !== window.subviews.first
        let isDimming = view.className.contains("Dimming")
        var fill = view.backgroundColor?.cssValue ?? "none"
        if isDimming, view.backgroundColor == nil { fill = UIColor.dimming.cssValue }
        let radius = isSheet ? 12 : 0
        var attributes =
          "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(radius)\" fill=\"\(fill)\" opacity=\"\(n(alpha))\""
        if isSheet {
          attributes += " stroke=\"#8e8e93\" stroke-width=\"1\" filter=\"url(#shadow)\""
        } else if !(view is UIWindow) && !isDimming {
          attributes += " stroke=\"#c7c7cc\" stroke-width=\"0.5\" stroke-dasharray=\"3 2\""
        }
        body.append(
          "<rect data-name=\"\(SVGText.escape(view.objectName.description))\" \(attributes)/>")
        if let label = view as? UILabel, let text = label.text {
          labels.append(
            "<text x=\"\(n(x + 2))\" y=\"\(n(y + min(h, 20) - 5))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"14\" fill=\"#1d1d1f\" opacity=\"\(n(alpha))\">\(SVGText.escape(text))</text>"
          )
        }
        if view === highlighted {
          labels.append(
            "<rect x=\"\(n(x - 2))\" y=\"\(n(y - 2))\" width=\"\(n(w + 4))\" height=\"\(n(h + 4))\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"3\"/>"
          )
          labels.append(
            "<text x=\"\(n(x))\" y=\"\(n(max(margin + 12, y - 6)))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\" fill=\"#ff3b30\">\(SVGText.escape(view.objectName.description))</text>"
          )
        }
        for subview in view.subviews.reversed() { stack.append((subview, alpha)) }
      }
      body += labels
    }
    let totalWidth = width + 2 * margin
    let totalHeight = height + 2 * margin
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(totalWidth))" height="\(n(totalHeight))" viewBox="0 0 \(n(totalWidth)) \(n(totalHeight))">
      <defs><filter id="shadow" x="-10%" y="-10%" width="120%" height="120%"><feDropShadow dx="0" dy="-2" stdDeviation="4" flood-opacity="0.3"/></filter></defs>
      <rect width="100%" height="100%" fill="#e5e5ea"/>
      \(body.joined(separator: "\n"))
      </svg>
      """
  }
}
