public import Foundation

// Converting between coordinate systems.
extension UIView {
  /// Converts a point from this view's coordinates to `view`'s (the window's when `view` is nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let (rootPoint, _) = pointInRoot(point)
    guard let view else { return rootPoint }
    return view.pointFromRoot(rootPoint)
  }

  /// Converts a point from `view`'s coordinates (the window's when `view` is nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return pointFromRoot(point) }
    return view.convert(point, to: self)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from `view`'s coordinates to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The point in the coordinates of the root of this view's tree (its window, when it has one).
  private func pointInRoot(_ point: CGPoint) -> (CGPoint, UIView) {
    var result = point
    var view = self
    while let superview = view.storedSuperview {
      result.x += view.frame.origin.x - view.bounds.origin.x
      result.y += view.frame.origin.y - view.bounds.origin.y
      view = superview
    }
    return (result, view)
  }

  private func pointFromRoot(_ point: CGPoint) -> CGPoint {
    let (origin, _) = pointInRoot(.zero)
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  /// The view's bounds in its window's coordinates (or its root's).
  public var frameInWindow: CGRect {
    convert(bounds, to: nil)
  }
}
