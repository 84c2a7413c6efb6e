/// The environment key that carries the navigation controller a `NavigationLink` pushes onto.
package struct NavigationContext {
  package weak var navigationController: UINavigationController?
  package let makesStackDestinations: Bool
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
