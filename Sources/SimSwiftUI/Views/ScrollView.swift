import Foundation

/// A scrolling container: it takes the space offered and lets its content be as long as it likes
/// along the axis; the content is drawn clipped, shifted by the scroll offset that a
/// ``ScrollViewProxy`` (or the harness's `scrollTo`) sets. A finger's drag does not scroll it.
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
    let state = ScrollOffsetState.of(node)
    state.contentSize = size
    state.viewportSize = rect.size
    state.offset = state.clamped(state.offset)
    let frame = CGRect(
      x: axes.contains(.horizontal)
        ? rect.minX - state.offset.x : rect.minX + (rect.width - size.width) / 2,
      y: rect.minY - state.offset.y, width: size.width, height: size.height)
    ImplicitStack.place(elements, in: frame, safeArea: .zero)
  }

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedScrollView() }
}

extension ScrollView: ScrollViewMarker {
  package func scroll(_ node: ViewNode, toShow target: CGRect, anchor: UnitPoint?, id: AnyHashable)
  {
    let state = ScrollOffsetState.of(node)
    // The target in content coordinates.
    let contentOrigin = CGPoint(
      x: node.frame.minX - state.offset.x, y: node.frame.minY - state.offset.y)
    let content = target.offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y)
    var offset = state.offset
    let viewport = node.frame.size
    if let anchor {
      if axes.contains(.vertical) {
        offset.y = content.minY + content.height * anchor.y - viewport.height * anchor.y
      }
      if axes.contains(.horizontal) {
        offset.x = content.minX + content.width * anchor.x - viewport.width * anchor.x
      }
    } else {
      if axes.contains(.vertical) {
        if content.minY < offset.y {
          offset.y = content.minY
        } else if content.maxY > offset.y + viewport.height {
          offset.y = content.maxY - viewport.height
        }
      }
      if axes.contains(.horizontal) {
        if content.minX < offset.x {
          offset.x = content.minX
        } else if content.maxX > offset.x + viewport.width {
          offset.x = content.maxX - viewport.width
        }
      }
    }
    offset = state.clamped(offset)
    node.graph.host?.trace(
      .swiftUI,
      "ScrollView scrolls to \(id.base) at offset (\(offset.x.compactDescription), \(offset.y.compactDescription))"
    )
    guard offset != state.offset else { return }
    state.offset = offset
    node.invalidate(transaction: Transaction.current)
  }

  package func offset(of node: ViewNode) -> CGPoint { ScrollOffsetState.of(node).offset }
}

/// A scroll view seen without its content type.
@MainActor
package protocol ScrollViewMarker {
  /// Scrolls `node` so that `target` (hosting-view coordinates) shows, lined up at `anchor`.
  func scroll(_ node: ViewNode, toShow target: CGRect, anchor: UnitPoint?, id: AnyHashable)
  /// The current scroll offset of `node`.
  func offset(of node: ViewNode) -> CGPoint
}

/// A scroll view's offset and the sizes of its content and of its bounds after the latest layout.
@MainActor
package final class ScrollOffsetState {
  var offset: CGPoint = .zero
  var contentSize: CGSize = .zero
  var viewportSize: CGSize = .zero

  static func of(_ node: ViewNode) -> ScrollOffsetState {
    if let state = node.primitiveState as? ScrollOffsetState { return state }
    let state = ScrollOffsetState()
    node.primitiveState = state
    return state
  }

  /// `offset` kept between zero and the content's end.
  func clamped(_ offset: CGPoint) -> CGPoint {
    CGPoint(
      x: min(max(0, offset.x), max(0, contentSize.width - viewportSize.width)),
      y: min(max(0, offset.y), max(0, contentSize.height - viewportSize.height)))
  }
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
