public import Foundation

/// Adds space around the content.
public struct _PaddingLayout: ViewModifier {
  package let edges: Edge.Set
  package let length: CGFloat?

  /// The default padding, in points (SwiftUI's default on iPhone is 16).
  package static let defaultLength: CGFloat = 16

  package var insets: EdgeInsets {
    let value = length ?? Self.defaultLength
    return EdgeInsets(top: value, leading: value, bottom: value, trailing: value).restricted(
      to: edges)
  }

  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _PaddingLayout: PrimitiveModifier, PaddedLayout {}

/// The layout of padding: the content is offered the proposal less the insets, and placed inside
/// them.
@MainActor
package protocol PaddedLayout: LayoutBehavior {
  var insets: EdgeInsets { get }
}

extension PaddedLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let insets = self.insets
    let horizontal = insets.leading + insets.trailing
    let vertical = insets.top + insets.bottom
    let inner = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - horizontal) },
      height: proposal.height.map { max(0, $0 - vertical) })
    let size = ImplicitStack.sizeThatFits(inner, elements: node.layoutElementsBelow)
    return CGSize(width: size.width + horizontal, height: size.height + vertical)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    let inner = rect.inset(by: insets)
    ImplicitStack.place(
      node.layoutElementsBelow, in: inner, safeArea: safeArea.remaining(for: inner, in: rect))
  }
}

extension View {
  /// Pads the given edges by `length` points, or by the default padding.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingLayout(edges: edges, length: length))
  }

  /// Pads every edge by `length` points.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Pads each edge by its inset.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_InsetsPadding(insets: insets))
  }
}

/// Adds different space on each edge of the content.
public struct _InsetsPadding: ViewModifier {
  package let insets: EdgeInsets
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _InsetsPadding: PrimitiveModifier, PaddedLayout {}
