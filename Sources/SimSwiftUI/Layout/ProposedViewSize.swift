public import Foundation

/// The size a parent proposes to a child: a width and a height, each either a number of points or
/// nil for "your ideal size".
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or nil.
  public var width: CGFloat?
  /// The proposed height, or nil.
  public var height: CGFloat?

  /// Creates a proposal.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Proposes exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// A proposal of zero by zero: the child's smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// An infinite proposal: the child's largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// No proposal: the child's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal with nil dimensions replaced by `size`'s.
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
