public import Foundation

// Auto Layout on views: anchors, constraints installed on the nearest common ancestor, layout
// guides, intrinsic size, hugging and compression resistance. The engine solves in the layout pass
// (FIDELITY 8.8), when a view with constrained subviews lays out.
extension UIView: LayoutItem {
  /// `UIView.noIntrinsicMetric`: the view has no natural size along that axis.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The size `systemLayoutSizeFitting` aims for when it should be as small as possible.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The size `systemLayoutSizeFitting` aims for when it should be as large as possible.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  package var layoutState: ViewLayoutState {
    if let autoLayoutStorage { return autoLayoutStorage }
    simulation.layoutRevision.noteChange()
    let made = ViewLayoutState(name: "\(objectName)")
    autoLayoutStorage = made
    return made
  }

  package var layoutVariables: LayoutItemVariables { layoutState.variables }
  package var layoutOwningView: UIView? { self }
  package var layoutMarginInsets: UIEdgeInsets { layoutMargins }

  package func layoutDescription(withAddresses: Bool) -> String {
    let name = objectName
    return withAddresses ? "\(name.className):0x\(String(name.address, radix: 16))" : "\(name)"
  }

  /// Whether the engine makes constraints from the view's frame (true, UIKit's default for views
  /// made in code) or leaves its frame to constraints (false).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      layoutState.translatesAutoresizingMaskIntoConstraints = newValue
      simulation.layoutRevision.noteChange()
      superview?.setNeedsLayout()
    }
  }

  /// The constraints installed on this view (each active constraint is installed on its items'
  /// nearest common ancestor).
  public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.installed ?? [] }

  /// Activates `constraint` (UIKit's older form; the constraint is installed where activation puts it).
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  /// Activates every constraint in the list.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }
  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  /// Deactivates every constraint in the list.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  func install(_ constraint: NSLayoutConstraint) {
    layoutState.installed.append(constraint)
    constraint.activationNumber = simulation.layoutRevision.nextActivation()
    constraint.installedView = self
    constraint.isBroken = false
    setNeedsLayout()
  }

  func uninstall(_ constraint: NSLayoutConstraint) {
    guard let state = autoLayoutStorage else { return }
    state.installed.removeAll { $0 === constraint }
    constraint.installedView = nil
    constraint.isBroken = false
    setNeedsLayout()
  }

  // MARK: - Anchors

  /// The leading anchor of the item.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The trailing anchor of the item.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The left anchor of the item.
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The right anchor of the item.
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The top anchor of the item.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The bottom anchor of the item.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The width anchor of the item.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height anchor of the item.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  /// The centerX anchor of the item.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The centerY anchor of the item.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  /// The firstBaseline anchor of the item.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  /// The lastBaseline anchor of the item.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }

  // MARK: - Layout guides

  /// The layout guides added to this view, the system ones included once asked for.
  public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

  /// Adds a layout guide; the view owns it from now on.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutState.layoutGuides.append(guide)
    simulation.layoutRevision.noteChange()
  }

  /// Removes a layout guide.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    layoutState.layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
    simulation.layoutRevision.noteChange()
  }

  /// The guide for the part of the view not covered by bars and the device's edges.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = autoLayoutStorage?.safeAreaGuide { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIViewSafeAreaLayoutGuide"
    guide.systemRole = .safeArea
    addLayoutGuide(guide)
    layoutState.safeAreaGuide = guide
    return guide
  }

  /// The guide inset from the view's edges by its layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = autoLayoutStorage?.marginsGuide { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIViewLayoutMarginsGuide"
    guide.systemRole = .layoutMargins
    addLayoutGuide(guide)
    layoutState.marginsGuide = guide
    return guide
  }

  /// The view's layout margins (FIDELITY 21.6): 8 points on each side by default; on a controller's
  /// root view, none at the top and bottom and the controller's
  /// `systemMinimumLayoutMargins` at the sides, and margins the app sets are raised to that minimum
  /// while the controller's `viewRespectsSystemMinimumLayoutMargins`.
  public var layoutMargins: UIEdgeInsets {
    get {
      guard let controller = owningViewController else {
        return autoLayoutStorage?.layoutMargins
          ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      }
      let own = autoLayoutStorage?.layoutMargins ?? .zero
      guard controller.viewRespectsSystemMinimumLayoutMargins else { return own }
      let minimum = controller.systemMinimumLayoutMargins
      return UIEdgeInsets(
        top: max(own.top, minimum.top), left: max(own.left, minimum.leading),
        bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.trailing))
    }
    set {
      layoutState.layoutMargins = newValue
      setNeedsLayout()
    }
  }

  /// The layout margins in leading/trailing terms (left-to-right layout).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing
      )
    }
  }

  // MARK: - Content size

  /// Marks the intrinsic size as changed; the next layout pass reads it again.
  public func invalidateIntrinsicContentSize() {
    simulation.layoutRevision.noteChange()
    superview?.setNeedsLayout()
  }

  /// How strongly the view resists growing beyond its intrinsic size along `axis` (default 250).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayoutStorage?.hugging[axis] ?? .defaultLow
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutState.hugging[axis] = priority
    simulation.layoutRevision.noteChange()
    superview?.setNeedsLayout()
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis` (default 750).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    autoLayoutStorage?.compressionResistance[axis] ?? .defaultHigh
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutState.compressionResistance[axis] = priority
    simulation.layoutRevision.noteChange()
    superview?.setNeedsLayout()
  }

  // MARK: - Updating constraints

  /// Asks for ``updateConstraints()`` before the next layout.
  public func setNeedsUpdateConstraints() {
    layoutState.needsUpdateConstraints = true
    (superview ?? self).setNeedsLayout()
  }

  /// Whether ``updateConstraints()`` is due.
  public func needsUpdateConstraints() -> Bool {
    autoLayoutStorage?.needsUpdateConstraints ?? false
  }

  /// Runs ``updateConstraints()`` for this view and the views inside it that asked for it.
  public func updateConstraintsIfNeeded() {
    var stack: [UIView] = [self]
    var order: [UIView] = []
    while let view = stack.popLast() {
      order.append(view)
      stack.append(contentsOf: view.subviews)
    }
    // Bottom up, as UIKit updates constraints.
    for view in order.reversed() {
      guard let state = view.autoLayoutStorage, state.needsUpdateConstraints else { continue }
      state.needsUpdateConstraints = false
      view.updateConstraints()
    }
  }

  // MARK: - The engine

  /// The engine of this view's tree, if the tree has one yet.
  package var layoutEngineIfAny: AutoLayoutEngine? { rootView.autoLayoutStorage?.engine }

  /// The engine of this view's tree, hosted by its root view.
  package var layoutEngine: AutoLayoutEngine {
    let root = rootView
    if let engine = root.autoLayoutStorage?.engine { return engine }
    let engine = AutoLayoutEngine(root: root)
    root.layoutState.engine = engine
    return engine
  }

  package var rootView: UIView {
    var view = self
    while let superview = view.storedSuperview { view = superview }
    return view
  }

  /// Called by the layout pass before `layoutSubviews`: when a subview is laid out by constraints,
  /// the engine solves and gives the constrained views their frames.
  package func applyConstraintBasedLayout() {
    guard
      subviews.contains(where: { $0.autoLayoutStorage != nil })
        || autoLayoutStorage?.installed.isEmpty == false
    else { return }
    layoutEngine.solveAndApplyIfChanged()
  }

  /// Whether the constraints leave the view's frame undetermined.
  public var hasAmbiguousLayout: Bool {
    layoutEngineIfAny?.isAmbiguous(self) ?? false
  }

  /// Moves an ambiguously laid out view to another layout its constraints allow, to show the
  /// ambiguity.
  public func exerciseAmbiguityInLayout() {
    layoutEngineIfAny?.exerciseAmbiguity(of: self)
  }

  /// The constraints that affect the view's layout along `axis`.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]
  {
    layoutEngineIfAny?.constraintsAffecting(self, axis: axis) ?? []
  }

  /// The smallest (or largest) size the view's constraints allow for its content, solved apart from
  /// its superview.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    layoutEngine.fittingSize(of: self, target: targetSize)
  }
}

/// Edge insets in leading and trailing terms.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Creates insets.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
