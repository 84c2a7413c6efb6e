/// A container of a primary and a secondary column; on a phone it is collapsed and shows the primary.
///
/// Matches iOS on a phone: collapsed, `showDetailViewController(_:sender:)` is passed to `show` on the
/// primary's target, so a navigation controller pushes (FIDELITY 11.19). The columns of a regular
/// width come with device profiles.
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
  public enum Column: Int, Sendable {
    /// The primary column.
    case primary
    /// The supplementary column.
    case supplementary
    /// The secondary column.
    case secondary
    /// The controller shown when collapsed.
    case compact
  }

  /// The column layout.
  public let style: Style
  private var columns: [(column: Column, controller: UIViewController)] = []

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

  /// Whether only one column shows: always true on the simulated phone.
  open var isCollapsed: Bool { true }

  /// The primary and secondary controllers, in that order.
  open var viewControllers: [UIViewController] {
    get { [Column.primary, .supplementary, .secondary].compactMap { viewController(for: $0) } }
    set {
      columns.removeAll()
      for (index, controller) in newValue.prefix(2).enumerated() {
        setViewController(controller, for: index == 0 ? .primary : .secondary)
      }
    }
  }

  /// Puts `vc` in `column`, replacing what was there.
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    if let old = viewController(for: column) {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
      columns.removeAll { $0.column == column }
    }
    guard let vc else { return }
    columns.append((column, vc))
    addChild(vc)
    vc.didMove(toParent: self)
    if isViewLoaded, column == displayedColumn { installDisplayedChild() }
  }

  /// The controller in `column`, if any.
  open func viewController(for column: Column) -> UIViewController? {
    columns.first { $0.column == column }?.controller
  }

  /// The column a collapsed split view shows: its compact controller, else its primary.
  private var displayedColumn: Column {
    viewController(for: .compact) != nil ? .compact : .primary
  }

  open override func loadView() {
    view = UILayoutContainerView(frame: simulation.screen.bounds)
  }

  override package func installContentBeforeAppearing() {
    installDisplayedChild()
  }

  private func installDisplayedChild() {
    guard let shown = viewController(for: displayedColumn) else { return }
    let childView: UIView = shown.view
    childView.frame = view.bounds
    if childView.superview !== view { view.addSubview(childView) }
  }

  // MARK: - Showing (FIDELITY 11.18, 11.19)

  /// Collapsed, passes `vc` to `show` on the primary's target (FIDELITY 11.18).
  open override func show(_ vc: UIViewController, sender: Any?) {
    showThroughPrimary(vc, sender: sender, action: "show")
  }

  /// Collapsed, passes `vc` to `show` on the primary's target, so a navigation controller pushes
  /// (FIDELITY 11.19).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    showThroughPrimary(vc, sender: sender, action: "showDetailViewController")
  }

  private func showThroughPrimary(_ vc: UIViewController, sender: Any?, action: String) {
    if let primary = viewController(for: displayedColumn),
      let target = primary.targetViewController(forAction: .showViewController, sender: sender)
    {
      trace(
        .presentation,
        "\(action)(\(vc.objectName), sender:) collapsed: \(target.objectName) shows it")
      target.show(vc, sender: sender)
      return
    }
    trace(
      .presentation, "\(action)(\(vc.objectName), sender:) collapsed, no primary target: presents")
    present(vc, animated: true)
  }

  /// A split view controller overrides both show methods (FIDELITY 11.18, 11.19).
  open override class var actionMethods: [ActionMethod] {
    super.actionMethods + [
      ActionMethod(showing: .showViewController), ActionMethod(showing: .showDetailViewController),
    ]
  }
}
