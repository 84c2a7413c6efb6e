/// The environment key that carries the navigation controller a `NavigationLink` pushes onto.
package struct NavigationContext {
  package weak var navigationController: UINavigationController?
  package let makesStackDestinations: Bool
  /// The destinations registered with `navigationDestination(for:destination:)`, by value type.
  package let destinations: NavigationDestinations
  /// The container, through which a value-based link appends to a `NavigationStack(path:)`.
  package weak var container: NavigationContainerState?
}

/// The destinations of one navigation container, shared by its screens.
@MainActor
package final class NavigationDestinations {
  private var builders: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

  package init() {}

  /// Registers how values of `type` become destination views.
  package func register<V: Hashable, D: View>(_ type: V.Type, _ build: @escaping (V) -> D) {
    builders[ObjectIdentifier(type)] = { value in
      (value.base as? V).map { AnyView(build($0)) }
    }
  }

  /// The destination view for a value of any type, if its type was registered.
  package func destination(forAny value: AnyHashable) -> AnyView? {
    builders[ObjectIdentifier(type(of: value.base))]?(value)
  }

  /// The destination view for `value`, if its type was registered.
  package func destination<V: Hashable>(for value: V) -> AnyView? {
    builders[ObjectIdentifier(V.self)]?(AnyHashable(value))
  }
}

private struct NavigationContextKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
  package var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}
