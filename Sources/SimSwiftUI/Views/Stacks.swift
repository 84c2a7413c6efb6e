public import Foundation

/// A stack seen without its generic parameter.
@MainActor
package protocol StackView {
  var axis: Axis { get }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View {
  package let alignment: HorizontalAlignment
  package let spacing: CGFloat?
  package let content: Content

  /// Creates a vertical stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View {
  package let alignment: VerticalAlignment
  package let spacing: CGFloat?
  package let content: Content

  /// Creates a horizontal stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

/// A view that overlays its children, back to front, ordered by `zIndex` and then by position.
public struct ZStack<Content: View>: View {
  package let alignment: Alignment
  package let content: Content

  /// Creates a depth stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension VStack: PrimitiveView, LayoutBehavior, StackView {
  package var axis: Axis { .vertical }
  private var layout: StackLayout {
    StackLayout(axis: .vertical, crossAlignment: alignment.fraction, spacing: spacing)
  }
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    layout.sizeThatFits(proposal, elements: node.layoutElementsBelow)
  }
  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    layout.place(node.layoutElementsBelow, in: rect, safeArea: safeArea)
  }
}

extension HStack: PrimitiveView, LayoutBehavior, StackView {
  package var axis: Axis { .horizontal }
  private var layout: StackLayout {
    StackLayout(axis: .horizontal, crossAlignment: alignment.fraction, spacing: spacing)
  }
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    layout.sizeThatFits(proposal, elements: node.layoutElementsBelow)
  }
  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    layout.place(node.layoutElementsBelow, in: rect, safeArea: safeArea)
  }
}

extension ZStack: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let sizes = node.layoutElementsBelow.map { $0.sizeThatFits(proposal) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }
  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    for element in node.layoutElementsBelow {
      let frame = alignment.place(element.sizeThatFits(ProposedViewSize(rect.size)), in: rect)
      element.place(in: frame, safeArea: safeArea.remaining(for: frame, in: rect))
    }
  }
  package func paintOrder(of node: ViewNode) -> [ViewNode] {
    let elements = node.drawnElementsBelow
    return elements.enumerated().sorted {
      let left = ZIndexTrait.value(of: $0.element, below: node)
      let right = ZIndexTrait.value(of: $1.element, below: node)
      return left == right ? $0.offset < $1.offset : left < right
    }.map(\.element)
  }
}

extension ViewNode {
  /// The layout elements among the node's descendants.
  package var layoutElementsBelow: [ViewNode] {
    children.flatMap(\.layoutElements)
  }

  /// The drawn elements among the node's descendants, leaving ones included.
  package var drawnElementsBelow: [ViewNode] {
    children.flatMap(\.drawnElements)
  }

  private var drawnElements: [ViewNode] {
    if layoutBehavior != nil { return [self] }
    return children.flatMap(\.drawnElements)
  }
}
