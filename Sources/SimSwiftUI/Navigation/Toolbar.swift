extension View {
  /// Puts the buttons of `content` in the bars of the screen that hosts this view, by placement
  /// (FIDELITY 7.3): navigation-bar placements become its navigation item's bar button items,
  /// `.bottomBar` its `toolbarItems`. `.principal` and `.keyboard` content is not shown by the
  /// simulator, which says so in the trace.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let built = content()
    let leading = ButtonExtractor.buttons(in: built, placement: .leading)
    let trailing = ButtonExtractor.buttons(in: built, placement: .trailing)
    let bottom = ButtonExtractor.buttons(in: built, placement: .bottomBar)
    let unshown = [ButtonExtractor.Side.principal, .keyboard].filter {
      !ButtonExtractor.buttons(in: built, placement: $0).isEmpty
        || ToolbarContentScan.hasItem(in: built, at: $0)
    }
    return modifier(
      _NavigationItemModifier(
        title: nil, leading: leading, trailing: trailing,
        bottomBar: bottom.isEmpty ? nil : bottom, unshownPlacements: unshown))
  }
}

/// Finds toolbar items by placement in a toolbar's content, whatever they hold.
@MainActor
enum ToolbarContentScan {
  static func hasItem(in view: any View, at side: ButtonExtractor.Side) -> Bool {
    if let item = view as? any ToolbarPlaced { return item.toolbarSide == side }
    if let tuple = view as? any TupleViewElements {
      return tuple.elementViews.contains { hasItem(in: $0, at: side) }
    }
    return false
  }
}

/// A toolbar item or group, seen without its content type.
@MainActor
protocol ToolbarPlaced {
  var toolbarSide: ButtonExtractor.Side { get }
}

extension ToolbarItem: ToolbarPlaced {
  var toolbarSide: ButtonExtractor.Side { placement.side }
}

extension ToolbarItemGroup: ToolbarPlaced {
  var toolbarSide: ButtonExtractor.Side { placement.side }
}

/// Where a toolbar item goes: on a phone, a side of the navigation bar, its centre, the bottom
/// toolbar or the keyboard's bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
  package let side: ButtonExtractor.Side
  /// Whether the item goes on the leading side of the navigation bar.
  package var isLeading: Bool { side == .leading }
  /// The system's choice: the trailing side of the navigation bar.
  public static let automatic = ToolbarItemPlacement(side: .trailing)
  /// The leading side of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
  /// The trailing side of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
  /// The leading side, where cancel buttons go.
  public static let cancellationAction = ToolbarItemPlacement(side: .leading)
  /// The trailing side, where confirm buttons go.
  public static let confirmationAction = ToolbarItemPlacement(side: .trailing)
  /// The trailing side, where destructive buttons go.
  public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
  /// The trailing side: the screen's main action.
  public static let primaryAction = ToolbarItemPlacement(side: .trailing)
  /// The trailing side (an overflow menu on iOS 16 and later).
  public static let secondaryAction = ToolbarItemPlacement(side: .trailing)
  /// The leading side: navigation actions.
  public static let navigation = ToolbarItemPlacement(side: .leading)
  /// The leading side of the bar.
  public static let topBarLeading = ToolbarItemPlacement(side: .leading)
  /// The trailing side of the bar.
  public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
  /// The centre of the navigation bar.
  public static let principal = ToolbarItemPlacement(side: .principal)
  /// The toolbar at the bottom of the screen.
  public static let bottomBar = ToolbarItemPlacement(side: .bottomBar)
  /// The centre of the bottom toolbar: status content.
  public static let status = ToolbarItemPlacement(side: .bottomBar)
  /// The bar above the keyboard.
  public static let keyboard = ToolbarItemPlacement(side: .keyboard)
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

/// Several items of a toolbar at one placement.
public struct ToolbarItemGroup<Content: View>: View {
  package let placement: ToolbarItemPlacement
  package let content: Content

  /// Creates a group of items.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension ToolbarItemGroup: PrimitiveView {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
}
