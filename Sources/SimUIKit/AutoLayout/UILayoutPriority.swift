/// How much a constraint matters: 1000 is required, anything lower is optional.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's value, 1…1000.
  public var rawValue: Float

  /// Creates a priority from its value (1…1000).
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority from its value (1…1000).
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A constraint that must hold: 1000.
  public static let required = UILayoutPriority(1000)
  /// The priority of a button's content hugging against resistance: 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority at which a button hugs its content horizontally: 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The level `systemLayoutSizeFitting` uses for the target size: 50.
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// The priority of a drag that can resize a window's scene: 510.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority of a scene's size as it stays: 500.
  public static let sceneSizeStayPut = UILayoutPriority(500)

  /// Whether the left priority is lower.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The priority raised by a number.
  public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
  /// The priority lowered by a number.
  public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}

extension UILayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// Creates the value.
  public init(floatLiteral value: Float) { self.init(value) }
  /// Creates the value.
  public init(integerLiteral value: Int) { self.init(Float(value)) }
}
