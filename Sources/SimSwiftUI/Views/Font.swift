public import Foundation

/// A font. The simulator measures every font with the same fixed metric (8 points a character,
/// 20 points a line, as `UILabel` does), and keeps the font's name for dumps.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The font's name, as in `title`.
  public let name: String

  package init(name: String) {
    self.name = name
  }

  /// The large title style.
  public static let largeTitle = Font(name: "largeTitle")
  /// The title style.
  public static let title = Font(name: "title")
  /// The headline style.
  public static let headline = Font(name: "headline")
  /// The subheadline style.
  public static let subheadline = Font(name: "subheadline")
  /// The body style.
  public static let body = Font(name: "body")
  /// The callout style.
  public static let callout = Font(name: "callout")
  /// The footnote style.
  public static let footnote = Font(name: "footnote")
  /// The caption style.
  public static let caption = Font(name: "caption")

  /// A system font of a size.
  public static func system(size: CGFloat) -> Font {
    Font(name: "system(\(Int(size)))")
  }

  /// The same font, bold.
  public func bold() -> Font { Font(name: name + ".bold") }

  /// The font's name.
  public var description: String { name }
}

private struct FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
  /// The font of text below. Default: nil, the body style.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}

extension View {
  /// Sets the font of the text in this view.
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }
}
