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

  /// Black (fixed).
  public static let black = UIColor(name: "black", red: 0, green: 0, blue: 0)
  /// Dark grey, a third white (fixed).
  public static let darkGray = UIColor(
    name: "darkGray", red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
  /// Light grey, two thirds white (fixed).
  public static let lightGray = UIColor(
    name: "lightGray", red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
  /// White (fixed).
  public static let white = UIColor(name: "white", red: 1, green: 1, blue: 1)
  /// Grey, half white (fixed).
  public static let gray = UIColor(name: "gray", red: 0.5, green: 0.5, blue: 0.5)
  /// Red (fixed).
  public static let red = UIColor(name: "red", red: 1, green: 0, blue: 0)
  /// Green (fixed).
  public static let green = UIColor(name: "green", red: 0, green: 1, blue: 0)
  /// Blue (fixed).
  public static let blue = UIColor(name: "blue", red: 0, green: 0, blue: 1)
  /// Cyan (fixed).
  public static let cyan = UIColor(name: "cyan", red: 0, green: 1, blue: 1)
  /// Yellow (fixed).
  public static let yellow = UIColor(name: "yellow", red: 1, green: 1, blue: 0)
  /// Magenta (fixed).
  public static let magenta = UIColor(name: "magenta", red: 1, green: 0, blue: 1)
  /// Orange (fixed).
  public static let orange = UIColor(name: "orange", red: 1, green: 0.5, blue: 0)
  /// Purple (fixed).
  public static let purple = UIColor(name: "purple", red: 0.5, green: 0, blue: 0.5)
  /// Brown (fixed).
  public static let brown = UIColor(name: "brown", red: 0.6, green: 0.4, blue: 0.2)
  /// Fully transparent.
  public static let clear = UIColor(name: "clear", red: 0, green: 0, blue: 0, alpha: 0)
  /// Text on dark backgrounds.
  public static let lightText = UIColor(name: "lightText", red: 1, green: 1, blue: 1, alpha: 0.6)
  /// Text on light backgrounds.
  public static let darkText = UIColor(name: "darkText", red: 0, green: 0, blue: 0)
  /// The system red, in light mode (255, 59, 48).
  public static let systemRed = UIColor(name: "systemRed", red: 1, green: 0.231, blue: 0.188)
  /// The system orange, in light mode (255, 149, 0).
  public static let systemOrange = UIColor(name: "systemOrange", red: 1, green: 0.584, blue: 0)
  /// The system yellow, in light mode (255, 204, 0).
  public static let systemYellow = UIColor(name: "systemYellow", red: 1, green: 0.8, blue: 0)
  /// The system green, in light mode (52, 199, 89).
  public static let systemGreen = UIColor(name: "systemGreen", red: 0.204, green: 0.78, blue: 0.349)
  /// The system mint, in light mode (0, 199, 190).
  public static let systemMint = UIColor(name: "systemMint", red: 0, green: 0.78, blue: 0.745)
  /// The system teal, in light mode (48, 176, 199).
  public static let systemTeal = UIColor(name: "systemTeal", red: 0.188, green: 0.69, blue: 0.78)
  /// The system cyan, in light mode (50, 173, 230).
  public static let systemCyan = UIColor(name: "systemCyan", red: 0.196, green: 0.678, blue: 0.902)
  /// The system blue, in light mode (0, 122, 255).
  public static let systemBlue = UIColor(name: "systemBlue", red: 0, green: 0.478, blue: 1)
  /// The system indigo, in light mode (88, 86, 214).
  public static let systemIndigo = UIColor(
    name: "systemIndigo", red: 0.345, green: 0.337, blue: 0.839)
  /// The system purple, in light mode (175, 82, 222).
  public static let systemPurple = UIColor(
    name: "systemPurple", red: 0.686, green: 0.322, blue: 0.871)
  /// The system pink, in light mode (255, 45, 85).
  public static let systemPink = UIColor(name: "systemPink", red: 1, green: 0.176, blue: 0.333)
  /// The system brown, in light mode (162, 132, 94).
  public static let systemBrown = UIColor(
    name: "systemBrown", red: 0.635, green: 0.518, blue: 0.369)
  /// The system grey, in light mode (142, 142, 147).
  public static let systemGray = UIColor(name: "systemGray", red: 0.557, green: 0.557, blue: 0.576)
  /// The system grey2, in light mode (174, 174, 178).
  public static let systemGray2 = UIColor(
    name: "systemGray2", red: 0.682, green: 0.682, blue: 0.698)
  /// The system grey3, in light mode (199, 199, 204).
  public static let systemGray3 = UIColor(name: "systemGray3", red: 0.78, green: 0.78, blue: 0.8)
  /// The system grey4, in light mode (209, 209, 214).
  public static let systemGray4 = UIColor(name: "systemGray4", red: 0.82, green: 0.82, blue: 0.839)
  /// The system grey5, in light mode (229, 229, 234).
  public static let systemGray5 = UIColor(
    name: "systemGray5", red: 0.898, green: 0.898, blue: 0.918)
  /// The system grey6, in light mode (242, 242, 247).
  public static let systemGray6 = UIColor(
    name: "systemGray6", red: 0.949, green: 0.949, blue: 0.969)
  /// The primary label colour, in light mode (0, 0, 0).
  public static let label = UIColor(name: "label", red: 0, green: 0, blue: 0)
  /// Secondary labels, in light mode (60, 60, 67, alpha 0.6).
  public static let secondaryLabel = UIColor(
    name: "secondaryLabel", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
  /// Tertiary labels, in light mode (60, 60, 67, alpha 0.3).
  public static let tertiaryLabel = UIColor(
    name: "tertiaryLabel", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
  /// Quaternary labels, in light mode (60, 60, 67, alpha 0.18).
  public static let quaternaryLabel = UIColor(
    name: "quaternaryLabel", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.18)
  /// Links, in light mode (0, 122, 255).
  public static let link = UIColor(name: "link", red: 0, green: 0.478, blue: 1)
  /// Placeholder text in controls, in light mode (60, 60, 67, alpha 0.3).
  public static let placeholderText = UIColor(
    name: "placeholderText", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
  /// Separators that let content show through, in light mode (60, 60, 67, alpha 0.29).
  public static let separator = UIColor(
    name: "separator", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
  /// Opaque separators, in light mode (198, 198, 200).
  public static let opaqueSeparator = UIColor(
    name: "opaqueSeparator", red: 0.776, green: 0.776, blue: 0.784)
  /// The system background, in light mode (255, 255, 255).
  public static let systemBackground = UIColor(name: "systemBackground", red: 1, green: 1, blue: 1)
  /// Content layered on the system background, in light mode (242, 242, 247).
  public static let secondarySystemBackground = UIColor(
    name: "secondarySystemBackground", red: 0.949, green: 0.949, blue: 0.969)
  /// Content layered on the secondary background, in light mode (255, 255, 255).
  public static let tertiarySystemBackground = UIColor(
    name: "tertiarySystemBackground", red: 1, green: 1, blue: 1)
  /// The background of grouped content, such as forms, in light mode (242, 242, 247).
  public static let systemGroupedBackground = UIColor(
    name: "systemGroupedBackground", red: 0.949, green: 0.949, blue: 0.969)
  /// Content layered on the grouped background, in light mode (255, 255, 255).
  public static let secondarySystemGroupedBackground = UIColor(
    name: "secondarySystemGroupedBackground", red: 1, green: 1, blue: 1)
  /// Content layered on the secondary grouped background, in light mode (242, 242, 247).
  public static let tertiarySystemGroupedBackground = UIColor(
    name: "tertiarySystemGroupedBackground", red: 0.949, green: 0.949, blue: 0.969)
  /// Fills of thin and small shapes, in light mode (120, 120, 128, alpha 0.2).
  public static let systemFill = UIColor(
    name: "systemFill", red: 0.471, green: 0.471, blue: 0.502, alpha: 0.2)
  /// Fills of medium-size shapes, in light mode (120, 120, 128, alpha 0.16).
  public static let secondarySystemFill = UIColor(
    name: "secondarySystemFill", red: 0.471, green: 0.471, blue: 0.502, alpha: 0.16)
  /// Fills of large shapes, in light mode (118, 118, 128, alpha 0.12).
  public static let tertiarySystemFill = UIColor(
    name: "tertiarySystemFill", red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12)
  /// Fills of large areas with complex content, in light mode (116, 116, 128, alpha 0.08).
  public static let quaternarySystemFill = UIColor(
    name: "quaternarySystemFill", red: 0.455, green: 0.455, blue: 0.502, alpha: 0.08)
  /// The dimming colour under sheets (the simulator's name for the dimming view's colour).
  public static let dimming = UIColor(name: "dimming", red: 0, green: 0, blue: 0, alpha: 0.4)

  /// UIKit's named colours: the fixed ones, the system colours and the semantic ones, by name
  /// (FIDELITY 23.11).
  public static let named: [String: UIColor] = Dictionary(
    uniqueKeysWithValues: [
      .black, .darkGray, .lightGray, .white,
      .gray, .red, .green, .blue,
      .cyan, .yellow, .magenta, .orange,
      .purple, .brown, .clear, .lightText,
      .darkText, .systemRed, .systemOrange, .systemYellow,
      .systemGreen, .systemMint, .systemTeal, .systemCyan,
      .systemBlue, .systemIndigo, .systemPurple, .systemPink,
      .systemBrown, .systemGray, .systemGray2, .systemGray3,
      .systemGray4, .systemGray5, .systemGray6, .label,
      .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .link,
      .placeholderText, .separator, .opaqueSeparator, .systemBackground,
      .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
      .secondarySystemGroupedBackground,
      .tertiarySystemGroupedBackground, .systemFill, .secondarySystemFill, .tertiarySystemFill,
      .quaternarySystemFill,
    ].map { ($0.name ?? "", $0) })
}
