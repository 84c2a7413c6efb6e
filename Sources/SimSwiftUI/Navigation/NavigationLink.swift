import Foundation

/// A button that pushes a destination onto the enclosing navigation container, hosted in its own
/// ``DestinationHostingController`` or ``NavigationStackHostingController`` (FIDELITY 7.3).
public struct NavigationLink<Label: View, Destination: View>: View {
  package let label: Label
  package let destination: Destination?
  package var isActive: Binding<Bool>?
  /// For a value-based link: the destination registered for the value's type.
  package var resolveDestination: (@MainActor (NavigationDestinations) -> AnyView?)?
  /// For a value-based link: its value, appended to the path of a `NavigationStack(path:)`.
  package var value: AnyHashable?

  /// Creates a link with a built label.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// Creates a link that is pushed while `isActive` is true (the iOS 13 form); popping the
  /// destination sets it back to false.
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.destination = destination
    self.label = label()
    self.isActive = isActive
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

extension NavigationLink where Destination == Never {
  /// Creates a link that pushes the destination that `navigationDestination(for:destination:)`
  /// registered for the value's type (iOS 16).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = nil
    self.value = value.map { AnyHashable($0) }
    self.resolveDestination = { destinations in value.flatMap { destinations.destination(for: $0) }
    }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// Creates a value-based link whose label is a text.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// Creates a link whose label is a text.
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a link whose label is a text, pushed while `isActive` is true.
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// Creates a link whose label is a text, with a destination built by a closure.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }
}

@MainActor
private final class PushedDestination {
  weak var controller: UIHostingController<AnyView>?

  var isPushed: Bool { controller?.parent != nil }
}

extension NavigationLink: PrimitiveView, PassThroughLayout {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: label, environment: node.environment)]
  }

  package func nodeDidUpdate(_ node: ViewNode) {
    let pushed = node.primitiveState as? PushedDestination ?? PushedDestination()
    node.primitiveState = pushed
    if let isActive {
      let wanted = node.read(isActive)
      if wanted, !pushed.isPushed {
        node.graph.afterUpdate { [weak node] in
          guard let node, !pushed.isPushed else { return }
          push(from: node)
        }
        return
      }
      if !wanted, pushed.isPushed, let controller = pushed.controller {
        node.graph.afterUpdate { NavigationScreens.pop(controller) }
        return
      }
    }
    if node.lastUpdateMayChangeContent, let controller = pushed.controller, pushed.isPushed {
      controller.graph.setRootEnvironment(
        NavigationScreens.destinationEnvironment(node.environment, controller))
      if let view = destinationView(in: node.environment) { controller.rootView = view }
    }
  }

  /// Pushes the destination onto the navigation controller of the link's environment.
  private func push(from node: ViewNode) {
    guard let context = node.environment.navigationContext,
      let navigation = context.navigationController,
      let view = destinationView(in: node.environment)
    else { return }
    let controller = NavigationScreens.makeHost(
      view, stackStyle: context.makesStackDestinations, simulation: node.graph.simulation)
    controller.graph.setRootEnvironment(
      NavigationScreens.destinationEnvironment(node.environment, controller))
    (node.primitiveState as? PushedDestination)?.controller = controller
    if let isActive {
      (controller as? any NavigationDestinationHost)?.onPopped = {
        if isActive.wrappedValue { isActive.wrappedValue = false }
      }
    }
    node.graph.host?.trace(.swiftUI, "NavigationLink pushes \(controller.objectName)")
    navigation.pushViewController(controller, animated: true)
  }

  /// The view to push: the link's own destination, or the one registered for its value.
  private func destinationView(in environment: EnvironmentValues) -> AnyView? {
    if let destination { return AnyView(destination) }
    guard let destinations = environment.navigationContext?.destinations else { return nil }
    return resolveDestination?(destinations)
  }

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedButtonView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let button = view as? HostedButtonView else { return }
    button.title = node.textContent
    button.accessibilityLabel = button.title
    button.action = { [weak node] in
      guard let node else { return }
      if let isActive {
        isActive.wrappedValue = true
      } else if let value, let list = node.environment.listSelection, list.select(value) {
        // In a list with a selection, a value-based link selects its value (FIDELITY 20.22).
        node.graph.host?.trace(.gesture, "NavigationLink selects \(value.base) in its List")
        return
      } else if let value, let container = node.environment.navigationContext?.container,
        container.appendToPath(value)
      {
        return
      } else {
        push(from: node)
      }
    }
  }
}
