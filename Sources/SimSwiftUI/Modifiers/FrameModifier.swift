public import Foundation

/// Gives the content a fixed width, height or both, and aligns it inside.
public struct _FrameLayout: ViewModifier {
  package let width: CGFloat?
  package let height: CGFloat?
  package let alignment: Alignment
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _FrameLayout: PrimitiveModifier, LayoutBehavior {
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let child = ImplicitStack.sizeThatFits(
      ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height),
      elements: node.layoutElementsBelow)
    return CGSize(width: width ?? child.width, height: height ?? child.height)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    let elements = node.layoutElementsBelow
    let size = ImplicitStack.sizeThatFits(ProposedViewSize(rect.size), elements: elements)
    let frame = alignment.place(size, in: rect)
    ImplicitStack.place(elements, in: frame, safeArea: safeArea.remaining(for: frame, in: rect))
  }
}

/// Gives the content minimum, ideal and maximum sizes, and aligns it inside.
public struct _FlexFrameLayout: ViewModifier {
  package let minWidth: CGFloat?
  package let idealWidth: CGFloat?
  package let maxWidth: CGFloat?
  package let minHeight: CGFloat?
  package let idealHeight: CGFloat?
  package let maxHeight: CGFloat?
  package let alignment: Alignment
  /// A primitive modifier has no body.
  public typealias Body = Never

  private static func clamp(_ value: CGFloat, _ lower: CGFloat?, _ upper: CGFloat?) -> CGFloat {
    var result = value
    if let upper { result = min(result, upper) }
    if let lower { result = max(result, lower) }
    return result
  }
}

extension _FlexFrameLayout: PrimitiveModifier, LayoutBehavior {
  /// What the frame proposes to its content.
  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { Self.clamp($0, minWidth, maxWidth) } ?? idealWidth,
      height: proposal.height.map { Self.clamp($0, minHeight, maxHeight) } ?? idealHeight)
  }

  /// The frame's own size for a proposal, given its content's size: the proposal clamped to the
  /// bounds, where a missing bound is the content's size.
  private func ownSize(_ proposal: ProposedViewSize, child: CGSize) -> CGSize {
    func axis(
      _ proposed: CGFloat?, _ least: CGFloat?, _ ideal: CGFloat?, _ most: CGFloat?,
      _ content: CGFloat
    ) -> CGFloat {
      if least == nil, most == nil { return ideal ?? content }
      let value = proposed ?? ideal ?? content
      return Self.clamp(value, least ?? content, most ?? content)
    }
    return CGSize(
      width: axis(proposal.width, minWidth, idealWidth, maxWidth, child.width),
      height: axis(proposal.height, minHeight, idealHeight, maxHeight, child.height))
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let child = ImplicitStack.sizeThatFits(
      childProposal(proposal), elements: node.layoutElementsBelow)
    return ownSize(proposal, child: child)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    let elements = node.layoutElementsBelow
    let size = ImplicitStack.sizeThatFits(
      childProposal(ProposedViewSize(rect.size)), elements: elements)
    let frame = alignment.place(size, in: rect)
    ImplicitStack.place(elements, in: frame, safeArea: safeArea.remaining(for: frame, in: rect))
  }
}

extension View {
  /// Gives the view a fixed width, height or both.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }

  /// Gives the view flexible bounds: `maxWidth: .infinity` takes all the width offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FlexFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }
}
