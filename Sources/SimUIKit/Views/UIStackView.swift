public import Foundation

/// A view that lays out a row or column of arranged subviews with Auto Layout constraints of its own
/// (FIDELITY 14.18): `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// The direction of the arrangement.
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually
    case fillProportionally
    case equalSpacing
    case equalCentering
  }

  /// How arranged views sit across the axis.
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading
    case firstBaseline
    case center
    case trailing
    case lastBaseline

    /// `.top`, the same as `.leading` in a horizontal stack.
    public static let top = Alignment.leading
    /// `.bottom`, the same as `.trailing` in a horizontal stack.
    public static let bottom = Alignment.trailing
  }

  /// The views the stack arranges, a subset of `subviews` (FIDELITY 14.18).
  public private(set) var arrangedSubviews: [UIView] = []

  /// Horizontal (the default) or vertical.
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsUpdateConstraints() } }
  /// How the arranged views share the axis (default `.fill`).
  open var distribution: Distribution = .fill { didSet { setNeedsUpdateConstraints() } }
  /// How the arranged views sit across the axis (default `.fill`).
  open var alignment: Alignment = .fill { didSet { setNeedsUpdateConstraints() } }
  /// The space between adjacent arranged views (default 0).
  open var spacing: CGFloat = 0 { didSet { setNeedsUpdateConstraints() } }
  /// Whether the arranged views are placed inside the layout margins (default false).
  open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  private var arrangement: [NSLayoutConstraint] = []

  /// `UIStackView.spacingUseDefault`: no custom spacing after a view.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack that arranges `views`, adding each as a subview.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Creates the value.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Appends a view to the arrangement, adding it as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into the arrangement at `stackIndex`, adding it as a subview if it is not one.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    setNeedsUpdateConstraints()
  }

  /// Takes a view out of the arrangement; it stays a subview, shown and hit-testable (FIDELITY 14.18).
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    setNeedsUpdateConstraints()
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Sets the space after `arrangedSubview`, instead of ``spacing``.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    setNeedsUpdateConstraints()
  }

  /// The custom space after `arrangedSubview`, or ``spacingUseDefault``.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  open override func updateConstraints() {
    NSLayoutConstraint.deactivate(arrangement)
    arrangement = makeArrangement()
    NSLayoutConstraint.activate(arrangement)
    super.updateConstraints()
  }

  /// The stack's constraints for the visible arranged views.
  private func makeArrangement() -> [NSLayoutConstraint] {
    // Hidden arranged views take no space: they are left out of the arrangement.
    let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    guard let first = views.first, let last = views.last else { return [] }
    let vertical = axis == .vertical
    let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let start: NSLayoutConstraint.Attribute = vertical ? .top : .leading
    let end: NSLayoutConstraint.Attribute = vertical ? .bottom : .trailing
    let length: NSLayoutConstraint.Attribute = vertical ? .height : .width
    let crossStart: NSLayoutConstraint.Attribute = vertical ? .leading : .top
    let crossEnd: NSLayoutConstraint.Attribute = vertical ? .trailing : .bottom
    let crossCenter: NSLayoutConstraint.Attribute = vertical ? .centerX : .centerY
    var made: [NSLayoutConstraint] = []
    func add(
      _ id: String, _ a: any LayoutItem, _ attributeA: NSLayoutConstraint.Attribute,
      _ relation: NSLayoutConstraint.Relation, _ b: (any LayoutItem)?,
      _ attributeB: NSLayoutConstraint.Attribute, constant: CGFloat = 0
    ) {
      let constraint = NSLayoutConstraint(
        first: a, attributeA, relation, second: b, attributeB, constant: constant)
      constraint.identifier = id
      made.append(constraint)
    }
    add("UISV-canvas-connection", first, start, .equal, canvas, start)
    add("UISV-canvas-connection", canvas, end, .equal, last, end)
    for (previous, next) in zip(views, views.dropFirst()) {
      let custom = customSpacing(after: previous)
      let gap = custom == Self.spacingUseDefault ? spacing : custom
      let relation: NSLayoutConstraint.Relation =
        distribution == .equalSpacing || distribution == .equalCentering
        ? .greaterThanOrEqual : .equal
      add("UISV-spacing", next, start, relation, previous, end, constant: gap)
    }
    if distribution == .fillEqually {
      for view in views.dropFirst() {
        add("UISV-fill-equally", view, length, .equal, first, length)
      }
    }
    for view in views {
      switch alignment {
      case .fill:
        add("UISV-alignment", view, crossStart, .equal, canvas, crossStart)
        add("UISV-alignment", view, crossEnd, .equal, canvas, crossEnd)
      case .leading, .firstBaseline:
        add("UISV-alignment", view, crossStart, .equal, canvas, crossStart)
        add("UISV-spanning-boundary", view, crossEnd, .lessThanOrEqual, canvas, crossEnd)
      case .trailing, .lastBaseline:
        add("UISV-alignment", view, crossEnd, .equal, canvas, crossEnd)
        add("UISV-spanning-boundary", view, crossStart, .greaterThanOrEqual, canvas, crossStart)
      case .center:
        add("UISV-alignment", view, crossCenter, .equal, canvas, crossCenter)
        add("UISV-spanning-boundary", view, crossStart, .greaterThanOrEqual, canvas, crossStart)
      }
    }
    if distribution == .equalSpacing || distribution == .equalCentering
      || distribution == .fillProportionally
    {
      simulation.warn(
        "UIStackView.Distribution.\(distribution) is laid out as the simulator can: spacing is at least `spacing` and not made equal, and fillProportionally fills as .fill does. Frames may differ from a device's."
      )
    }
    return made
  }
}
