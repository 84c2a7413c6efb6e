import Foundation

/// A layout that takes its content's size and places the content in its own rectangle: the layout of
/// modifiers that draw (gestures, effects) but do not change geometry.
@MainActor
package protocol PassThroughLayout: LayoutBehavior {}

extension PassThroughLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, elements: node.layoutElementsBelow)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    ImplicitStack.place(node.layoutElementsBelow, in: rect, safeArea: safeArea)
  }
}
