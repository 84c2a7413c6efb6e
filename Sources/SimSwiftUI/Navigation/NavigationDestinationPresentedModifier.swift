/// Pushes a destination while a binding is true: `navigationDestination(isPresented:)` and
/// `navigationDestination(item:)` (iOS 16, iOS 17).
///
/// The destination is hosted like a link's (FIDELITY 7.3) and pushed onto the navigation controller
/// of the enclosing container once the update that set the binding has drawn; the push itself
/// waits for the navigation controller's layout pass (FIDELITY 8.9). A pop by the back button, the
/// edge swipe or `dismiss()` sets the binding back to false (or the item to nil).
public struct _NavigationDestinationPresentedModifier<Destination: View>: ViewModifier {
  package let isPresented: Binding<Bool>
  package let destination: @MainActor () -> Destination
  /// A primitive modifier has no body.
  public typealias Body = Never
}

/// The live state of one presented navigation destination.
@MainActor
private final class PresentedDestination {
  weak var controller: UIHostingController<AnyView>?
  var isPushPending = false

  var isPushed: Bool { controller?.parent != nil }
}

extension _NavigationDestinationPresentedModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    let state = node.primitiveState as? PresentedDestination ?? PresentedDestination()
    node.primitiveState = state
    let wanted = node.read(isPresented)
    if wanted, state.controller == nil, !state.isPushPending {
      state.isPushPending = true
      node.graph.afterUpdate { [weak node, weak state] in
        guard let node, let state else { return }
        state.isPushPending = false
        push(state, from: node)
      }
      return
    }
    if !wanted, let controller = state.controller {
      state.controller = nil
      node.graph.afterUpdate { NavigationScreens.pop(controller) }
      return
    }
    if wanted, node.lastUpdateMayChangeContent, let controller = state.controller {
      controller.graph.setRootEnvironment(
        NavigationScreens.destinationEnvironment(node.environment, controller))
      controller.rootView = AnyView(destination())
    }
  }

  package func nodeWillTearDown(_ node: ViewNode) {
    guard let controller = (node.primitiveState as? PresentedDestination)?.controller else {
      return
    }
    NavigationScreens.pop(controller)
  }

  private func push(_ state: PresentedDestination, from node: ViewNode) {
    guard DependencyRecorder.untracked({ isPresented.wrappedValue }) else { return }
    guard let context = node.environment.navigationContext,
      let navigation = context.navigationController
    else {
      node.graph.simulation.warn(
        "navigationDestination(isPresented:) is outside a NavigationStack: nothing is pushed.")
      return
    }
    let controller = NavigationScreens.makeHost(
      AnyView(destination()), stackStyle: context.makesStackDestinations,
      simulation: node.graph.simulation)
    controller.graph.setRootEnvironment(
      NavigationScreens.destinationEnvironment(node.environment, controller))
    state.controller = controller
    let binding = isPresented
    (controller as? any NavigationDestinationHost)?.onPopped = { [weak state, weak controller] in
      guard let state, state.controller === controller else { return }
      state.controller = nil
      if binding.wrappedValue { binding.wrappedValue = false }
    }
    node.graph.host?.trace(.swiftUI, "navigationDestination pushes \(controller.objectName)")
    navigation.pushViewController(controller, animated: true)
  }
}

extension View {
  /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true; a pop
  /// sets it back to false (iOS 16).
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping @MainActor () -> V
  ) -> some View {
    modifier(
      _NavigationDestinationPresentedModifier(isPresented: isPresented, destination: destination))
  }

  /// Pushes the destination for `item` while it is not nil; a pop sets it back to nil, and a new
  /// item while pushed updates the pushed screen (iOS 17).
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping @MainActor (D) -> C
  ) -> some View {
    let current = DependencyRecorder.untracked { item.wrappedValue }
    let isPresented = Binding<Bool>(
      location: item.location, get: { item.wrappedValue != nil },
      set: { value, transaction in
        if !value { item.transaction(transaction).wrappedValue = nil }
      })
    return modifier(
      _NavigationDestinationPresentedModifier(
        isPresented: isPresented,
        destination: {
          if let current { AnyView(destination(current)) } else { AnyView(EmptyView()) }
        }))
  }
}
