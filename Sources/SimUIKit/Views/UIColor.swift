public import Foundation

/// A colour, with UIKit's names for the common ones.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, green, blue and alpha, each from 0 to 1.
  public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  /// UIKit's name for the colour, if it has one (`systemBackground`).
  public let name: String?

  /// Creates a colour from its components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = nil
  }

  /// Creates a grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  private init(name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = name
  }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A CSS colour, `rgba(255,0,0,1)`, for pictures.
  public var cssValue: String {
    func byte(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(alpha.compactDescription))"
  }

  /// The stable description: the system colour's name, as `<systemBackground>`, or the components.
  public var description: String {
    if let name { return "<\(name)>" }
    return componentDescription
  }

  /// UIKit's description of the components: `UIExtendedSRGBColorSpace 1 0 0 1`.
  public var componentDescription: String {
    "UIExtendedSRGBColorSpace \(red.compactDescription) \(green.compactDescription) \(blue.compactDescription) \(alpha.compactDescription)"
  }

  /// Whether two colours have the same components and name.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha, lhs.name)
      == (rhs.red, rhs.green, rhs.blue, rhs.alpha, rhs.name)
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// Black.
  public static let black = UIColor(name: "black", red: 0, green: 0, blue: 0)
  /// White.
  public static let white = UIColor(name: "white", red: 1, green: 1, blue: 1)
  /// Red.
  public static let red = UIColor(name: "red", red: 1, green: 0, blue: 0)
  /// Green.
  public static let green = UIColor(name: "green", red: 0, green: 1, blue: 0)
  /// Blue.
  public static let blue = UIColor(name: "blue", red: 0, green: 0, blue: 1)
  /// Grey.
  public static let gray = UIColor(name: "gray", red: 0.5, green: 0.5, blue: 0.5)
  /// Fully transparent.
  public static let clear = UIColor(name: "clear", red: 0, green: 0, blue: 0, alpha: 0)
  /// The system background, white in light mode.
  public static let systemBackground = UIColor(name: "systemBackground", red: 1, green: 1, blue: 1)
  /// The grouped background of forms, light grey in light mode.
  public static let systemGroupedBackground = UIColor(
    name: "systemGroupedBackground", red: 0.949, green: 0.949, blue: 0.969)
  /// The system blue.
  public static let systemBlue = UIColor(name: "systemBlue", red: 0, green: 0.478, blue: 1)
  /// The system red.
  public static let systemRed = UIColor(name: "systemRed", red: 1, green: 0.231, blue: 0.188)
  /// The primary label colour.
  public static let label = UIColor(name: "label", red: 0, green: 0, blue: 0)
  /// The dimming colour under sheets.
  public static let dimming = UIColor(name: "dimming", red: 0, green: 0, blue: 0, alpha: 0.4)
}
