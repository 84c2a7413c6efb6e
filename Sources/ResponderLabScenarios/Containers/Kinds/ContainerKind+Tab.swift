import SimUIKit

extension ContainerKind {
  /// `UITabBarController` and its subclasses: tabs, one selected.
  static let tab = ContainerKind(
    name: "tab", childrenKey: "tabs", matches: { $0.hasSuffix("TabBarController") },
    make: { UITabBarController() }, placesChildViews: true,
    adopt: { children, controller, selected, _ in
      guard let tabs = controller as? UITabBarController else { return }
      tabs.setViewControllers(children, animated: false)
      if let selected { tabs.selectedIndex = selected }
    })
}

extension Scenario.Controller.Kind {
  /// A `UITabBarController` with tabs.
  public static let tab = Self(registered: ContainerKind.tab)
}
