public import Foundation

extension UIImage {
  /// The traits an image is configured with; ``SymbolConfiguration`` sizes symbols.
  open class Configuration: Hashable, @unchecked Sendable {
    /// Creates an empty configuration.
    public init() {}

    /// Whether two configurations are the same.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.isEqual(to: rhs) }

    /// Hashes the configuration.
    public func hash(into hasher: inout Hasher) { hashContents(into: &hasher) }

    package func isEqual(to other: Configuration) -> Bool { type(of: other) == Configuration.self }
    package func hashContents(into hasher: inout Hasher) {}
  }

  /// The weights of a symbol, with UIKit's raw values.
  public enum SymbolWeight: Int, Hashable, Sendable {
    /// Not specified: the text style's or regular.
    case unspecified = 0
    /// Ultralight.
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// The scales of a symbol relative to its text, with UIKit's raw values.
  public enum SymbolScale: Int, Hashable, Sendable {
    /// The default: medium.
    case `default` = -1
    /// Not specified.
    case unspecified = 0
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large

    /// How much larger than medium the scale draws (FIDELITY 23.7, an assumption).
    package var factor: CGFloat {
      switch self {
      case .small: 0.783
      case .large: 1.29
      case .default, .unspecified, .medium: 1
      }
    }
  }

  /// A symbol's point size, weight and scale.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    package let pointSize: CGFloat?
    package let weight: SymbolWeight
    package let scale: SymbolScale

    package init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    /// A configuration with a point size.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// A configuration with a point size and a weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// A configuration with a point size, a weight and a scale.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
    }

    /// A configuration with a weight.
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: nil, weight: weight, scale: .unspecified)
    }

    /// A configuration with a scale.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale)
    }

    /// This configuration with what `other` specifies taking precedence.
    open func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
      SymbolConfiguration(
        pointSize: other.pointSize ?? pointSize,
        weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .unspecified ? scale : other.scale)
    }

    package override func isEqual(to other: Configuration) -> Bool {
      guard let other = other as? SymbolConfiguration else { return false }
      return (pointSize, weight, scale) == (other.pointSize, other.weight, other.scale)
    }

    package override func hashContents(into hasher: inout Hasher) {
      hasher.combine(pointSize)
      hasher.combine(weight)
      hasher.combine(scale)
    }
  }

  /// The point size of a symbol made with no point size: the body text style's, 17.
  public static let defaultSymbolPointSize: CGFloat = 17

  /// A symbol's size: `plus.circle.fill` at the default configuration measures 20 × 19 points on a
  /// device; every symbol is given that shape, scaled by its point size over 17 and by its scale,
  /// and rounded to the screen's pixels (FIDELITY 23.7, an assumption: real symbols differ in shape).
  package static func symbolSize(_ configuration: SymbolConfiguration?) -> CGSize {
    let pointSize = configuration?.pointSize ?? defaultSymbolPointSize
    let factor = pointSize / defaultSymbolPointSize * (configuration?.scale.factor ?? 1)
    func pixels(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }
    return CGSize(width: pixels(20 * factor), height: pixels(19 * factor))
  }
}
