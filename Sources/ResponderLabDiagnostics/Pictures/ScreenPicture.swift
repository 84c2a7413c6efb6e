import Foundation
public import SimUIKit

/// An SVG picture of the screen: every visible view at its frame, background colours, dimming views,
/// sheets with rounded tops at their detents, grabbers, labels' text, and an optional highlighted
/// view.
@MainActor
public struct ScreenPicture {
  /// The margin around the screen, in points.
  public var margin: Double = 16

  /// Creates a picture configuration.
  public init() {}

  private enum Work {
    /// A view to draw, with the opacity it inherits and the window position of its bounds' origin.
    case draw(UIView, alpha: Double, origin: CGPoint)
    case closeGroup
  }

  /// The SVG document for a window (or any top view) on a screen.
  public func svg(window: UIView?, screen: UIScreen, highlighting highlighted: UIView? = nil)
    -> String
  {
    let width = Double(screen.bounds.width)
    let height = Double(screen.bounds.height)
    let n = SVGText.number
    var body: [String] = []
    var defs: [String] = [
      "<filter id=\"shadow\" x=\"-10%\" y=\"-10%\" width=\"120%\" height=\"120%\"><feDropShadow dx=\"0\" dy=\"-2\" stdDeviation=\"4\" flood-opacity=\"0.3\"/></filter>",
      "<clipPath id=\"screen\"><rect x=\"\(n(margin))\" y=\"\(n(margin))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"44\"/></clipPath>",
    ]
    var overlay: [String] = []
    let rootContent = (window as? UIWindow)?.rootViewController?.viewIfLoaded?.superview
    if let window {
      // An explicit work list instead of recursion, so that deep trees cannot overflow the stack.
      // Each view's position is its superview's plus its own offset, so that a deep tree costs one
      // step a view rather than a walk up to the window for every view.
      var work: [Work] = [.draw(window, alpha: 1, origin: window.convert(CGPoint.zero, to: nil))]
      while let item = work.popLast() {
        guard case .draw(let view, let inheritedAlpha, let origin) = item else {
          body.append("</g>")
          continue
        }
        guard !view.isHidden else { continue }
        let alpha = inheritedAlpha * Double(view.alpha)
        guard alpha > 0.001 else { continue }
        let bounds = view.bounds
        let frame = CGRect(
          origin: CGPoint(x: origin.x + bounds.origin.x, y: origin.y + bounds.origin.y),
          size: bounds.size)
        let (x, y) = (Double(frame.minX) + margin, Double(frame.minY) + margin)
        let (w, h) = (Double(frame.width), Double(frame.height))
        let box = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\""
        let name = SVGText.escape(view.objectName.description)
        let isSheet = view is UIDropShadowView && view !== rootContent
        let fill = view.backgroundColor?.cssValue ?? "none"
        if isSheet {
          // The sheet clips its content to a rounded rectangle, as UIKit's sheet does.
          defs.append(
            "<clipPath id=\"clip-\(defs.count)\"><rect \(box) rx=\"12\"/></clipPath>")
          body.append(
            "<rect data-name=\"\(name)\" \(box) rx=\"12\" fill=\"#ffffff\" opacity=\"\(n(alpha))\" filter=\"url(#shadow)\"/>"
          )
          body.append("<g clip-path=\"url(#clip-\(defs.count - 1))\">")
          work.append(.closeGroup)
        } else if view.className == "_UIGrabber" {
          body.append(
            "<rect data-name=\"\(name)\" \(box) rx=\"\(n(h / 2))\" fill=\"#c7c7cc\" opacity=\"\(n(alpha))\"/>"
          )
        } else if view is UIDimmingView {
          let dimming = view.backgroundColor ?? .dimming
          body.append(
            "<rect data-name=\"\(name)\" \(box) fill=\"\(dimming.cssValue)\" opacity=\"\(n(alpha))\"/>"
          )
        } else if !(view is UIWindow) {
          body.append(
            "<rect data-name=\"\(name)\" \(box) fill=\"\(fill)\" opacity=\"\(n(alpha))\" stroke=\"#b0b0b8\" stroke-width=\"0.5\" stroke-dasharray=\"3 2\"/>"
          )
        }
        if let label = view as? UILabel, let text = label.text {
          body.append(
            "<text x=\"\(n(x + 2))\" y=\"\(n(y + min(h, 20) - 5))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"14\" fill=\"#1d1d1f\" opacity=\"\(n(alpha))\">\(SVGText.escape(text))</text>"
          )
        }
        if view === highlighted {
          overlay.append(
            "<rect x=\"\(n(x - 2))\" y=\"\(n(y - 2))\" width=\"\(n(w + 4))\" height=\"\(n(h + 4))\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"3\"/>"
          )
          overlay.append(
            "<text x=\"\(n(x))\" y=\"\(n(max(margin + 12, y - 6)))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\" font-weight=\"bold\" fill=\"#ff3b30\">\(name)</text>"
          )
        }
        // Back to front: this view, then its subviews in order (the last pushed is drawn first).
        for subview in view.subviews.reversed() {
          let subviewOrigin = CGPoint(
            x: origin.x + subview.frame.origin.x - subview.bounds.origin.x,
            y: origin.y + subview.frame.origin.y - subview.bounds.origin.y)
          work.append(.draw(subview, alpha: alpha, origin: subviewOrigin))
        }
      }
    }
    if let window = window as? UIWindow {
      body += keyboard(over: window)
      overlay += firstResponderOutline(in: window)
    }
    let totalWidth = width + 2 * margin
    let totalHeight = height + 2 * margin
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
      </svg>
      """
  }

  /// The software keyboard, drawn from its own window over the key window's content (FIDELITY
  /// 11.22; the window's class names are an assumption).
  private func keyboard(over window: UIWindow) -> [String] {
    guard window.isKeyWindow, let keyboardWindow = window.simulation.keyboard.window else {
      return []
    }
    let n = SVGText.number
    var drawn: [String] = []
    keyboardWindow.forEachVisibleView { view in
      guard view is UIInputSetHostView else { return }
      let frame = view.convert(view.bounds, to: nil)
      let (x, y) = (Double(frame.minX) + margin, Double(frame.minY) + margin)
      let name = SVGText.escape(view.objectName.description)
      drawn.append(
        "<rect data-name=\"\(name)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(Double(frame.width)))\" height=\"\(n(Double(frame.height)))\" fill=\"#d1d3d9\"/>"
      )
      drawn.append(
        "<text x=\"\(n(x + Double(frame.width) / 2))\" y=\"\(n(y + 28))\" text-anchor=\"middle\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\" fill=\"#3a3a3c\">keyboard (\(SVGText.escape(keyboardWindow.objectName.description)))</text>"
      )
    }
    return drawn
  }

  /// A blue outline around the window's first responder, when it is a view (FIDELITY 11.1).
  private func firstResponderOutline(in window: UIWindow) -> [String] {
    guard let view = window.storedFirstResponder as? UIView, view.window === window else {
      return []
    }
    let n = SVGText.number
    let frame = view.convert(view.bounds, to: nil)
    let (x, y) = (Double(frame.minX) + margin, Double(frame.minY) + margin)
    return [
      "<rect x=\"\(n(x - 1))\" y=\"\(n(y - 1))\" width=\"\(n(Double(frame.width) + 2))\" height=\"\(n(Double(frame.height) + 2))\" fill=\"none\" stroke=\"#0a84ff\" stroke-width=\"2\"/>",
      "<text x=\"\(n(x))\" y=\"\(n(y + Double(frame.height) + 12))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"10\" fill=\"#0a84ff\">first responder</text>",
    ]
  }
}
