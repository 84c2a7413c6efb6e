public import Foundation

/// A view that takes all the space offered and builds its content from that space's geometry.
///
/// Matches SwiftUI (iOS 14 and later): the content is placed at the top leading corner and offered
/// the reader's whole size. The content is built during layout, once the size is known.
public struct GeometryReader<Content: View>: View {
  package let content: (GeometryProxy) -> Content

  /// Creates a reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

/// The geometry a ``GeometryReader`` gives its content.
public struct GeometryProxy: Sendable {
  /// The reader's size.
  public let size: CGSize
  /// The safe-area insets that reach the reader's edges.
  public let safeAreaInsets: EdgeInsets
  package let globalFrame: CGRect

  /// The reader's frame in a coordinate space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global: globalFrame
    }
  }
}

/// A coordinate space a geometry proxy can report in.
public enum CoordinateSpace: Hashable, Sendable {
  /// The hosting view's coordinates.
  case global
  /// The reader's own coordinates.
  case local
}

private final class GeometryState {
  var proxy: GeometryProxy?
}

extension GeometryReader: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] {
    guard let proxy = (node.primitiveState as? GeometryState)?.proxy else { return [] }
    let view = node.evaluateTracked { content(proxy) }
    return [ChildSpec(key: 0, view: view, environment: node.environment)]
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    let state = node.primitiveState as? GeometryState ?? GeometryState()
    node.primitiveState = state
    let proxy = GeometryProxy(size: rect.size, safeAreaInsets: safeArea, globalFrame: rect)
    if state.proxy?.size != proxy.size || state.proxy?.safeAreaInsets != proxy.safeAreaInsets
      || node.children.isEmpty
    {
      state.proxy = proxy
      node.reconcileFromLayout(children(of: node))
    }
    for element in node.layoutElementsBelow {
      let size = element.sizeThatFits(ProposedViewSize(rect.size))
      let frame = CGRect(origin: rect.origin, size: size)
      element.place(in: frame, safeArea: safeArea.remaining(for: frame, in: rect))
    }
  }
}
