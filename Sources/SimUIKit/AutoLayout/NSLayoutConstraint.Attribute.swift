extension NSLayoutConstraint {
  /// The part of an item's layout a constraint refers to; raw values are UIKit's.
  public enum Attribute: Int, Sendable, CaseIterable {
    case left = 1
    case right
    case top
    case bottom
    case leading
    case trailing
    case width
    case height
    case centerX
    case centerY
    case lastBaseline
    case firstBaseline
    case leftMargin
    case rightMargin
    case topMargin
    case bottomMargin
    case leadingMargin
    case trailingMargin
    case centerXWithinMargins
    case centerYWithinMargins
    case notAnAttribute = 0

    /// The name UIKit prints in a constraint's description, such as `leading` or `centerX`.
    var printedName: String {
      switch self {
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .notAnAttribute: "notAnAttribute"
      default: String(describing: self)
      }
    }

    /// Whether the attribute is a horizontal position (an x-axis anchor).
    var isHorizontalPosition: Bool {
      [
        .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
        .trailingMargin, .centerXWithinMargins,
      ].contains(self)
    }

    /// Whether the attribute is a size.
    var isDimension: Bool { self == .width || self == .height }
  }

  /// How the two sides of a constraint compare; raw values are UIKit's.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`, as UIKit prints it.
    var symbol: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }

    var solverRelation: LinearRelation {
      switch self {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    }
  }
}
