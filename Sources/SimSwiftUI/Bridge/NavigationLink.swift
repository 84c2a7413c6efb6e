import Foundation

/// A button that pushes a destination onto the enclosing navigation container, hosted in its own
/// ``DestinationHostingController`` or ``NavigationStackHostingController`` (FIDELITY 7.3).
public struct NavigationLink<Label: View, Destination: View>: View {
  package let label: Label
  package let destination: Destination

  /// Creates a link with a built label.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// Creates a link with a destination built by a closure.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.destination = destination()
    self.label = label()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension NavigationLink where Label == Text {
  /// Creates a link whose label is a text.
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a link whose label is a text, with a destination built by a closure.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }
}

private final class PushedDestination {
  weak var controller: UIHostingController<AnyView>?
}

extension NavigationLink: PrimitiveView, PassThroughLayout {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: label, environment: node.environment)]
  }

  package func nodeDidUpdate(_ node: ViewNode) {
    let pushed = node.primitiveState as? PushedDestination ?? PushedDestination()
    node.primitiveState = pushed
    if node.lastUpdateMayChangeContent, let controller = pushed.controller,
      controller.parent != nil
    {
      controller.graph.setRootEnvironment(Self.destinationEnvironment(node.environment, controller))
      controller.rootView = AnyView(destination)
    }
  }

  /// The environment of a pushed destination: `dismiss` and `presentationMode` pop it.
  private static func destinationEnvironment(
    _ environment: EnvironmentValues, _ controller: UIHostingController<AnyView>
  ) -> EnvironmentValues {
    var environment = environment
    let pop: @MainActor () -> Void = { [weak controller] in
      guard let controller, let navigation = controller.navigationController,
        let index = navigation.viewControllers.firstIndex(where: { $0 === controller }), index > 0
      else { return }
      navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
    }
    environment.dismiss = DismissAction(action: pop)
    environment.presentationMode = .constant(
      PresentationMode(isPresented: true, dismissAction: pop))
    environment.isPresented = true
    return environment
  }

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedButtonView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let button = view as? HostedButtonView else { return }
    button.title = node.textContent
    button.accessibilityLabel = button.title
    let destination = self.destination
    button.action = { [weak node] in
      guard let node, let context = node.environment.navigationContext,
        let navigation = context.navigationController
      else { return }
      let view = AnyView(destination)
      let controller: UIHostingController<AnyView> =
        context.makesStackDestinations
        ? NavigationStackHostingController(rootView: view)
        : DestinationHostingController(rootView: view)
      controller.graph.setRootEnvironment(Self.destinationEnvironment(node.environment, controller))
      (node.primitiveState as? PushedDestination)?.controller = controller
      node.graph.host?.trace(.swiftUI, "NavigationLink pushes \(controller.objectName)")
      navigation.pushViewController(controller, animated: true)
    }
  }
}
