import Foundation

/// Gives its content a ``ScrollViewProxy`` that scrolls the scroll views below the reader to a
/// view by its identity.
public struct ScrollViewReader<Content: View>: View {
  package let content: (ScrollViewProxy) -> Content

  /// Creates a reader whose content receives the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

/// The reader node a proxy scrolls in.
@MainActor
package final class ScrollViewReaderAnchor {
  weak var node: ViewNode?
}

/// Scrolls the scroll views below a ``ScrollViewReader``.
///
/// Matches SwiftUI: `scrollTo(_:anchor:)` finds the view whose `id(_:)`, or whose `ForEach`
/// element's id, equals the value, and scrolls the nearest scroll view around it so that the
/// anchor point of the view lines up with the same point of the scroll view (with no anchor, by
/// the least scroll that shows the view whole); the offset stays within the content. A view that
/// is not laid out yet (one the same action inserts) is looked for again once the update the action
/// causes has drawn.
public struct ScrollViewProxy {
  package let anchor: ScrollViewReaderAnchor

  /// Scrolls to the view identified by `id`.
  @MainActor
  public func scrollTo<ID: Hashable>(_ id: ID, anchor point: UnitPoint? = nil) {
    guard let reader = anchor.node else { return }
    let target = AnyHashable(id)
    if ScrollTargets.scroll(to: target, anchor: point, below: reader) { return }
    // A view the same action inserted is laid out by the update the action causes: look again
    // once it has drawn.
    reader.graph.afterUpdate { [weak reader] in
      guard let reader, !ScrollTargets.scroll(to: target, anchor: point, below: reader) else {
        return
      }
      reader.graph.simulation.warn(
        "ScrollViewProxy.scrollTo(\(id)): no view with this id inside a ScrollView below the ScrollViewReader, so nothing scrolls."
      )
    }
    reader.graph.scheduleUpdate()
  }
}

extension ScrollViewReader: PrimitiveView {
  package func children(of node: ViewNode) -> [ChildSpec] {
    let anchor = node.primitiveState as? ScrollViewReaderAnchor ?? ScrollViewReaderAnchor()
    anchor.node = node
    node.primitiveState = anchor
    let proxy = ScrollViewProxy(anchor: anchor)
    let view = node.evaluateTracked { content(proxy) }
    return [ChildSpec(key: 0, view: view, environment: node.environment)]
  }
}

/// Finds the views scroll-to targets name and scrolls their scroll views.
@MainActor
package enum ScrollTargets {
  /// The node at or below `root` identified by `id`: an `id(_:)` or a `ForEach` element's id.
  static func node(identifiedBy id: AnyHashable, below root: ViewNode) -> ViewNode? {
    var found: ViewNode?
    root.forEachNode { node in
      guard found == nil, !node.isRemoving else { return }
      if node.view.asModifiedContent?.modifierValue is any IdentityCarrying,
        node.children.first?.key == id
      {
        found = node
      } else if let parent = node.parent, parent.view is any ForEachMarker, node.key == id {
        found = node
      }
    }
    return found
  }

  /// Scrolls the nearest scroll view around the view `id` names below `root`; false when there is
  /// no such view in a scroll view.
  @discardableResult
  package static func scroll(to id: AnyHashable, anchor: UnitPoint?, below root: ViewNode) -> Bool {
    guard let target = node(identifiedBy: id, below: root) else { return false }
    var current = target.parent
    while let node = current, !(node.view is any ScrollViewMarker) { current = node.parent }
    guard let scrollNode = current, let scroll = scrollNode.view as? any ScrollViewMarker else {
      return false
    }
    scroll.scroll(scrollNode, toShow: target.frame, anchor: anchor, id: id)
    return true
  }
}

/// Marks the identity modifier, so that scroll targets find it without its generic parameter.
package protocol IdentityCarrying {}

extension _IdentityModifier: IdentityCarrying {}
