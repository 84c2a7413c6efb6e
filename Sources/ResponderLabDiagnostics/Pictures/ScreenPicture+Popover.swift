import Foundation
import SimUIKit

/// Popovers: the rounded card with a faint edge and the arrow that points at the anchor, on the
/// side of the card that the popover presentation controller's `arrowDirection` names (an arrow
/// that points up sits on the card's top edge, the card below its anchor).
extension ScreenPicture {
  /// The corner radius of a popover's card (an assumption: UIKit's popover is rounded about as
  /// much as a sheet's content).
  static let popoverRadius = 13.0
  /// Half the width of the arrow's base.
  static let popoverArrowHalfWidth = 13.0

  /// The popover presentation controller that shows `view`, when `view` is a popover's card.
  func popoverController(of view: UIView) -> UIPopoverPresentationController? {
    guard view is _UIPopoverView,
      let content = view.subviews.first?.next as? UIViewController
    else { return nil }
    return content.presentationControllerForDump as? UIPopoverPresentationController
  }

  /// The card and its arrow, drawn without filters: a faint edge, then the card's fill.
  func popover(_ view: UIView, _ box: Box, background: String?) -> [String] {
    let fill = background ?? "#ffffff"
    let edge = "rgba(0,0,0,0.18)"
    var parts = [
      SVGText.rect(
        x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2,
        radius: Self.popoverRadius + 1, fill: edge)
    ]
    if let controller = popoverController(of: view),
      let arrow = arrowPoints(controller, box)
    {
      let points = arrow.map { "\(SVGText.number($0.0)),\(SVGText.number($0.1))" }
      parts.append(
        "<polygon points=\"\(points.joined(separator: " "))\" fill=\"\(fill)\" stroke=\"\(edge)\" stroke-width=\"1\" data-popover-arrow=\"\(controller.arrowDirection)\"/>"
      )
    }
    parts.append(SVGText.rect(box, radius: Self.popoverRadius, fill: fill))
    return parts
  }

  /// The arrow's base corners and tip, or nil when the popover has no arrow direction. The tip
  /// points at the anchor's middle, kept clear of the card's corners.
  private func arrowPoints(_ controller: UIPopoverPresentationController, _ box: Box)
    -> [(Double, Double)]?
  {
    let anchor = controller.anchorFrame
    let height = Double(UIPopoverPresentationController.arrowHeight)
    let half = Self.popoverArrowHalfWidth
    let inset = Self.popoverRadius + half
    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
      low > high ? (low + high) / 2 : min(max(value, low), high)
    }
    let midX = clamp(Double(anchor.midX) + margin, box.x + inset, box.maxX - inset)
    let midY = clamp(Double(anchor.midY) + margin, box.y + inset, box.maxY - inset)
    // The base overlaps the card by a point, so that no seam shows between them.
    switch controller.arrowDirection {
    case .up:
      return [(midX - half, box.y + 1), (midX, box.y - height), (midX + half, box.y + 1)]
    case .down:
      return [(midX - half, box.maxY - 1), (midX, box.maxY + height), (midX + half, box.maxY - 1)]
    case .left:
      return [(box.x + 1, midY - half), (box.x - height, midY), (box.x + 1, midY + half)]
    case .right:
      return [(box.maxX - 1, midY - half), (box.maxX + height, midY), (box.maxX - 1, midY + half)]
    default:
      return nil
    }
  }
}
