/// A view of two or three columns, each choosing what the next shows (iOS 16).
///
/// On a phone it is collapsed, as SwiftUI's is: a ``NotifyingMulticolumnSplitViewController``
/// child of the enclosing hosting controller, whose primary column is a
/// ``UIKitNavigationController`` with the sidebar at its root. When a `List(selection:)` in a
/// column has a selection, the next column (the content of three, else the detail) is pushed in a
/// ``NavigationStackHostingController``; a pop by the back button, the edge swipe or `dismiss()`
/// clears the selection of the list that showed the popped column. Whether a selection made in
/// code pushes too is a switch, `SwiftUIAssumptions.compactSplitViewFollows`.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  package let sidebar: Sidebar
  package let content: Content?
  package let detail: Detail
  package let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
  package var columnVisibility: Binding<NavigationSplitViewVisibility>?

  /// Creates a three-column split view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    self.preferredCompactColumn = nil
  }

  /// Creates a three-column split view whose visible columns follow `columnVisibility` on a wide
  /// screen, and write it back when they change (a phone shows one column whatever it holds).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
    self.columnVisibility = columnVisibility
  }

  /// Creates a three-column split view that shows `preferredCompactColumn` first when collapsed
  /// (iOS 17).
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    self.preferredCompactColumn = preferredCompactColumn
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
    self.preferredCompactColumn = nil
  }

  /// Creates a two-column split view whose visible columns follow `columnVisibility` on a wide
  /// screen, and write it back when they change.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
    self.columnVisibility = columnVisibility
  }

  /// Creates a two-column split view that shows `preferredCompactColumn` first when collapsed
  /// (iOS 17).
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
    self.preferredCompactColumn = preferredCompactColumn
  }
}

extension NavigationSplitView: PrimitiveView, ContainerControllerLayout {
  package func children(of node: ViewNode) -> [ChildSpec] { [] }

  private var columnViews: [AnyView] {
    [AnyView(sidebar), content.map { AnyView($0) }, AnyView(detail)].compactMap { $0 }
  }

  package func nodeDidUpdate(_ node: ViewNode) {
    if let location = columnVisibility?.location as? AnyLocation { node.observe(location) }
    if let state = node.primitiveState as? SplitViewState {
      state.preferredCompactColumn = preferredCompactColumn
      state.follow(columnVisibility)
      guard node.lastUpdateMayChangeContent else { return }
      state.update(columns: columnViews, environment: node.environment)
      return
    }
    let state = SplitViewState(
      columns: columnViews, simulation: node.graph.simulation,
      preferredCompactColumn: preferredCompactColumn)
    node.primitiveState = state
    state.follow(columnVisibility)
    state.update(columns: columnViews, environment: node.environment)
    node.graph.host?.trace(
      .swiftUI,
      "NavigationSplitView (\(columnViews.count) columns) -> \(state.split.objectName) with \(state.navigation.objectName), root \(state.hosts[0].objectName)"
    )
    state.children.attach(to: node)
    if let preferred = preferredCompactColumn?.wrappedValue {
      // The preferred column shows first: the columns up to it are stacked at once.
      let wanted = state.hostIndex(of: preferred)
      if wanted > 0 {
        state.navigation.setViewControllers(Array(state.hosts[...wanted]), animated: false)
      }
    }
  }

  package func nodeWillTearDown(_ node: ViewNode) {
    (node.primitiveState as? SplitViewState)?.children.detach()
  }

  package func makePlatformView(for node: ViewNode) -> UIView? {
    (node.primitiveState as? SplitViewState)?.split.view
  }
}

/// The live state of a `NavigationSplitView`: its controllers and the lists whose selections show
/// each column. Collapsed, the columns after the sidebar are pushed on the primary navigation
/// controller; expanded (a regular width), they are the split view's supplementary and secondary
/// columns, side by side (docs/fidelity.md 20.22, 20.24).
@MainActor
package final class SplitViewState: UISplitViewControllerDelegate {
  let split: NotifyingMulticolumnSplitViewController
  let navigation: UIKitNavigationController
  /// One hosting controller per column: sidebar, (content,) detail.
  let hosts: [UIHostingController<AnyView>]
  let children: ChildControllerState
  let destinations = NavigationDestinations()
  var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
  /// For each column, how to clear the selection of the list in it that showed the next column.
  private var clearSelection: [Int: () -> Void] = [:]
  /// The columns whose list has a selection.
  private var selectedColumns: Set<Int> = []
  /// Whether the columns after the sidebar are the split view's own columns (expanded).
  private(set) var isExpanded = false
  /// True while the columns move between the navigation controller and the split view, so that
  /// leaving the stack is not taken for a pop.
  private var movingColumns = false
  private var columnVisibility: Binding<NavigationSplitViewVisibility>?
  private var applyingVisibility = false

  init(
    columns: [AnyView], simulation: Simulation,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>?
  ) {
    let hosts = simulation.withCurrent {
      columns.map { NavigationStackHostingController(rootView: $0) as UIHostingController<AnyView> }
    }
    self.hosts = hosts
    self.preferredCompactColumn = preferredCompactColumn
    navigation = simulation.withCurrent { UIKitNavigationController(rootViewController: hosts[0]) }
    split = simulation.withCurrent {
      NotifyingMulticolumnSplitViewController(
        style: columns.count == 3 ? .tripleColumn : .doubleColumn)
    }
    split.setViewController(navigation, for: .primary)
    children = ChildControllerState(controller: split)
    split.delegate = self
    split.collapseHandler = { [weak self] collapsing in
      if collapsing { self?.collapse() } else { self?.expand() }
    }
    for (index, host) in hosts.enumerated() where index > 0 {
      (host as? any NavigationDestinationHost)?.onPopped = { [weak self] in
        self?.columnPopped(index)
      }
    }
  }

  /// The index of the hosting controller of `column`; a two-column view shows its detail for
  /// `.content`.
  func hostIndex(of column: NavigationSplitViewColumn) -> Int {
    min(column.index, hosts.count - 1)
  }

  /// The SwiftUI column of the hosting controller at `index`.
  private func swiftUIColumn(ofHost index: Int) -> NavigationSplitViewColumn {
    if index == 0 { return .sidebar }
    return index == hosts.count - 1 ? .detail : .content
  }

  /// Passes the columns' views and environments on to their hosting controllers.
  func update(columns: [AnyView], environment: EnvironmentValues) {
    for (index, host) in hosts.enumerated() {
      var columnEnvironment = environment
      columnEnvironment.navigationContext = NavigationContext(
        navigationController: navigation, makesStackDestinations: true,
        destinations: destinations, container: nil)
      columnEnvironment.splitColumn = SplitColumnContext(state: self, column: index)
      if index > 0 {
        columnEnvironment = NavigationScreens.destinationEnvironment(columnEnvironment, host)
      }
      host.graph.setRootEnvironment(columnEnvironment)
      host.rootView = columns[index]
    }
  }

  /// A list in column `column` has a selection (or none): collapsed, the next column shows (or
  /// goes); expanded, the next column is already beside it and only redraws.
  func list(
    inColumn column: Int, hasSelection: Bool, byUser: Bool, clear: @escaping () -> Void,
    from node: ViewNode
  ) {
    guard column + 1 < hosts.count else { return }
    if hasSelection {
      selectedColumns.insert(column)
    } else {
      selectedColumns.remove(column)
    }
    guard !isExpanded else {
      if hasSelection { clearSelection[column] = clear }
      return
    }
    if hasSelection {
      clearSelection[column] = clear
      let follows = node.graph.simulation.swiftUIAssumptions.compactSplitViewFollows
      guard byUser || follows == .everySelection else { return }
      let next = hosts[column + 1]
      guard !navigation.viewControllers.contains(where: { $0 === next }) else { return }
      node.graph.afterUpdate { [weak self] in
        guard let self, !self.navigation.viewControllers.contains(where: { $0 === next }),
          self.navigation.topViewController === self.hosts[column]
        else { return }
        self.split.trace(
          .swiftUI,
          "NavigationSplitView shows its \(self.swiftUIColumn(ofHost: column + 1)) column \(next.objectName)"
        )
        self.navigation.pushViewController(next, animated: true)
      }
    } else {
      let next = hosts[column + 1]
      guard navigation.viewControllers.contains(where: { $0 === next }) else { return }
      node.graph.afterUpdate { [weak self] in
        guard let self, self.navigation.viewControllers.contains(where: { $0 === next }) else {
          return
        }
        self.navigation.popToViewController(self.hosts[column], animated: true)
      }
    }
  }

  /// The column at `index` was popped: the list that showed it loses its selection.
  private func columnPopped(_ index: Int) {
    guard !movingColumns else { return }
    split.trace(
      .swiftUI,
      "NavigationSplitView's \(swiftUIColumn(ofHost: index)) column was popped: the selection that showed it is cleared"
    )
    if let preferredCompactColumn,
      preferredCompactColumn.wrappedValue != swiftUIColumn(ofHost: index - 1)
    {
      preferredCompactColumn.wrappedValue = swiftUIColumn(ofHost: index - 1)
    }
    clearSelection[index - 1]?()
  }
}

extension SplitViewState {
  /// The split view expands: the stack goes back to the sidebar, and the other columns become the
  /// split view's supplementary and secondary columns.
  func expand() {
    movingColumns = true
    defer { movingColumns = false }
    isExpanded = true
    split.trace(.swiftUI, "NavigationSplitView expands: its columns stand side by side")
    if navigation.viewControllers.count > 1 {
      navigation.setViewControllers([hosts[0]], animated: false)
    }
    for (index, host) in hosts.enumerated() where index > 0 {
      split.setViewController(host, for: index == hosts.count - 1 ? .secondary : .supplementary)
    }
    applyVisibility()
  }

  /// The split view collapses: the columns leave the split view, and those the selections reach
  /// are pushed on the sidebar's navigation controller.
  func collapse() {
    guard isExpanded else { return }
    movingColumns = true
    defer { movingColumns = false }
    isExpanded = false
    split.trace(.swiftUI, "NavigationSplitView collapses into one stack")
    split.setViewController(nil, for: .secondary)
    split.setViewController(nil, for: .supplementary)
    var stack = [hosts[0]]
    for index in 1..<hosts.count where selectedColumns.contains(index - 1) {
      guard stack.count == index else { break }
      stack.append(hosts[index])
    }
    navigation.setViewControllers(stack, animated: false)
  }

  /// A view in column `column` asked for `width` (`navigationSplitViewColumnWidth`): the sidebar's
  /// and the content's widths become the split view's preferred widths; the detail's is ignored,
  /// as the detail takes the width left.
  func setWidth(_ width: CGFloat, ofColumn column: Int) {
    if column == 0 {
      if split.preferredPrimaryColumnWidth != width { split.preferredPrimaryColumnWidth = width }
    } else if column < hosts.count - 1 {
      if split.preferredSupplementaryColumnWidth != width {
        split.preferredSupplementaryColumnWidth = width
      }
    }
  }

  /// Keeps the binding of `columnVisibility:` and drives the display mode from it.
  func follow(_ binding: Binding<NavigationSplitViewVisibility>?) {
    columnVisibility = binding
    applyVisibility()
  }

  private func applyVisibility() {
    guard let visibility = columnVisibility?.wrappedValue else { return }
    let mode = displayMode(for: visibility)
    guard split.preferredDisplayMode != mode else { return }
    applyingVisibility = true
    defer { applyingVisibility = false }
    split.preferredDisplayMode = mode
  }

  /// The display mode a visibility asks for (docs/fidelity.md 20.24).
  func displayMode(for visibility: NavigationSplitViewVisibility)
    -> UISplitViewController.DisplayMode
  {
    switch visibility {
    case .all: hosts.count == 3 ? .twoBesideSecondary : .oneBesideSecondary
    case .doubleColumn: .oneBesideSecondary
    case .detailOnly: .secondaryOnly
    default: .automatic
    }
  }

  /// The visibility a display mode shows.
  func visibility(for mode: UISplitViewController.DisplayMode) -> NavigationSplitViewVisibility {
    switch mode {
    case .secondaryOnly: .detailOnly
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: .all
    case .oneBesideSecondary, .oneOverSecondary: hosts.count == 3 ? .doubleColumn : .all
    default: .automatic
    }
  }

  /// The split view's display mode changed by `show(_:)` or `hide(_:)`: the `columnVisibility`
  /// binding follows (a change the binding itself asked for, or a rotation under `.automatic`,
  /// leaves it as it is).
  package func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    guard let columnVisibility, !movingColumns, !applyingVisibility, svc.displayModeIsRequested
    else { return }
    let shown = visibility(for: displayMode)
    guard columnVisibility.wrappedValue != shown else { return }
    split.trace(.swiftUI, "NavigationSplitView's columnVisibility follows: \(shown)")
    columnVisibility.wrappedValue = shown
  }
}

extension NavigationSplitViewColumn: CustomStringConvertible {
  /// The column's name.
  public var description: String { ["sidebar", "content", "detail"][index] }
}

/// The column of a collapsed split view that a view is in.
package struct SplitColumnContext {
  weak var state: SplitViewState?
  let column: Int
}

private struct SplitColumnKey: EnvironmentKey {
  static var defaultValue: SplitColumnContext? { nil }
}

extension EnvironmentValues {
  package var splitColumn: SplitColumnContext? {
    get { self[SplitColumnKey.self] }
    set { self[SplitColumnKey.self] = newValue }
  }
}
