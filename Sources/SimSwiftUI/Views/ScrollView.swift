import Foundation

/// A scrolling container: it takes the space offered and lets its content be as long as it likes
/// along the axis (the simulator does not scroll; content beyond the edge is laid out, not drawn
/// clipped).
public struct ScrollView<Content: View>: View {
  package let axes: Axis.Set
  package let content: Content

  /// Creates a scroll view.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension ScrollView: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  private func contentProposal(for size: CGSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : size.width,
      height: axes.contains(.vertical) ? nil : size.height)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    let elements = node.layoutElementsBelow
    let size = ImplicitStack.sizeThatFits(contentProposal(for: rect.size), elements: elements)
    let frame = CGRect(
      x: axes.contains(.horizontal) ? rect.minX : rect.minX + (rect.width - size.width) / 2,
      y: rect.minY, width: size.width, height: size.height)
    ImplicitStack.place(elements, in: frame, safeArea: .zero)
  }

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedScrollView() }
}

/// The UIKit view that draws a `ScrollView`; it clips its content.
public final class HostedScrollView: UIView {
  /// Creates a scroll view that clips its content.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// Creating views from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }
}

/// A thin line between views: 1 point across the stack's axis, as long as offered along the other.
public struct Divider: View {
  /// Creates a divider.
  public init() {}

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Divider: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] { [] }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if node.enclosingStackAxis == .horizontal {
      return CGSize(width: 1, height: proposal.height ?? 1)
    }
    return CGSize(width: proposal.width ?? 1, height: 1)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {}

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedColorView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    view.backgroundColor = .gray
  }
}
