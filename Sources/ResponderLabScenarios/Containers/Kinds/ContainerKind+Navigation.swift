import SimUIKit

extension ContainerKind {
  /// `UINavigationController` and its subclasses: a stack, the top one's view shown.
  static let navigation = ContainerKind(
    name: "navigation", childrenKey: "stack", matches: { $0.hasSuffix("NavigationController") },
    make: { UINavigationController() }, placesChildViews: true, loadsChildViewWhenLoaded: true,
    adopt: { children, controller, _, _ in
      (controller as? UINavigationController)?.setViewControllers(children, animated: false)
    })
}

extension Scenario.Controller.Kind {
  /// A `UINavigationController` with a stack.
  public static let navigation = Self(registered: ContainerKind.navigation)
}
