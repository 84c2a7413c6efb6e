public import Foundation

/// A flexible space that takes what its stack leaves over, along the stack's axis.
public struct Spacer: View {
  /// The least length the spacer takes.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Spacer: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] { [] }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let least = minLength ?? StackLayout.defaultSpacing
    switch node.enclosingStackAxis {
    case .vertical?: return CGSize(width: 0, height: max(least, proposal.height ?? least))
    case .horizontal?: return CGSize(width: max(least, proposal.width ?? least), height: 0)
    case nil:
      return CGSize(
        width: max(least, proposal.width ?? least), height: max(least, proposal.height ?? least))
    }
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {}
}

extension ViewNode {
  /// The axis of the stack this node is an element of, if any.
  package var enclosingStackAxis: Axis? {
    var current = parent
    while let node = current {
      if let stack = node.view as? any StackView { return stack.axis }
      if node.layoutBehavior != nil { return nil }
      current = node.parent
    }
    return nil
  }
}
