/// The live state of one navigation container: its navigation controller, its root screen, the
/// destinations its screens registered and, for `NavigationStack(path:)`, the screens that follow
/// the path.
@MainActor
package final class NavigationContainerState {
  let children: ChildControllerState
  let navigation: UIKitNavigationController
  let root: UIHostingController<AnyView>
  let destinations = NavigationDestinations()
  let makesStackDestinations: Bool
  /// Where the path is read and written, for `NavigationStack(path:)`.
  var path: (any NavigationPathSource)?
  /// The screens pushed for the path's values, bottom first.
  private var screens: [PathScreen] = []
  /// The environment the root sees; path screens start from it.
  private var rootEnvironment = EnvironmentValues()
  private var isSyncScheduled = false

  private struct PathScreen {
    let value: AnyHashable
    weak var controller: UIHostingController<AnyView>?
  }

  init(
    navigation: UIKitNavigationController, root: UIHostingController<AnyView>,
    makesStackDestinations: Bool
  ) {
    self.navigation = navigation
    self.root = root
    self.makesStackDestinations = makesStackDestinations
    self.children = ChildControllerState(controller: navigation)
  }

  /// The environment of the root screen: the container's, with this container's context.
  func environment(from environment: EnvironmentValues) -> EnvironmentValues {
    var environment = environment
    environment.navigationContext = NavigationContext(
      navigationController: navigation, makesStackDestinations: makesStackDestinations,
      destinations: destinations, container: self)
    rootEnvironment = environment
    return environment
  }

  // MARK: - Following the path

  /// Brings the stack in line with the path once the update that read `elements` has drawn.
  func followPath(_ elements: [AnyHashable], from node: ViewNode) {
    guard !isSyncScheduled else { return }
    isSyncScheduled = true
    node.graph.afterUpdate { [weak self] in
      guard let self else { return }
      self.isSyncScheduled = false
      self.syncWithPath()
    }
  }

  /// Appends `value` to the path, as a value-based `NavigationLink` does in a stack with a path;
  /// false when the stack has no path.
  func appendToPath(_ value: AnyHashable) -> Bool {
    guard let path else { return false }
    if !path.append(value) {
      navigation.simulation.warn(
        "A NavigationLink is presenting a value of type “\(type(of: value.base))” but the path of the NavigationStack holds \(path.elementDescription): the link cannot be activated."
      )
    }
    return true
  }

  private func syncWithPath() {
    guard let path else { return }
    let wanted = path.currentElements
    screens.removeAll { $0.controller == nil }
    var kept = 0
    while kept < screens.count, kept < wanted.count, screens[kept].value == wanted[kept] {
      kept += 1
    }
    guard kept < screens.count || kept < wanted.count else { return }
    let removed = screens[kept...].compactMap(\.controller)
    screens.removeSubrange(kept...)
    let keptControllers = screens.compactMap(\.controller)
    let base: UIViewController = keptControllers.last ?? root
    let added = wanted[kept...].enumerated().map { offset, value in
      makeScreen(for: value, at: kept + offset)
    }
    screens += zip(wanted[kept...], added).map { PathScreen(value: $0, controller: $1) }
    let stack = navigation.viewControllers
    let baseIndex = stack.firstIndex { $0 === base }
    navigation.trace(
      .swiftUI,
      "NavigationStack path \(wanted.map { "\($0.base)" }) -> keeps \(kept), pops \(removed.count), pushes \(added.count)"
    )
    if let baseIndex, added.count == 1, baseIndex == stack.count - 1 {
      navigation.pushViewController(added[0], animated: true)
    } else if let baseIndex, added.isEmpty, baseIndex < stack.count - 1 {
      if base === root {
        navigation.popToRootViewController(animated: true)
      } else {
        navigation.popToViewController(base, animated: true)
      }
    } else {
      let below = baseIndex.map { Array(stack[...$0]) } ?? [root] + keptControllers
      navigation.setViewControllers(below + added, animated: true)
    }
  }

  /// A hosting controller for the path's value at `index`; when the back button or the edge swipe
  /// pops it, the path keeps only the values below it.
  private func makeScreen(for value: AnyHashable, at index: Int) -> UIHostingController<AnyView> {
    let view = AnyView(PathDestinationView(value: value))
    let controller = NavigationScreens.makeHost(
      view, stackStyle: makesStackDestinations, simulation: navigation.simulation)
    controller.graph.setRootEnvironment(
      NavigationScreens.destinationEnvironment(rootEnvironment, controller))
    (controller as? any NavigationDestinationHost)?.onPopped = {
      [weak self, weak controller] in
      guard let self, let controller,
        let position = self.screens.firstIndex(where: { $0.controller === controller })
      else { return }
      // Popped by the user or by UIKit directly: the path follows.
      self.screens.removeSubrange(position...)
      self.navigation.trace(.swiftUI, "NavigationStack path keeps \(position) after a pop")
      self.path?.truncate(to: position)
    }
    return controller
  }
}

/// The screen of a path value: the destination registered for the value's type.
package struct PathDestinationView: View {
  let value: AnyHashable
  /// A primitive view has no body.
  package typealias Body = Never
}

@MainActor
private final class MissingDestinationWarning {}

extension PathDestinationView: PrimitiveView {
  package func children(of node: ViewNode) -> [ChildSpec] {
    if let view = node.environment.navigationContext?.destinations.destination(forAny: value) {
      return [ChildSpec(key: 0, view: view, environment: node.environment)]
    }
    if node.primitiveState == nil {
      node.primitiveState = MissingDestinationWarning()
      node.graph.simulation.warn(
        "A NavigationStack path holds a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the stack: its screen shows nothing."
      )
    }
    return []
  }
}
