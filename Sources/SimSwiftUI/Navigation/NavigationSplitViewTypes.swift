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

extension View {
  /// Asks for a fixed width for the split view column this view is in (iOS 16): the sidebar's
  /// sets the split view's `preferredPrimaryColumnWidth`, the content column's (of three) its
  /// `preferredSupplementaryColumnWidth`; the detail column takes the width left (docs/fidelity.md
  /// 20.24).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(_NavigationSplitViewColumnWidthModifier(width: width))
  }

  /// Asks for a width for the split view column this view is in, between `min` and `max`; the
  /// simulator gives the column its `ideal` width (docs/fidelity.md 20.24).
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    modifier(_NavigationSplitViewColumnWidthModifier(width: ideal))
  }
}

/// The modifier behind `navigationSplitViewColumnWidth(_:)`.
public struct _NavigationSplitViewColumnWidthModifier: ViewModifier {
  package let width: CGFloat
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _NavigationSplitViewColumnWidthModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    guard let context = node.environment.splitColumn, let state = context.state else { return }
    state.setWidth(width, ofColumn: context.column)
  }
}
