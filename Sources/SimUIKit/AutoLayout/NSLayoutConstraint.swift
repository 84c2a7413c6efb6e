public import Foundation

/// A relation between two layout attributes, `first = multiplier × second + constant`, that the
/// Auto Layout engine satisfies in the layout pass at the end of the turn (FIDELITY 8.8).
@preconcurrency @MainActor
open class NSLayoutConstraint: SimulatedObject {
  /// The first item: a view or a layout guide.
  public private(set) weak var firstItem: AnyObject?
  /// The second item, or nil for a constant size.
  public private(set) weak var secondItem: AnyObject?
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// The attribute of the second item, or `.notAnAttribute`.
  public let secondAttribute: Attribute
  /// How the two sides compare.
  public let relation: Relation
  /// The factor applied to the second item's attribute.
  public let multiplier: CGFloat

  // NB: items are held weakly, as UIKit holds them (a view keeps its constraints, so a strong item
  // would be a cycle); the same objects typed as layout items, weakly too.
  private(set) weak var firstLayoutItem: (any LayoutItem)?
  private(set) weak var secondLayoutItem: (any LayoutItem)?

  /// The constant added to the second side. Changing it on an active constraint re-solves the layout
  /// in the next layout pass.
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      solverConstraintCache = nil
      noteChanged()
    }
  }

  /// The priority; an active required constraint cannot be made optional (UIKit raises), and the
  /// simulator refuses that change with a fault.
  public var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive && (oldValue == .required) != (priority == .required) {
        simulation.record(
          UIKitFault(
            exceptionName: UIKitFault.internalInconsistency,
            reason:
              "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Int(priority.rawValue)) and the existing priority was \(Int(oldValue.rawValue)).",
            fix:
              "set the priority before activating the constraint, or use 999 instead of required."))
        priority = oldValue
        return
      }
      solverConstraintCache = nil
      noteChanged()
    }
  }

  /// A name shown in the constraint's description and the engine's messages.
  public var identifier: String?

  /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
  public var isActive: Bool {
    get { installedView != nil }
    set { newValue ? activate() : deactivate() }
  }

  /// Whether the engine broke this constraint to recover from a conflict.
  package var isBroken = false

  /// The view whose `constraints` hold this constraint while active: the items' nearest common
  /// ancestor, as UIKit installs it.
  package internal(set) weak var installedView: UIView?

  var solverConstraintCache: SolverConstraint?
  /// When the constraint was last activated, in the simulation's count of activations.
  var activationNumber = 0

  /// Creates a constraint in UIKit's explicit form.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as? any LayoutItem, attr1, relation, second: view2 as? any LayoutItem, attr2,
      multiplier: multiplier, constant: c)
  }

  init(
    first: (any LayoutItem)?, _ firstAttribute: Attribute, _ relation: Relation,
    second: (any LayoutItem)?, _ secondAttribute: Attribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0
  ) {
    self.firstItem = first
    self.secondItem = second
    self.firstLayoutItem = first
    self.secondLayoutItem = second
    self.firstAttribute = firstAttribute
    self.secondAttribute = secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    super.init()
  }

  /// The first item's anchor for ``firstAttribute``.
  public var firstAnchor: NSLayoutAnchor<AnyObject>? {
    firstLayoutItem.map { NSLayoutAnchor(item: $0, attribute: firstAttribute) }
  }

  /// The second item's anchor for ``secondAttribute``, or nil.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondLayoutItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
  }

  // MARK: - Activation

  /// Activates every constraint in the list.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint in the list.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  private func activate() {
    guard installedView == nil else { return }
    guard let host = commonAncestor() else {
      simulation.record(
        UIKitFault(
          exceptionName: "NSGenericException",
          reason:
            "Unable to activate constraint with anchors \(anchorDescription(first: true)) and \(anchorDescription(first: false)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.",
          fix: "add both views to the same hierarchy before activating the constraint."))
      return
    }
    host.install(self)
  }

  private func deactivate() {
    installedView?.uninstall(self)
  }

  /// The nearest common ancestor of the items' views, or nil when they are in different trees.
  private func commonAncestor() -> UIView? {
    guard let firstView = firstLayoutItem?.layoutOwningView else { return nil }
    guard let second = secondLayoutItem else {
      return firstLayoutItem is UIView ? firstView : firstView
    }
    guard let secondView = second.layoutOwningView else { return nil }
    var ancestors: Set<ObjectIdentifier> = []
    var view: UIView? = firstView
    while let current = view {
      ancestors.insert(ObjectIdentifier(current))
      view = current.superview
    }
    view = secondView
    while let current = view {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      view = current.superview
    }
    return nil
  }

  private func noteChanged() {
    installedView?.setNeedsLayout()
  }

  private func anchorDescription(first: Bool) -> String {
    let item = first ? firstLayoutItem : secondLayoutItem
    let attribute = first ? firstAttribute : secondAttribute
    guard let item else { return "(nil)" }
    return
      "<NSLayoutXAxisAnchor:0x0 \"\(item.layoutDescription(withAddresses: true)).\(attribute.printedName)\">"
  }

  // MARK: - The engine's form

  /// The constraint as a linear constraint over its items' unknowns.
  package var solverConstraint: SolverConstraint? {
    if let solverConstraintCache { return solverConstraintCache }
    guard let first = firstLayoutItem, firstItem != nil else { return nil }
    var rhs = LinearExpression(constant: Double(constant))
    if let second = secondLayoutItem {
      guard secondItem != nil else { return nil }
      rhs = rhs + second.expression(for: secondAttribute) * Double(multiplier)
    }
    let made = SolverConstraint(
      first.expression(for: firstAttribute), relation.solverRelation, rhs,
      priority: Double(priority.rawValue), label: uikitDescription(withAddresses: false))
    solverConstraintCache = made
    return made
  }
}
