import SimUIKit

/// The kinds of container controller an imported dump can name, each with how it is made and how
/// it takes its children. A new kind is one entry of ``all``.
@MainActor
struct ContainerKind {
  /// What the kind is called in notes.
  var name: String
  /// Whether a class name is of this kind (after SwiftUI's mangling is read, see ``simpleName``).
  var matches: @MainActor (String) -> Bool
  /// A new, empty controller of this kind.
  var make: @MainActor () -> UIViewController
  /// Whether the container puts its children's views in its own view itself.
  var placesChildViews: Bool
  /// Whether taking children once its view is loaded loads a child's view (a navigation
  /// controller's top one), so that its view must load after it takes them.
  var loadsChildViewWhenLoaded = false
  /// Takes `children`, selecting the one at `selected` where the kind has a selection.
  var adopt:
    @MainActor (_ children: [UIViewController], _ into: UIViewController, _ selected: Int?) -> Void

  /// The kinds, most specific first; the last one matches every class.
  static let all: [ContainerKind] = [
    ContainerKind(
      name: "alert", matches: { $0.hasSuffix("AlertController") },
      make: { UIAlertController(title: nil, message: nil, preferredStyle: .alert) },
      placesChildViews: false, adopt: addChildren),
    ContainerKind(
      name: "navigation", matches: { $0.hasSuffix("NavigationController") },
      make: { UINavigationController() }, placesChildViews: true, loadsChildViewWhenLoaded: true,
      adopt: { children, controller, _ in
        (controller as? UINavigationController)?.setViewControllers(children, animated: false)
      }),
    ContainerKind(
      name: "tab", matches: { $0.hasSuffix("TabBarController") },
      make: { UITabBarController() }, placesChildViews: true,
      adopt: { children, controller, selected in
        guard let tabs = controller as? UITabBarController else { return }
        tabs.setViewControllers(children, animated: false)
        if let selected { tabs.selectedIndex = selected }
      }),
    ContainerKind(
      name: "plain", matches: { _ in true }, make: { UIViewController() },
      placesChildViews: false, adopt: addChildren),
  ]

  private static func addChildren(
    _ children: [UIViewController], _ controller: UIViewController, _ selected: Int?
  ) {
    for child in children {
      controller.addChild(child)
      child.didMove(toParent: controller)
    }
  }

  /// The kind of the class a dump named.
  static func kind(ofClassNamed className: String) -> ContainerKind {
    let name = simpleName(className)
    return all.first { $0.matches(name) } ?? all[all.count - 1]
  }

  /// The class name without its module and generic arguments: `SwiftUI.UIKitTabBarController` is
  /// `UIKitTabBarController`, and the mangled
  /// `_TtGC7SwiftUI41StyleContextSplitViewNavigationControllerVS_19SidebarStyleContext_` is
  /// `StyleContextSplitViewNavigationController`.
  static func simpleName(_ className: String) -> String {
    var name = Substring(className)
    for prefix in ["_TtGC", "_TtC"] where name.hasPrefix(prefix) {
      var rest = name.dropFirst(prefix.count)
      var parts: [Substring] = []
      for _ in 0..<2 {
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0, rest.count >= digits.count + length else {
          return className
        }
        rest = rest.dropFirst(digits.count)
        parts.append(rest.prefix(length))
        rest = rest.dropFirst(length)
      }
      return String(parts[1])
    }
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    return String(name)
  }
}
