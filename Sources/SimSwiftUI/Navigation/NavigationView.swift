import Foundation

/// A navigation container: content at the root of a stack that `NavigationLink` pushes onto.
///
/// Matches SwiftUI on iPhone (FIDELITY 7.3): it becomes a ``UIKitNavigationController``, a child
/// of the enclosing hosting controller, whose root is a ``DestinationHostingController`` hosting
/// the content. `.sheet` inside the content therefore presents from that inner hosting controller
/// (FIDELITY 7.2, 7.4).
public struct NavigationView<Content: View>: View {
  package let content: Content

  /// Creates a navigation view.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

/// Builds the navigation controller for ``NavigationView`` and ``NavigationStack``.
@MainActor
package struct NavigationContainer {
  let content: any View
  let usesStackHosts: Bool
  var path: (any NavigationPathSource)? = nil

  func nodeDidUpdate(_ node: ViewNode) {
    if let state = node.primitiveState as? NavigationContainerState {
      state.path = path
      if let path { state.followPath(path.elements(observedBy: node), from: node) }
      guard node.lastUpdateMayChangeContent else { return }
      state.root.graph.setRootEnvironment(state.environment(from: node.environment))
      state.root.rootView = AnyView(erasing: content) ?? AnyView(EmptyView())
      return
    }
    let rootView = AnyView(erasing: content) ?? AnyView(EmptyView())
    let root: UIHostingController<AnyView> =
      usesStackHosts
      ? NavigationStackHostingController(rootView: rootView)
      : DestinationHostingController(rootView: rootView)
    let navigation = UIKitNavigationController(rootViewController: root)
    let state = NavigationContainerState(
      navigation: navigation, root: root, makesStackDestinations: usesStackHosts)
    state.path = path
    root.graph.setRootEnvironment(state.environment(from: node.environment))
    node.primitiveState = state
    node.graph.host?.trace(
      .swiftUI,
      "\(usesStackHosts ? "NavigationStack" : "NavigationView") -> \(navigation.objectName) with root \(root.objectName)"
    )
    state.children.attach(to: node)
    if let path { state.followPath(path.elements(observedBy: node), from: node) }
  }

  func nodeWillTearDown(_ node: ViewNode) {
    (node.primitiveState as? NavigationContainerState)?.children.detach()
  }

  func makePlatformView(for node: ViewNode) -> UIView? {
    (node.primitiveState as? NavigationContainerState)?.navigation.view
  }
}

/// A navigation container view: it hands its work to a ``NavigationContainer``.
@MainActor
package protocol NavigationContainerView: PrimitiveView, ContainerControllerLayout {
  var container: NavigationContainer { get }
}

extension NavigationContainerView {
  package func children(of node: ViewNode) -> [ChildSpec] { [] }
  package func nodeDidUpdate(_ node: ViewNode) { container.nodeDidUpdate(node) }
  package func nodeWillTearDown(_ node: ViewNode) { container.nodeWillTearDown(node) }
  package func makePlatformView(for node: ViewNode) -> UIView? {
    container.makePlatformView(for: node)
  }
}

extension NavigationView: NavigationContainerView {
  package var container: NavigationContainer {
    NavigationContainer(content: content, usesStackHosts: false)
  }
}
