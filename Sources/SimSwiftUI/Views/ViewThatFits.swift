import Foundation

/// Shows the first of its children whose ideal size fits the space offered on the given axes, or
/// the last child when none does (iOS 16).
///
/// Matches SwiftUI's documentation: the children are tried in order, each measured at its ideal
/// size along the constrained axes; only the chosen child is drawn and takes touches. Every child
/// is built (its state kept), as each must be measured.
public struct ViewThatFits<Content: View>: View {
  package let axes: Axis.Set
  package let content: Content

  /// Creates a view that chooses among `content`'s children along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

/// The child a `ViewThatFits` chose in its latest layout.
@MainActor
private final class ChosenChild {
  var index = 0
}

extension ViewThatFits: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }

  /// The index of the first child that fits `proposal`, else of the last.
  private func choice(for proposal: ProposedViewSize, among elements: [ViewNode]) -> Int {
    let ideal = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    for (index, element) in elements.enumerated() {
      let size = element.sizeThatFits(ideal)
      let fitsWidth =
        !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 } ?? true
      let fitsHeight =
        !axes.contains(.vertical) || proposal.height.map { size.height <= $0 } ?? true
      if fitsWidth, fitsHeight { return index }
    }
    return max(0, elements.count - 1)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let elements = node.layoutElementsBelow
    guard !elements.isEmpty else { return .zero }
    return elements[choice(for: proposal, among: elements)].sizeThatFits(proposal)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    let elements = node.layoutElementsBelow
    guard !elements.isEmpty else { return }
    let chosen = node.primitiveState as? ChosenChild ?? ChosenChild()
    node.primitiveState = chosen
    let index = choice(for: ProposedViewSize(rect.size), among: elements)
    if chosen.index != index {
      node.graph.host?.trace(
        .swiftUI, "ViewThatFits shows child \(index + 1) of \(elements.count) in \(rect.size)")
    }
    chosen.index = index
    elements[index].place(in: rect, safeArea: safeArea)
  }

  package func paintOrder(of node: ViewNode) -> [ViewNode] {
    let elements = node.layoutElementsBelow
    let index = (node.primitiveState as? ChosenChild)?.index ?? 0
    return elements.indices.contains(index) ? [elements[index]] : []
  }
}
