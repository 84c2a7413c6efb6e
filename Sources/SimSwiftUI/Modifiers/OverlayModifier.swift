import Foundation

/// Puts a secondary view in front of (overlay) or behind (background) the content, sized to the
/// content: the secondary view is offered exactly the content's size and covers nothing else.
public struct _SecondaryLayerModifier<Layer: View>: ViewModifier {
  package let layer: Layer
  package let alignment: Alignment
  package let isInFront: Bool
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _SecondaryLayerModifier: PrimitiveModifier, LayoutBehavior {
  package func children(content: any View, node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(key: "content", view: content, environment: node.environment),
      ChildSpec(
        key: isInFront ? "overlay" : "background", view: layer, environment: node.environment),
    ]
  }

  private func content(of node: ViewNode) -> [ViewNode] {
    node.children.filter { $0.key == AnyHashable("content") }.flatMap(\.layoutElements)
  }

  private func layer(of node: ViewNode) -> [ViewNode] {
    node.children.filter { $0.key != AnyHashable("content") }.flatMap(\.layoutElements)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, elements: content(of: node))
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    ImplicitStack.place(content(of: node), in: rect, safeArea: safeArea)
    let elements = layer(of: node)
    let proposal = ProposedViewSize(rect.size)
    let size = ImplicitStack.sizeThatFits(proposal, elements: elements)
    let frame = alignment.place(size, in: rect)
    ImplicitStack.place(elements, in: frame, safeArea: safeArea.remaining(for: frame, in: rect))
  }

  package func paintOrder(of node: ViewNode) -> [ViewNode] {
    let content = node.children.filter { $0.key == AnyHashable("content") }
    let layer = node.children.filter { $0.key != AnyHashable("content") }
    return isInFront ? content + layer : layer + content
  }
}

extension View {
  /// Puts `overlay` in front of this view, sized to it.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modifier(_SecondaryLayerModifier(layer: overlay, alignment: alignment, isInFront: true))
  }

  /// Puts the built view in front of this view, sized to it.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    overlay(content(), alignment: alignment)
  }

  /// Puts `background` behind this view, sized to it.
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    modifier(_SecondaryLayerModifier(layer: background, alignment: alignment, isInFront: false))
  }

  /// Puts the built view behind this view, sized to it.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    background(content(), alignment: alignment)
  }
}
