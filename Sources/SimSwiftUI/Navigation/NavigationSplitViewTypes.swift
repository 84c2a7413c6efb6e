/// Which columns of a ``NavigationSplitView`` show, on a width with room for more than one.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable, CustomStringConvertible {
  private let name: String

  /// The visibility's name, as in `.doubleColumn`.
  public var description: String { ".\(name)" }

  /// The system decides.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns of three, or the sidebar and detail of two.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column alone.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a ``NavigationSplitView``.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  package let index: Int

  /// The leading column.
  public static let sidebar = NavigationSplitViewColumn(index: 0)
  /// The middle column of three.
  public static let content = NavigationSplitViewColumn(index: 1)
  /// The trailing column.
  public static let detail = NavigationSplitViewColumn(index: 2)
}

/// The split view controller SwiftUI builds for `NavigationSplitView` (FIDELITY 7.3): a
/// `UISplitViewController` in the double- or triple-column style, collapsed on a phone and
/// expanded, its columns side by side, in a regular width.
open class NotifyingMulticolumnSplitViewController: UISplitViewController {}
