public import Foundation

/// A font as a value: a family, a point size and a weight, with the simulator's line metric.
///
/// `preferredFont(forTextStyle:)` gives Apple's sizes for the default (Large) Dynamic Type setting
/// (FIDELITY 23.9). Fonts are immutable and may be made on any thread, as UIKit's are.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// A font's weight, with UIKit's raw values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The raw value, from -1 (lightest) to 1 (heaviest).
    public let rawValue: CGFloat
    /// Creates a weight from its raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultralight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// A Dynamic Type text style, with UIKit's raw values.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The raw value, `UICTFontTextStyleBody`.
    public let rawValue: String
    /// Creates a text style from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Large title: 34 points.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title 1: 28 points.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2: 22 points.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3: 20 points.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline: 17 points, semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadline: 15 points.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body: 17 points.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout: 16 points.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnote: 13 points.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1: 12 points.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2: 11 points.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The style's size and weight at the default (Large) Dynamic Type setting (FIDELITY 23.9).
    package var largeMetrics: (size: CGFloat, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .subheadline: (15, .regular)
      case .callout: (16, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    }
  }

  /// The family's name: `.SF UI` for the system font.
  public let familyName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight
  /// The text style the font was made for, if any.
  public let textStyle: TextStyle?

  private init(familyName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
  }

  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(familyName: ".SF UI", pointSize: fontSize, weight: weight, textStyle: nil)
  }

  /// The regular system font at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The font of `style` at the default (Large) Dynamic Type setting (FIDELITY 23.9).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let metrics = style.largeMetrics
    return UIFont(
      familyName: ".SF UI", pointSize: metrics.size, weight: metrics.weight, textStyle: style)
  }

  /// The system font size of labels: 17 points.
  public static var labelFontSize: CGFloat { 17 }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(familyName: familyName, pointSize: fontSize, weight: weight, textStyle: textStyle)
  }

  /// The height of a line: the system font's ascender plus descender, 2444 units of its 2048 per
  /// em, times the point size (20.287 points at 17; FIDELITY 23.9, an assumption).
  public var lineHeight: CGFloat { pointSize * 2444 / 2048 }
  /// The height above the baseline: 1950 units of 2048 per em.
  public var ascender: CGFloat { pointSize * 1950 / 2048 }
  /// The depth below the baseline, negative: 494 units of 2048 per em.
  public var descender: CGFloat { -pointSize * 494 / 2048 }

  /// `font-size: 17.00pt` with the family and weight, in the spirit of UIKit's description.
  public var description: String {
    "<UIFont> font-family: \"\(familyName)\"; font-weight: \(weight.rawValue.compactDescription); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
  }

  /// Whether two fonts have the same family, size, weight and text style.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    (lhs.familyName, lhs.pointSize, lhs.weight, lhs.textStyle)
      == (rhs.familyName, rhs.pointSize, rhs.weight, rhs.textStyle)
  }

  /// Hashes the family and size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(familyName)
    hasher.combine(pointSize)
  }
}
