import Foundation
public import SimUIKit

/// An SVG picture of the screen, drawn from the simulation: every visible view at its frame and
/// opacity, navigation and tab bars with their titles and items, labels, buttons, text fields and
/// switches with their text, sheets with their corner radius, grabber and detent, the dimming view
/// at its alpha, alerts and action sheets with their actions, the keyboard, the first responder and
/// a highlighted view marked, and a legend.
///
/// Every view is one `<g data-name="UIView#3" data-frame="x y width height">` group (picture
/// coordinates), which the explorer page uses to outline and select views. Nothing depends on SVG
/// filters, so that Chromium and librsvg draw the same picture.
@MainActor
public struct ScreenPicture {
  /// The margin around the screen, in points.
  public var margin: Double = 16

  /// Whether the legend (the layers on screen and a key to the marks) is drawn right of the screen.
  public var showsLegend = true

  /// Creates a picture configuration.
  public init() {}

  /// A rectangle in picture coordinates.
  struct Box {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// The `x`, `y`, `width` and `height` attributes.
    var attributes: String {
      let n = SVGText.number
      return "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\""
    }
  }

  private enum Work {
    /// A view to draw, with the opacity it inherits, the window position of its bounds' origin,
    /// and whether an ancestor already draws its labels' text (a button's title).
    case draw(UIView, alpha: Double, origin: CGPoint, textDrawn: Bool)
    case closeGroup
  }

  /// The width of the column between the screen and the legend, where detents are marked.
  static let gutter = 96.0
  /// The width of the legend.
  static let legendWidth = 236.0

  /// The SVG document for a window (or any top view) on a screen.
  public func svg(window: UIView?, screen: UIScreen, highlighting highlighted: UIView? = nil)
    -> String
  {
    let width = Double(screen.bounds.width)
    let height = Double(screen.bounds.height)
    let n = SVGText.number
    var body: [String] = []
    var defs: [String] = [
      "<clipPath id=\"screen\"><rect x=\"\(n(margin))\" y=\"\(n(margin))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"44\"/></clipPath>"
    ]
    var overlay: [String] = []
    var sheets: [SheetMark] = []
    let rootContent = (window as? UIWindow)?.rootViewController?.viewIfLoaded?.superview
    if let window {
      // An explicit work list instead of recursion, so that deep trees cannot overflow the stack.
      // Each view's position is its superview's plus its own offset, so that a deep tree costs one
      // step a view rather than a walk up to the window for every view.
      var work: [Work] = [
        .draw(window, alpha: 1, origin: window.convert(CGPoint.zero, to: nil), textDrawn: false)
      ]
      while let item = work.popLast() {
        guard case .draw(let view, let inheritedAlpha, let origin, let textDrawn) = item else {
          body.append("</g>")
          continue
        }
        guard !view.isHidden else { continue }
        let alpha = inheritedAlpha * Double(view.alpha)
        guard alpha > 0.001 else { continue }
        let bounds = view.bounds
        let box = Box(
          x: Double(origin.x + bounds.origin.x) + margin,
          y: Double(origin.y + bounds.origin.y) + margin,
          width: Double(bounds.width), height: Double(bounds.height))
        let isSheet = view is UIDropShadowView && view !== rootContent
        let drawing = self.drawing(of: view, in: box, isSheet: isSheet, textDrawn: textDrawn)
        if !(view is UIWindow) {
          let name = SVGText.escape(view.objectName.description)
          let frame = [box.x, box.y, box.width, box.height].map(n).joined(separator: " ")
          body.append(
            "<g data-name=\"\(name)\" data-frame=\"\(frame)\" opacity=\"\(n(alpha))\">"
              + drawing.parts.joined() + "</g>")
        }
        var clipRadius: Double?
        if isSheet {
          let mark = sheetMark(for: view, box: box)
          sheets.append(mark)
          clipRadius = mark.cornerRadius
        } else if view is _UIPopoverView {
          clipRadius = Self.popoverRadius
        }
        if let clipRadius {
          // A sheet or a popover clips its content to its rounded shape, as UIKit's do.
          defs.append(
            "<clipPath id=\"clip-\(defs.count)\"><rect \(box.attributes) rx=\"\(n(clipRadius))\"/></clipPath>"
          )
          body.append("<g clip-path=\"url(#clip-\(defs.count - 1))\">")
          work.append(.closeGroup)
        }
        if view === highlighted {
          overlay.append(
            SVGText.rect(
              x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4,
              fill: "none", extra: " stroke=\"#ff3b30\" stroke-width=\"3\" data-mark=\"selection\"")
          )
          overlay.append(
            SVGText.text(
              view.objectName.description, x: box.x, y: max(margin + 12, box.y - 6), size: 11,
              fill: "#ff3b30", bold: true))
        }
        // Back to front: this view, then its subviews in order (the last pushed is drawn first).
        for subview in view.subviews.reversed() {
          let subviewOrigin = CGPoint(
            x: origin.x + subview.frame.origin.x - subview.bounds.origin.x,
            y: origin.y + subview.frame.origin.y - subview.bounds.origin.y)
          work.append(
            .draw(
              subview, alpha: alpha, origin: subviewOrigin,
              textDrawn: textDrawn || drawing.drawsLabels))
        }
      }
    }
    if let window = window as? UIWindow {
      body += keyboard(over: window)
      overlay += firstResponderOutline(in: window)
    }
    let phoneWidth = width + 2 * margin
    let totalHeight = height + 2 * margin
    var totalWidth = phoneWidth
    var legend: [String] = []
    if showsLegend {
      legend = detentMarks(sheets, screenRight: phoneWidth)
      legend += self.legend(
        window: window as? UIWindow, sheets: sheets, x: phoneWidth + Self.gutter)
      totalWidth += Self.gutter + Self.legendWidth
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(totalWidth))" height="\(n(totalHeight))" viewBox="0 0 \(n(totalWidth)) \(n(totalHeight))">
      <defs>\(defs.joined())</defs>
      <rect width="100%" height="100%" fill="#e5e5ea"/>
      <rect x="\(n(margin - 6))" y="\(n(margin - 6))" width="\(n(width + 12))" height="\(n(height + 12))" rx="50" fill="#1d1d1f"/>
      <rect x="\(n(margin))" y="\(n(margin))" width="\(n(width))" height="\(n(height))" rx="44" fill="#ffffff"/>
      <g clip-path="url(#screen)">
      \(body.joined(separator: "\n"))
      </g>
      \(overlay.joined(separator: "\n"))
      \(legend.joined(separator: "\n"))
      </svg>
      """
  }

  /// A blue outline around the window's first responder, when it is a view (FIDELITY 11.1).
  private func firstResponderOutline(in window: UIWindow) -> [String] {
    guard let view = window.storedFirstResponder as? UIView, view.window === window else {
      return []
    }
    let frame = view.convert(view.bounds, to: nil)
    let (x, y) = (Double(frame.minX) + margin, Double(frame.minY) + margin)
    let (width, height) = (Double(frame.width), Double(frame.height))
    return [
      SVGText.rect(
        x: x - 1, y: y - 1, width: width + 2, height: height + 2, fill: "none",
        extra: " stroke=\"#0a84ff\" stroke-width=\"2\" data-mark=\"first-responder\""),
      SVGText.text("first responder", x: x, y: y + height + 12, size: 10, fill: "#0a84ff"),
    ]
  }
}
