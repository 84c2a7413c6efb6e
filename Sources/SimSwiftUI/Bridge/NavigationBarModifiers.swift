/// Sets the title and bar items of the navigation controller screen that hosts the content.
public struct _NavigationItemModifier: ViewModifier {
  package let title: String?
  package let leading: [ExtractedButton]?
  package let trailing: [ExtractedButton]?
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _NavigationItemModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    guard let host = node.graph.host else { return }
    let item = host.navigationItem
    if let title {
      item.title = title
      (host.parent as? UINavigationController)?.childTitleDidChange(host)
    }
    if let leading { item.leftBarButtonItems = leading.map(\.barButtonItem) }
    if let trailing { item.rightBarButtonItems = trailing.map(\.barButtonItem) }
  }
}

/// The display modes of a navigation bar title.
public enum NavigationBarItemTitleDisplayMode: Sendable {
  /// The style of the previous screen.
  case automatic
  /// A small title in the bar.
  case inline
  /// A large title below the bar.
  case large
}

extension View {
  /// Sets the navigation title of the screen that hosts this view.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(_NavigationItemModifier(title: String(title), leading: nil, trailing: nil))
  }

  /// Sets the navigation title of the screen that hosts this view (the iOS 13 name).
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItemTitleDisplayMode = .automatic
  ) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation title from a text.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItemTitleDisplayMode = .automatic
  ) -> some View {
    navigationTitle(title.string)
  }

  /// Sets the title display mode; the simulator keeps one bar style.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItemTitleDisplayMode) -> some View
  {
    self
  }

  /// Puts buttons on the trailing side of the navigation bar.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(
      _NavigationItemModifier(
        title: nil, leading: nil, trailing: ButtonExtractor.buttons(in: trailing)))
  }

  /// Puts buttons on the leading side of the navigation bar.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(
      _NavigationItemModifier(
        title: nil, leading: ButtonExtractor.buttons(in: leading), trailing: nil))
  }

  /// Puts buttons on both sides of the navigation bar.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(
      _NavigationItemModifier(
        title: nil, leading: ButtonExtractor.buttons(in: leading),
        trailing: ButtonExtractor.buttons(in: trailing)))
  }

  /// Puts the buttons of `content` in the navigation bar: `ToolbarItem`s with a leading placement on
  /// the left, the others on the right.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let built = content()
    let leading = ButtonExtractor.buttons(in: built, placement: .leading)
    let trailing = ButtonExtractor.buttons(in: built, placement: .trailing)
    return modifier(_NavigationItemModifier(title: nil, leading: leading, trailing: trailing))
  }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
  package let isLeading: Bool
  /// The system's choice: the trailing side of the navigation bar.
  public static let automatic = ToolbarItemPlacement(isLeading: false)
  /// The leading side of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(isLeading: true)
  /// The trailing side of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(isLeading: false)
  /// The leading side, where cancel buttons go.
  public static let cancellationAction = ToolbarItemPlacement(isLeading: true)
  /// The trailing side, where confirm buttons go.
  public static let confirmationAction = ToolbarItemPlacement(isLeading: false)
  /// The leading side of the bar.
  public static let topBarLeading = ToolbarItemPlacement(isLeading: true)
  /// The trailing side of the bar.
  public static let topBarTrailing = ToolbarItemPlacement(isLeading: false)
}

/// An item of a toolbar.
public struct ToolbarItem<Content: View>: View {
  package let placement: ToolbarItemPlacement
  package let content: Content

  /// Creates an item.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension ToolbarItem: PrimitiveView {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
}
