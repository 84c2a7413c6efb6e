public import Foundation

// Hit-testing as UIKit documents it (FIDELITY 9.1–9.4).
extension UIView {
  /// The farthest descendant of this view, itself included, that contains `point` (in this view's
  /// coordinates), or nil.
  ///
  /// Matches iOS: hidden views, views with user interaction disabled and views with an alpha below
  /// 0.01 are skipped (9.2); points outside the bounds are never hits, even over a subview that
  /// sticks out (9.3); subviews are tried front to back and the first hit wins (9.4).
  ///
  /// The descent is a loop, not a recursion, through every view whose class is one of the simulator's
  /// own that keep UIView's `hitTest(_:with:)`: a chain of 100,000 plain views is hit-tested without
  /// growing the stack. A view of any other class (a subclass of yours, or one that overrides
  /// `hitTest(_:with:)`) is asked through its own `hitTest(_:with:)`, as UIKit asks it, which costs
  /// one nested call per such view on the path.
  /// - Complexity: O(*n*) in the views visited; allocates nothing.
  @_disfavoredOverload
  public func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard receivesTouches, self.point(inside: point, with: event) else { return nil }
    // NB: once a view passes the two checks above, UIView's hitTest answers that view or something
    // inside it, never nil; so descending into it is final and the loop needs no stack.
    var view = self
    var point = point
    descending: while true {
      // NB: one read of each subview's `frame` and `bounds`, virtual calls both.
      var index = view.subviews.count
      while index > 0 {
        index -= 1
        let subview = view.subviews[index]
        let origin = subview.frame.origin
        let boundsOrigin = subview.bounds.origin
        let local = CGPoint(
          x: point.x - origin.x + boundsOrigin.x, y: point.y - origin.y + boundsOrigin.y)
        if subview.keepsDefaultHitTest {
          guard subview.receivesTouches, subview.point(inside: local, with: event) else { continue }
          view = subview
          point = local
          continue descending
        }
        if let hit = subview.hitTest(local, with: event) { return hit }
      }
      return view
    }
  }

  /// Whether the view takes part in hit-testing: visible, interactive and not transparent
  /// (FIDELITY 9.2). Alpha is stored by UIKit as a 32-bit float, so 0.01 itself reads back below 0.01.
  package var receivesTouches: Bool {
    !isHidden && isUserInteractionEnabled && Double(Float(alpha)) >= 0.01
  }

  /// Whether the view's class is known to keep UIView's `hitTest(_:with:)`, so that hit-testing may
  /// descend into it without calling it. Only the simulator's own classes are known; a subclass
  /// defined elsewhere might override the method, and is always called.
  package var keepsDefaultHitTest: Bool {
    let type = ObjectIdentifier(type(of: self))
    return type == ObjectIdentifier(UIView.self)
      || UIView.classesKeepingDefaultHitTest.contains(type)
  }

  /// The simulator's classes, other than UIView itself, that do not override `hitTest(_:with:)`.
  private static let classesKeepingDefaultHitTest: Set<ObjectIdentifier> = [
    ObjectIdentifier(UIWindow.self), ObjectIdentifier(UILabel.self),
    ObjectIdentifier(UIDropShadowView.self), ObjectIdentifier(UILayoutContainerView.self),
    ObjectIdentifier(UINavigationTransitionView.self),
    ObjectIdentifier(UIViewControllerWrapperView.self), ObjectIdentifier(UINavigationBar.self),
    ObjectIdentifier(UITabBar.self), ObjectIdentifier(UIDimmingView.self),
    ObjectIdentifier(_UIRoundedRectShadowView.self), ObjectIdentifier(_UIGrabber.self),
    ObjectIdentifier(_UIAlertControllerView.self), ObjectIdentifier(UIControl.self),
    ObjectIdentifier(UITextField.self),
  ]
}
