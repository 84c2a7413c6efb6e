public import Foundation

/// Insets on each edge of a rectangle, in SwiftUI's leading/trailing terms.
public struct EdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Creates insets.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = EdgeInsets()
}

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Creates a set of one edge.
    public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

extension EdgeInsets {
  /// These insets on `edges` only, zero elsewhere.
  package func restricted(to edges: Edge.Set) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
      bottom: edges.contains(.bottom) ? bottom : 0,
      trailing: edges.contains(.trailing) ? trailing : 0)
  }

  /// The insets that remain for a child placed at `child` inside `parent`: an edge keeps its inset
  /// only where the child touches that edge of the parent.
  package func remaining(for child: CGRect, in parent: CGRect) -> EdgeInsets {
    func touches(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }
    return EdgeInsets(
      top: touches(child.minY, parent.minY) ? max(0, top - (child.minY - parent.minY)) : 0,
      leading: touches(child.minX, parent.minX) ? leading : 0,
      bottom: touches(child.maxY, parent.maxY) ? bottom : 0,
      trailing: touches(child.maxX, parent.maxX) ? trailing : 0)
  }
}

extension CGRect {
  /// The rectangle grown by `insets`.
  package func outset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX - insets.leading, y: minY - insets.top,
      width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
  }

  /// The rectangle shrunk by `insets`.
  package func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.leading, y: minY + insets.top,
      width: max(0, width - insets.leading - insets.trailing),
      height: max(0, height - insets.top - insets.bottom))
  }
}
