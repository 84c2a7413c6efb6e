import Foundation

/// A view that switches between children with a tab bar.
///
/// Matches SwiftUI on iPhone (FIDELITY 7.3): it becomes a ``UIKitTabBarController``, a child of the
/// enclosing hosting controller, with each child hosted in a ``TabHostingController``. The title of a
/// tab comes from the `Text` in its `.tabItem`.
public struct TabView<Content: View>: View {
  package let content: Content
  package let selection: Binding<Int>?

  /// Creates a tab view.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = nil
  }

  /// Creates a tab view whose selected index is bound.
  public init(selection: Binding<Int>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

/// The label of a tab.
public struct _TabItemModifier: ViewModifier {
  package let title: String
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _TabItemModifier: PrimitiveModifier {}

extension View {
  /// Sets the label of the tab that shows this view.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let built = label()
    var title = ""
    if let text = built as? Text { title = text.string }
    if let tuple = built as? any TupleViewElements {
      title = tuple.elementViews.compactMap { ($0 as? Text)?.string }.joined(separator: " ")
    }
    return modifier(_TabItemModifier(title: title))
  }
}

@MainActor
private final class TabState {
  let children: ChildControllerState
  let tabs: UIKitTabBarController
  var hosts: [UIHostingController<AnyView>]

  init(tabs: UIKitTabBarController, hosts: [UIHostingController<AnyView>]) {
    self.tabs = tabs
    self.hosts = hosts
    self.children = ChildControllerState(controller: tabs)
  }
}

extension TabView: PrimitiveView, ContainerControllerLayout {
  private var tabViews: [any View] {
    if let tuple = content as? any TupleViewElements { return tuple.elementViews }
    return [content]
  }

  private static func title(of view: any View) -> String {
    var current: any View = view
    while let modified = current.asModifiedContent {
      if let item = modified.modifierValue as? _TabItemModifier { return item.title }
      current = modified.contentView
    }
    return ""
  }

  package func children(of node: ViewNode) -> [ChildSpec] { [] }

  package func nodeDidUpdate(_ node: ViewNode) {
    let views = tabViews
    if let state = node.primitiveState as? TabState {
      for (host, view) in zip(state.hosts, views) {
        host.graph.setRootEnvironment(node.environment)
        host.rootView = AnyView(erasing: view) ?? AnyView(EmptyView())
      }
      if let selection {
        let wanted = node.read(selection)
        if state.tabs.selectedIndex != wanted { state.tabs.selectedIndex = wanted }
        state.tabs.onSelectionChange = { selection.wrappedValue = $0 }
      }
      return
    }
    let hosts = views.map { view -> UIHostingController<AnyView> in
      let host = TabHostingController(rootView: AnyView(erasing: view) ?? AnyView(EmptyView()))
      host.graph.setRootEnvironment(node.environment)
      host.tabBarItem = UITabBarItem(title: Self.title(of: view))
      return host
    }
    let tabs = UIKitTabBarController()
    tabs.viewControllers = hosts
    if let selection {
      tabs.selectedIndex = node.read(selection)
      tabs.onSelectionChange = { selection.wrappedValue = $0 }
    }
    let state = TabState(tabs: tabs, hosts: hosts)
    node.primitiveState = state
    node.graph.host?.trace(.swiftUI, "TabView -> \(tabs.objectName) with \(hosts.count) tabs")
    state.children.attach(to: node)
  }

  package func nodeWillTearDown(_ node: ViewNode) {
    (node.primitiveState as? TabState)?.children.detach()
  }

  package func makePlatformView(for node: ViewNode) -> UIView? {
    (node.primitiveState as? TabState)?.tabs.view
  }
}
