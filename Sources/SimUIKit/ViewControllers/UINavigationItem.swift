import Foundation

/// What a navigation bar shows for a controller: its title and bar button items.
@preconcurrency @MainActor
public final class UINavigationItem {
  /// The title shown in the navigation bar.
  public var title: String?
  /// The button items on the right of the bar.
  public var rightBarButtonItems: [UIBarButtonItem] = []
  /// The button items on the left of the bar.
  public var leftBarButtonItems: [UIBarButtonItem] = []
  /// Whether the bar hides the back button; UIKit then also turns off the edge swipe back.
  public var hidesBackButton = false
  /// How the bar shows the title: large or small.
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// How a navigation bar shows a controller's title.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// The style of the previous item.
    case automatic
    /// A large title.
    case always
    /// A small title.
    case never
    /// A small title, centred in the bar (iOS 17).
    case inline
  }

  /// Creates an item with a title.
  public init(title: String? = nil) {
    self.title = title
  }

  /// The first right item.
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems.first }
    set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  /// The first left item.
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems.first }
    set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
  }
}

/// What a tab bar shows for a controller.
@preconcurrency @MainActor
public final class UITabBarItem {
  /// The tab's title.
  public var title: String?
  /// The tab's tag.
  public var tag: Int

  /// Creates an item.
  public init(title: String? = nil, tag: Int = 0) {
    self.title = title
    self.tag = tag
  }
}
