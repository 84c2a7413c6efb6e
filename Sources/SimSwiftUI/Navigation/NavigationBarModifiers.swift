/// Sets the title and bar items of the navigation controller screen that hosts the content.
public struct _NavigationItemModifier: ViewModifier {
  package let title: String?
  package let leading: [ExtractedButton]?
  package let trailing: [ExtractedButton]?
  package var bottomBar: [ExtractedButton]? = nil
  package var displayMode: NavigationBarItemTitleDisplayMode? = nil
  package var hidesBackButton: Bool? = nil
  /// Toolbar placements whose content the simulator does not show.
  package var unshownPlacements: [ButtonExtractor.Side] = []
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
    if let bottomBar { host.toolbarItems = bottomBar.map(\.barButtonItem) }
    if let displayMode { item.largeTitleDisplayMode = displayMode.uiKitMode }
    if let hidesBackButton { item.hidesBackButton = hidesBackButton }
    for side in unshownPlacements where node.primitiveState == nil {
      node.graph.simulation.warn(
        "toolbar content at the \(side) placement is not shown by the simulator (only bar buttons are)."
      )
    }
    if !unshownPlacements.isEmpty { node.primitiveState = UnshownPlacementsWarned() }
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
  public func navigationTitle(_ title: Text) -> some View {
    navigationTitle(title.string)
  }

  /// Sets the navigation title from a text (the iOS 13 name).
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItemTitleDisplayMode = .automatic
  ) -> some View {
    navigationTitle(title.string)
  }

  /// Sets how the bar shows the title of the screen that hosts this view: its navigation item's
  /// `largeTitleDisplayMode` (`.large` is `.always`, `.inline` is `.never`).
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItemTitleDisplayMode) -> some View
  {
    modifier(
      _NavigationItemModifier(title: nil, leading: nil, trailing: nil, displayMode: mode))
  }

  /// Hides the back button of the screen that hosts this view: its navigation item's
  /// `hidesBackButton`, which also turns off the edge swipe back.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(
      _NavigationItemModifier(
        title: nil, leading: nil, trailing: nil, hidesBackButton: hidesBackButton))
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
}

extension NavigationBarItemTitleDisplayMode {
  /// The navigation item's mode for this one.
  var uiKitMode: UINavigationItem.LargeTitleDisplayMode {
    switch self {
    case .automatic: .automatic
    case .inline: .never
    case .large: .always
    }
  }
}

/// Marks a toolbar whose unshown placements were reported once.
private final class UnshownPlacementsWarned {}
