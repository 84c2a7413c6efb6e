import SimUIKit

/// A kind of controller the tools make (navigation, tab, hosting, alert, plain), with what both the
/// scenario builder and the dump importer need to know of it: its name in a scenario's `"kind"`,
/// the classes of dumps it stands for, how it is made and how it takes its children.
///
/// A new kind is one file that declares it (see `ContainerKind+Navigation.swift`) and its entry in
/// ``all``; the scenario loader, the builder and the importer all read this registry.
struct ContainerKind: Sendable {
  /// The kind's name in a scenario's `"kind"` and in messages: `navigation`.
  var name: String
  /// The key under which a scenario lists a controller's children of this kind: `stack`, `tabs`.
  var childrenKey = "children"
  /// Whether a class name is of this kind (after SwiftUI's mangling is read, see ``simpleName``).
  var matches: @Sendable (String) -> Bool
  /// A new, empty controller of this kind.
  var make: @MainActor @Sendable () -> UIViewController
  /// How a scenario's controller of this kind is made where it needs more than ``make`` (SwiftUI
  /// content, an alert's actions).
  var makeForScenario:
    (
      @MainActor @Sendable (ScenarioBuilder, Scenario.Controller) throws(InputError) ->
        UIViewController
    )?
  /// Whether the container puts its children's views in its own view itself.
  var placesChildViews: Bool
  /// Whether taking children once its view is loaded loads a child's view (a navigation
  /// controller's top one), so that its view must load after it takes them.
  var loadsChildViewWhenLoaded = false
  /// Takes `children`, selecting the one at `selected` where the kind has a selection; a kind that
  /// does not place its children's views puts them in its view when `placingViews` says so.
  var adopt:
    @MainActor @Sendable (
      _ children: [UIViewController], _ into: UIViewController, _ selected: Int?,
      _ placingViews: Bool
    ) -> Void

  /// The kinds, most specific first; the last one matches every class.
  static let all: [ContainerKind] = [.alert, .navigation, .tab, .hosting, .plain]

  /// How a plain container takes its children: `addChild`, the child's view in its view if asked,
  /// then `didMove(toParent:)`.
  @MainActor
  static func addChildren(
    _ children: [UIViewController], _ controller: UIViewController, _ selected: Int?,
    _ placingViews: Bool
  ) {
    for child in children {
      controller.addChild(child)
      if placingViews { controller.view.addSubview(child.view) }
      child.didMove(toParent: controller)
    }
  }

  /// The kind a scenario's `kind` names.
  static func kind(for scenarioKind: Scenario.Controller.Kind) -> ContainerKind {
    all.first { $0.name == scenarioKind.rawValue } ?? all[all.count - 1]
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
