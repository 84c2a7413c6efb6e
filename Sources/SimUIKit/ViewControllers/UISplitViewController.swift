/// A container of a primary, an optional supplementary and a secondary column.
///
/// In a compact width (a phone, a narrow Split View side) it is collapsed and shows one column:
/// `showDetailViewController(_:sender:)` is passed to `show` on the primary's target, so a
/// navigation controller pushes (FIDELITY 11.19). In a regular width (a tablet) it is expanded: the
/// columns are child controllers whose views sit side by side, or over the secondary, as
/// ``displayMode`` says (FIDELITY 12.26–12.28). A change of horizontal size class collapses or
/// expands it (FIDELITY 12.29).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// The column layout.
  public enum Style: Int, Sendable {
    /// The classic layout, configured with ``viewControllers``.
    case unspecified
    /// A primary and a secondary column.
    case doubleColumn
    /// A primary, a supplementary and a secondary column.
    case tripleColumn
  }

  /// A column of the split view.
  public enum Column: Int, Sendable, CustomStringConvertible {
    /// The primary column.
    case primary
    /// The supplementary column.
    case supplementary
    /// The secondary column.
    case secondary
    /// The controller shown when collapsed.
    case compact

    /// The column's name, as in `.secondary`.
    public var description: String {
      [".primary", ".supplementary", ".secondary", ".compact"][rawValue]
    }
  }

  /// How the columns of an expanded split view are arranged, with UIKit's raw values.
  public enum DisplayMode: Int, Sendable, CustomStringConvertible {
    /// The split view chooses (FIDELITY 12.27); ``UISplitViewController/displayMode`` never reports
    /// it.
    case automatic = 0
    /// The secondary column alone.
    case secondaryOnly = 1
    /// One column (the primary of two, the supplementary of three) beside the secondary.
    case oneBesideSecondary = 2
    /// One column over the secondary, which keeps the whole width.
    case oneOverSecondary = 3
    /// The primary and the supplementary beside the secondary.
    case twoBesideSecondary = 4
    /// The primary and the supplementary over the secondary.
    case twoOverSecondary = 5
    /// The primary and the supplementary push the secondary partly off screen.
    case twoDisplaceSecondary = 6

    /// The mode's name, as in `.oneBesideSecondary`.
    public var description: String {
      [
        ".automatic", ".secondaryOnly", ".oneBesideSecondary", ".oneOverSecondary",
        ".twoBesideSecondary", ".twoOverSecondary", ".twoDisplaceSecondary",
      ][rawValue]
    }
  }

  /// The value that asks for the default of a width: UIKit's `UISplitViewControllerAutomaticDimension`.
  public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

  /// The column layout.
  public let style: Style
  private var columns: [(column: Column, controller: UIViewController)] = []
  /// Whether the split view was last laid out collapsed; nil before its first layout.
  private var collapsedState: Bool?
  /// The columns a collapse pushed onto the primary navigation controller, to take back on expanding.
  private var stackedColumns: [UIViewController] = []
  /// The display mode `show(_:)` or `hide(_:)` asked for, until the preferred mode or the size changes.
  private var requestedDisplayMode: DisplayMode?
  private var lastDisplayMode: DisplayMode?
  private var lastLayoutSize: CGSize?

  /// Whether the display mode is one `show(_:)` or `hide(_:)` asked for.
  package var displayModeIsRequested: Bool { requestedDisplayMode != nil }

  /// Set by a container built on the split view (SwiftUI's `NavigationSplitView`) that moves its
  /// columns itself on a collapse (true) or an expansion (false), instead of UIKit's stacking.
  package var collapseHandler: ((_ collapsing: Bool) -> Void)?

  /// The split view's delegate, asked which column shows on a collapse (FIDELITY 12.29).
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// The arrangement wished for when expanded. Default: `.automatic` (FIDELITY 12.27).
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet {
      requestedDisplayMode = nil
      layoutColumns()
    }
  }

  /// The preferred width of the primary column in points; ``automaticDimension`` (the default)
  /// leaves it to ``preferredPrimaryColumnWidthFraction`` (FIDELITY 12.26).
  open var preferredPrimaryColumnWidth: CGFloat = automaticDimension {
    didSet { layoutColumns() }
  }

  /// The preferred width of the primary column as a fraction of the split view's width; used when
  /// ``preferredPrimaryColumnWidth`` is automatic (FIDELITY 12.26).
  open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
    didSet { layoutColumns() }
  }

  /// The preferred width of the supplementary column in points (FIDELITY 12.26).
  open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension {
    didSet { layoutColumns() }
  }

  /// The preferred width of the supplementary column as a fraction of the split view's width
  /// (FIDELITY 12.26).
  open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension {
    didSet { layoutColumns() }
  }

  /// Creates a split view controller with a column layout.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a classic split view controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creating controllers from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Whether only one column shows: true in a compact (or unknown) horizontal size class, false in
  /// a regular one (FIDELITY 12.29). During a change it keeps its old value until the columns moved.
  open var isCollapsed: Bool { collapsedState ?? widthIsCompact }

  private var widthIsCompact: Bool { traitCollection.horizontalSizeClass != .regular }

  /// The primary and secondary controllers, in that order.
  open var viewControllers: [UIViewController] {
    get { [Column.primary, .supplementary, .secondary].compactMap { viewController(for: $0) } }
    set {
      for (column, _) in columns { setViewController(nil, for: column) }
      for (index, controller) in newValue.prefix(2).enumerated() {
        setViewController(controller, for: index == 0 ? .primary : .secondary)
      }
    }
  }

  /// Puts `vc` in `column`, replacing what was there.
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    if let old = viewController(for: column) {
      columns.removeAll { $0.column == column }
      if let index = stackedColumns.firstIndex(where: { $0 === old }) {
        stackedColumns.remove(at: index)
        if let navigation = old.navigationController {
          navigation.setViewControllers(
            navigation.viewControllers.filter { $0 !== old }, animated: false)
        }
      } else if old.parent === self {
        old.willMove(toParent: nil)
        old.viewIfLoaded?.removeFromSuperview()
        old.removeFromParent()
      }
    }
    guard let vc else { return }
    columns.append((column, vc))
    addChild(vc)
    vc.didMove(toParent: self)
    layoutColumns()
  }

  /// The controller in `column`, if any.
  open func viewController(for column: Column) -> UIViewController? {
    columns.first { $0.column == column }?.controller
  }

  // MARK: - Display modes and widths (FIDELITY 12.26–12.28)

  /// The arrangement of the expanded columns: the preferred mode, with `.automatic` resolved for
  /// the window's shape (FIDELITY 12.27); a two-column split view reads the two-column modes as
  /// their one-column forms. Never `.automatic`.
  open var displayMode: DisplayMode {
    var mode = requestedDisplayMode ?? preferredDisplayMode
    if mode == .automatic { mode = automaticDisplayMode }
    guard style != .tripleColumn else { return mode }
    switch mode {
    case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
    case .twoOverSecondary: return .oneOverSecondary
    default: return mode
    }
  }

  private var appSize: CGSize {
    viewIfLoaded?.window?.bounds.size ?? simulation.screen.bounds.size
  }

  private var automaticDisplayMode: DisplayMode {
    let size = appSize
    guard size.width > size.height else { return .secondaryOnly }
    switch simulation.assumptions.splitViews.automaticDisplayMode {
    case .besideInLandscape: return .oneBesideSecondary
    case .everyColumnInLandscape:
      return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }
  }

  private var availableWidth: CGFloat { viewIfLoaded?.bounds.width ?? appSize.width }

  /// The width of the primary column: the preferred width, else the fraction of the split view's
  /// width, else 320 points (FIDELITY 12.26, an assumption).
  open var primaryColumnWidth: CGFloat {
    columnWidth(points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction)
  }

  /// The width of the supplementary column, found as ``primaryColumnWidth`` is (FIDELITY 12.26).
  open var supplementaryColumnWidth: CGFloat {
    columnWidth(
      points: preferredSupplementaryColumnWidth,
      fraction: preferredSupplementaryColumnWidthFraction)
  }

  private func columnWidth(points: CGFloat, fraction: CGFloat) -> CGFloat {
    if points != Self.automaticDimension { return points }
    if fraction != Self.automaticDimension { return (fraction * availableWidth).rounded() }
    return simulation.assumptions.splitViews.defaultColumnWidth
  }

  /// Shows `column` when expanded, choosing the display mode that shows it (FIDELITY 12.28);
  /// collapsed, it does nothing.
  open func show(_ column: Column) {
    guard !isCollapsed else {
      trace(.presentation, "show(\(column)) collapsed: nothing changes")
      return
    }
    let beside = appSize.width > appSize.height
    let mode: DisplayMode
    switch (column, style == .tripleColumn) {
    case (.primary, true): mode = beside ? .twoBesideSecondary : .twoOverSecondary
    case (.primary, false), (.supplementary, true):
      mode = beside ? .oneBesideSecondary : .oneOverSecondary
    default: return
    }
    trace(.presentation, "show(\(column)) -> \(mode)")
    requestedDisplayMode = mode
    layoutColumns()
  }

  /// Hides `column` when expanded (FIDELITY 12.28): hiding the primary of three keeps the
  /// supplementary; hiding the supplementary, or the primary of two, leaves the secondary alone.
  open func hide(_ column: Column) {
    guard !isCollapsed else {
      trace(.presentation, "hide(\(column)) collapsed: nothing changes")
      return
    }
    let mode: DisplayMode
    switch (column, style == .tripleColumn) {
    case (.primary, true):
      mode = displayMode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
    case (.primary, false), (.supplementary, true): mode = .secondaryOnly
    default: return
    }
    trace(.presentation, "hide(\(column)) -> \(mode)")
    requestedDisplayMode = mode
    layoutColumns()
  }

  /// The frames of the columns shown in `mode`, bottom first.
  private func columnFrames(_ mode: DisplayMode, in bounds: CGRect) -> [(Column, CGRect)] {
    let width = bounds.width
    let height = bounds.height
    let primary = primaryColumnWidth
    let supplementary = style == .tripleColumn ? supplementaryColumnWidth : 0
    let one: Column = style == .tripleColumn ? .supplementary : .primary
    let oneWidth = style == .tripleColumn ? supplementary : primary
    func rect(_ x: CGFloat, _ w: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: w, height: height) }
    switch mode {
    case .automatic, .secondaryOnly:
      return [(.secondary, bounds)]
    case .oneBesideSecondary:
      return [(one, rect(0, oneWidth)), (.secondary, rect(oneWidth, width - oneWidth))]
    case .oneOverSecondary:
      return [(.secondary, bounds), (one, rect(0, oneWidth))]
    case .twoBesideSecondary:
      return [
        (.primary, rect(0, primary)), (.supplementary, rect(primary, supplementary)),
        (.secondary, rect(primary + supplementary, width - primary - supplementary)),
      ]
    case .twoOverSecondary:
      return [
        (.secondary, bounds), (.primary, rect(0, primary)),
        (.supplementary, rect(primary, supplementary)),
      ]
    case .twoDisplaceSecondary:
      return [
        (.primary, rect(0, primary)), (.supplementary, rect(primary, supplementary)),
        (.secondary, rect(primary + supplementary, width - supplementary)),
      ]
    }
  }

  // MARK: - Layout

  open override func loadView() {
    view = UILayoutContainerView(frame: simulation.screen.bounds)
  }

  override package func installContentBeforeAppearing() {
    sizeClassMayHaveChanged()
  }

  override package func viewWillLayoutSubviewsFromView() {
    if lastLayoutSize != nil, lastLayoutSize != view.bounds.size { requestedDisplayMode = nil }
    lastLayoutSize = view.bounds.size
    layoutColumns()
    super.viewWillLayoutSubviewsFromView()
  }

  /// The column a collapsed split view shows: its compact controller, else its primary.
  private var displayedColumn: Column {
    viewController(for: .compact) != nil ? .compact : .primary
  }

  /// Puts the shown columns' views in place: collapsed, the displayed column fills the view;
  /// expanded, the columns of ``displayMode`` take their frames and the others leave.
  private func layoutColumns() {
    guard isViewLoaded, collapsedState != nil else { return }
    let bounds = view.bounds
    let placements: [(Column, CGRect)]
    if isCollapsed {
      placements = [(displayedColumn, bounds)]
    } else {
      let mode = displayMode
      if let lastDisplayMode, lastDisplayMode != mode {
        trace(.presentation, "display mode \(lastDisplayMode) -> \(mode)")
        delegate?.splitViewController(self, willChangeTo: mode)
      }
      lastDisplayMode = mode
      placements = columnFrames(mode, in: bounds)
    }
    let shown = placements.compactMap { column, frame in
      viewController(for: column).map { ($0, frame) }
    }
    for (_, controller) in columns where controller.parent === self {
      if !shown.contains(where: { $0.0 === controller }) {
        controller.viewIfLoaded?.removeFromSuperview()
      }
    }
    for (controller, frame) in shown where controller.parent === self {
      let childView: UIView = controller.view
      childView.frame = frame
      if childView.superview !== view {
        view.addSubview(childView)
      } else {
        view.bringSubviewToFront(childView)
      }
    }
  }

  // MARK: - Collapsing and expanding (FIDELITY 12.29)

  /// Collapses or expands the split view when its horizontal size class says so: at first display
  /// and whenever its traits change.
  package func sizeClassMayHaveChanged() {
    guard isViewLoaded else { return }
    let compact = widthIsCompact
    guard compact != collapsedState else {
      layoutColumns()
      return
    }
    let first = collapsedState == nil
    if compact { collapse(first: first) } else { expand(first: first) }
  }

  private func collapse(first: Bool) {
    trace(.presentation, first ? "starts collapsed" : "collapses")
    if let collapseHandler {
      collapseHandler(true)
    } else if viewController(for: .compact) == nil, viewController(for: .secondary) != nil {
      let proposed: Column = .secondary
      let top =
        delegate?.splitViewController(
          self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
      trace(.presentation, "top column for collapsing: \(top) (proposed \(proposed))")
      stackColumns(upTo: top)
    }
    collapsedState = true
    requestedDisplayMode = nil
    layoutColumns()
    if !first { delegate?.splitViewControllerDidCollapse(self) }
  }

  private func expand(first: Bool) {
    if !first { trace(.presentation, "expands") }
    if let collapseHandler {
      collapseHandler(false)
    } else {
      unstackColumns()
    }
    collapsedState = false
    lastDisplayMode = nil
    layoutColumns()
    if !first { delegate?.splitViewControllerDidExpand(self) }
  }

  /// UIKit's collapse without a compact column: the columns after the primary, up to `top`, are
  /// pushed onto the primary's navigation controller (FIDELITY 12.29).
  private func stackColumns(upTo top: Column) {
    guard let navigation = viewController(for: .primary) as? UINavigationController else { return }
    var order: [Column] = style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
    guard let last = order.firstIndex(of: top) else { return }
    order = Array(order[...last])
    let moving = order.compactMap { viewController(for: $0) }.filter {
      !($0 is UINavigationController) && $0.parent === self
    }
    guard !moving.isEmpty else { return }
    for controller in moving {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    stackedColumns = moving
    navigation.setViewControllers(navigation.viewControllers + moving, animated: false)
  }

  /// Takes the stacked columns back from the primary's navigation controller into their columns.
  private func unstackColumns() {
    guard !stackedColumns.isEmpty else { return }
    let moving = stackedColumns
    stackedColumns = []
    if let navigation = viewController(for: .primary) as? UINavigationController {
      navigation.setViewControllers(
        navigation.viewControllers.filter { controller in !moving.contains { $0 === controller } },
        animated: false)
    }
    for controller in moving where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
  }

  // MARK: - Showing (FIDELITY 11.18, 11.19, 12.28)

  /// Passes `vc` to `show` on the primary's target (FIDELITY 11.18).
  open override func show(_ vc: UIViewController, sender: Any?) {
    showThroughPrimary(vc, sender: sender, action: "show")
  }

  /// Collapsed, passes `vc` to `show` on the primary's target, so a navigation controller pushes
  /// (FIDELITY 11.19); expanded, `vc` replaces the secondary column (FIDELITY 12.28).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if !isCollapsed, style != .unspecified || viewController(for: .secondary) != nil {
      trace(
        .presentation,
        "showDetailViewController(\(vc.objectName), sender:) expanded: it becomes the secondary column"
      )
      setViewController(vc, for: .secondary)
      return
    }
    showThroughPrimary(vc, sender: sender, action: "showDetailViewController")
  }

  private func showThroughPrimary(_ vc: UIViewController, sender: Any?, action: String) {
    let state = isCollapsed ? "collapsed" : "expanded"
    if let primary = viewController(for: isCollapsed ? displayedColumn : .primary),
      let target = primary.targetViewController(forAction: .showViewController, sender: sender)
    {
      trace(
        .presentation,
        "\(action)(\(vc.objectName), sender:) \(state): \(target.objectName) shows it")
      target.show(vc, sender: sender)
      return
    }
    trace(
      .presentation, "\(action)(\(vc.objectName), sender:) \(state), no primary target: presents")
    present(vc, animated: true)
  }

  /// A split view controller overrides both show methods (FIDELITY 11.18, 11.19).
  open override class var actionMethods: [ActionMethod] {
    super.actionMethods + [
      ActionMethod(showing: .showViewController), ActionMethod(showing: .showDetailViewController),
    ]
  }
}

/// What a split view controller asks and tells as it collapses, expands and changes display mode.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// The column to show after collapsing; UIKit proposes `.secondary` (FIDELITY 12.29).
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column

  /// Told before the display mode of an expanded split view changes (FIDELITY 12.27).
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

  /// Told after the split view collapsed (FIDELITY 12.29).
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)

  /// Told after the split view expanded (FIDELITY 12.29).
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
  /// Keeps the proposed column.
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }

  /// Does nothing.
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}

  /// Does nothing.
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

  /// Does nothing.
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
