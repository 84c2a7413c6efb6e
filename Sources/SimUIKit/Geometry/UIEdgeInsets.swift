public import Foundation

/// Inset distances for the sides of a rectangle, as in UIKit.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset at the top.
  public var top: CGFloat
  /// The inset at the left.
  public var left: CGFloat
  /// The inset at the bottom.
  public var bottom: CGFloat
  /// The inset at the right.
  public var right: CGFloat

  /// Creates insets with the given distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every side.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// UIKit's `{top, left, bottom, right}` form.
  public var description: String {
    "{\(top.compactDescription), \(left.compactDescription), \(bottom.compactDescription), \(right.compactDescription)}"
  }
}

extension CGRect {
  /// The rectangle shrunk by the given insets.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom
    )
  }
}

extension CGFloat {
  /// The number as UIKit's dumps print it, with `%g`: no decimals for whole numbers, otherwise up to
  /// six significant digits (`388.32`, `0.5`).
  package var compactDescription: String {
    if self == rounded(), Swift.abs(self) < 1e15 { return String(Int(self)) }
    return String(format: "%g", Double(self))
  }
}
