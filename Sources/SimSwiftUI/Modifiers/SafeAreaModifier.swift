public import Foundation

/// Lets the content extend into the safe area on the given edges, where it touches them.
///
/// Matches SwiftUI: the view is sized as without the modifier, then grows into the safe-area insets
/// that reach its edges.
public struct _SafeAreaIgnoringLayout: ViewModifier {
  package let edges: Edge.Set
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _SafeAreaIgnoringLayout: PrimitiveModifier, LayoutBehavior {
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, elements: node.layoutElementsBelow)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    let grown = safeArea.restricted(to: edges)
    let expanded = rect.outset(by: grown)
    node.frame = expanded
    let remaining = EdgeInsets(
      top: safeArea.top - grown.top, leading: safeArea.leading - grown.leading,
      bottom: safeArea.bottom - grown.bottom, trailing: safeArea.trailing - grown.trailing)
    ImplicitStack.place(node.layoutElementsBelow, in: expanded, safeArea: remaining)
  }
}

extension View {
  /// Lets the view extend into the safe area on `edges`.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modifier(_SafeAreaIgnoringLayout(edges: edges))
  }

  /// Lets the view extend into the safe area on `edges` (the iOS 13 name).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(_SafeAreaIgnoringLayout(edges: edges))
  }
}

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates regions from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The device's bars and corners.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Moves the content's drawing by an offset without changing its layout.
public struct _OffsetEffect: ViewModifier {
  package let offset: CGSize
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _OffsetEffect: PrimitiveModifier, LayoutBehavior {
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, elements: node.layoutElementsBelow)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    ImplicitStack.place(
      node.layoutElementsBelow, in: rect.offsetBy(dx: offset.width, dy: offset.height),
      safeArea: safeArea)
  }
}

extension View {
  /// Draws the view moved by `x` and `y` points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
  }
}
