import Foundation

/// Syncs the UIKit views of a laid-out tree: each node that draws gets its view, framed in its
/// nearest drawing ancestor's coordinates, in drawing order (back to front).
@MainActor
package enum PlatformViewRenderer {
  package static func render(root: ViewNode, into hostingView: UIView) {
    var views: [UIView] = []
    collect(root, origin: .zero, into: &views)
    sync(hostingView, to: views)
  }

  private static func collect(_ node: ViewNode, origin: CGPoint, into views: inout [UIView]) {
    if let behavior = node.layoutBehavior {
      if node.platformView == nil { node.platformView = behavior.makePlatformView(for: node) }
      if let view = node.platformView {
        behavior.updatePlatformView(view, node: node)
        let frame = node.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        if view.frame != frame { view.frame = frame }
        if node.isRemoving { view.isUserInteractionEnabled = false }
        views.append(view)
        guard !node.children.isEmpty else { return }
        var inner: [UIView] = []
        for child in node.paintOrder { collect(child, origin: node.frame.origin, into: &inner) }
        sync(view, to: inner)
        return
      }
    }
    for child in node.paintOrder { collect(child, origin: origin, into: &views) }
  }

  private static func sync(_ container: UIView, to views: [UIView]) {
    let wanted = Set(views.map(ObjectIdentifier.init))
    for subview in container.subviews where !wanted.contains(ObjectIdentifier(subview)) {
      subview.removeFromSuperview()
    }
    if container.subviews.count == views.count,
      zip(container.subviews, views).allSatisfy({ $0 === $1 })
    {
      return
    }
    for view in views { container.addSubview(view) }
  }
}
