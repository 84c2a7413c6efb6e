import Foundation

/// The layout of a view drawn by a UIKit container controller (navigation, tabs): it takes the space
/// offered and extends its controller's view into the safe area, which the container handles itself
/// with its bars.
@MainActor
package protocol ContainerControllerLayout: LayoutBehavior {}

extension ContainerControllerLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    node.frame = rect.outset(by: safeArea)
  }
}
