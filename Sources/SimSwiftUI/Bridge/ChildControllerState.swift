/// Keeps a UIKit container (a navigation or tab bar controller that SwiftUI builds) as a child of the
/// enclosing hosting controller, drawn where the SwiftUI view is laid out.
@MainActor
package final class ChildControllerState {
  package let controller: UIViewController
  private var didMove = false

  package init(controller: UIViewController) {
    self.controller = controller
  }

  /// Adds the controller as a child of the node's hosting controller; `didMove(toParent:)` follows
  /// once its view has been drawn into the hosting view.
  package func attach(to node: ViewNode) {
    guard let host = node.graph.host else { return }
    host.addChild(controller)
    node.platformView = controller.view
    node.graph.afterUpdate { [self] in
      guard !didMove, controller.parent === host else { return }
      didMove = true
      controller.didMove(toParent: host)
    }
  }

  /// Removes the controller from its parent.
  package func detach() {
    controller.willMove(toParent: nil)
    controller.viewIfLoaded?.removeFromSuperview()
    controller.removeFromParent()
  }
}
