import Foundation

/// Where a child sits horizontally in a larger space.
public struct HorizontalAlignment: Hashable, Sendable {
  package let fraction: CGFloat
  /// The leading edges line up.
  public static let leading = HorizontalAlignment(fraction: 0)
  /// The centres line up.
  public static let center = HorizontalAlignment(fraction: 0.5)
  /// The trailing edges line up.
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where a child sits vertically in a larger space.
public struct VerticalAlignment: Hashable, Sendable {
  package let fraction: CGFloat
  /// The top edges line up.
  public static let top = VerticalAlignment(fraction: 0)
  /// The centres line up.
  public static let center = VerticalAlignment(fraction: 0.5)
  /// The bottom edges line up.
  public static let bottom = VerticalAlignment(fraction: 1)
}

/// Where a child sits in a larger space, on both axes.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Top, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Leading, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The rectangle of a child of `size` aligned in `rect`.
  package func place(_ size: CGSize, in rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + (rect.width - size.width) * horizontal.fraction,
      y: rect.minY + (rect.height - size.height) * vertical.fraction,
      width: size.width, height: size.height)
  }
}
