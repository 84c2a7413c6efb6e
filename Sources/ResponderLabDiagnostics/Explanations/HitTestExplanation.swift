import Foundation
public import SimUIKit

/// Where a touch at a point of a window lands, and which views that contain the point were skipped
/// and why (FIDELITY 9.1–9.4).
@MainActor
public struct HitTestExplanation {
  /// Names an object in the text, such as `UIButton#2 (save)`.
  public var label: (UIResponder) -> String

  /// Creates an explainer that names objects with `label`.
  public init(label: @escaping (UIResponder) -> String) {
    self.label = label
  }

  /// The view a touch at `point` (in window coordinates) reaches, if any, and the lines that say
  /// why: where it lands, then each view that contains the point but was skipped.
  public func touch(at point: CGPoint, in window: UIWindow) -> (view: UIView?, lines: [String]) {
    let pointText = "(\(Double(point.x).formatted()), \(Double(point.y).formatted()))"
    guard let hit = window.hitTest(point, with: nil) else {
      return (
        nil, ["A touch at \(pointText) lands on nothing: no view contains it (FIDELITY 9.1)."]
      )
    }
    let landing =
      "A touch at \(pointText) lands on \(label(hit)): the frontmost view that contains the point, skipping hidden, non-interactive and transparent views (FIDELITY 9.1–9.4)."
    return (hit, [landing] + blockers(at: point, hit: hit, in: window))
  }

  /// Views that contain the point but were skipped, and why (FIDELITY 9.2, 9.4).
  private func blockers(at point: CGPoint, hit: UIView, in window: UIWindow) -> [String] {
    var lines: [String] = []
    window.forEachInSubtree { view in
      guard view !== hit, !hit.isDescendant(of: view), view.window === window else { return }
      let local = view.convert(point, from: nil)
      guard view.bounds.contains(local) else { return }
      if view.isHidden {
        lines.append("  \(label(view)) contains the point but is hidden (FIDELITY 9.2).")
      } else if !view.isUserInteractionEnabled {
        lines.append(
          "  \(label(view)) contains the point but has userInteractionEnabled = NO (FIDELITY 9.2).")
      } else if view.alpha < 0.01 {
        lines.append(
          "  \(label(view)) contains the point but its alpha is below 0.01 (FIDELITY 9.2).")
      }
    }
    return lines
  }
}
