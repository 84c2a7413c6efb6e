public import Foundation

// Hit-testing as UIKit documents it (FIDELITY 9.1–9.4).
extension UIView {
  /// The farthest descendant of this view, itself included, that contains `point` (in this view's
  /// coordinates), or nil.
  ///
  /// Matches iOS: hidden views, views with user interaction disabled and views with an alpha below
  /// 0.01 are skipped (9.2); points outside the bounds are never hits, even over a subview that
  /// sticks out (9.3); subviews are tried front to back and the first hit wins (9.4).
  /// - Complexity: O(*n*) in the views visited; allocates nothing.
  @_disfavoredOverload
  public func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard receivesTouches, self.point(inside: point, with: event) else { return nil }
    // NB: one read of each subview's `frame` and `bounds`, virtual calls both.
    var index = subviews.count
    while index > 0 {
      index -= 1
      let subview = subviews[index]
      let origin = subview.frame.origin
      let boundsOrigin = subview.bounds.origin
      let local = CGPoint(
        x: point.x - origin.x + boundsOrigin.x, y: point.y - origin.y + boundsOrigin.y)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether the view takes part in hit-testing: visible, interactive and not transparent
  /// (FIDELITY 9.2). Alpha is stored by UIKit as a 32-bit float, so 0.01 itself reads back below 0.01.
  package var receivesTouches: Bool {
    !isHidden && isUserInteractionEnabled && Double(Float(alpha)) >= 0.01
  }
}
