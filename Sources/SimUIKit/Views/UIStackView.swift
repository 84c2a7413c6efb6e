public import Foundation

/// A view that lays out a row or column of arranged subviews with Auto Layout constraints of its own
/// (FIDELITY 14.18): `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-spanning-boundary`, `UISV-fill-equally`, `UISV-fill-proportionally`, and for equal spacing
/// or centring a gap guide between each pair of views with `UISV-distributing` constraints.
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
  /// The guides that fill the gaps of an equal-spacing or equal-centering arrangement.
  private var gapGuides: [UILayoutGuide] = []

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
    for guide in gapGuides { removeLayoutGuide(guide) }
    gapGuides = []
    arrangement = makeArrangement()
    NSLayoutConstraint.activate(arrangement)
    super.updateConstraints()
  }

  /// The stack's constraints for the visible arranged views (FIDELITY 14.18).
  private func makeArrangement() -> [NSLayoutConstraint] {
    // Hidden arranged views take no space: they are left out of the arrangement.
    let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    guard let first = views.first, let last = views.last else { return [] }
    let axes = ArrangementAxes(vertical: axis == .vertical)
    let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    var made: [NSLayoutConstraint] = []
    func add(
      _ id: String, _ a: any LayoutItem, _ attributeA: NSLayoutConstraint.Attribute,
      _ relation: NSLayoutConstraint.Relation, _ b: (any LayoutItem)?,
      _ attributeB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
      priority: UILayoutPriority = .required
    ) {
      let constraint = NSLayoutConstraint(
        first: a, attributeA, relation, second: b, attributeB, multiplier: multiplier,
        constant: constant)
      constraint.identifier = id
      constraint.priority = priority
      made.append(constraint)
    }
    add("UISV-canvas-connection", first, axes.start, .equal, canvas, axes.start)
    add("UISV-canvas-connection", canvas, axes.end, .equal, last, axes.end)
    let distributesGaps = distribution == .equalSpacing || distribution == .equalCentering
    var gaps: [CGFloat] = []
    for (previous, next) in zip(views, views.dropFirst()) {
      let custom = customSpacing(after: previous)
      let gap = custom == Self.spacingUseDefault ? spacing : custom
      gaps.append(gap)
      add(
        "UISV-spacing", next, axes.start, distributesGaps ? .greaterThanOrEqual : .equal, previous,
        axes.end, constant: gap)
    }
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      for view in views.dropFirst() {
        add("UISV-fill-equally", view, axes.length, .equal, first, axes.length)
      }
    case .fillProportionally:
      // Each view's share of the room left by the spacing is its share of the intrinsic lengths.
      let lengths = views.map { view -> CGFloat in
        let size = view.intrinsicContentSize
        let length = axes.vertical ? size.height : size.width
        return length == UIView.noIntrinsicMetric ? 0 : length
      }
      let total = lengths.reduce(0, +)
      let room = gaps.reduce(0, +)
      if total > 0 {
        for (view, length) in zip(views, lengths) {
          let share = length / total
          add(
            "UISV-fill-proportionally", view, axes.length, .equal, canvas, axes.length,
            multiplier: share, constant: -share * room, priority: UILayoutPriority(999))
        }
      }
    case .equalSpacing, .equalCentering:
      // A guide fills each gap, edge to edge or centre to centre, and the guides are made equal.
      let edge = distribution == .equalSpacing
      for (previous, next) in zip(views, views.dropFirst()) {
        let guide = UILayoutGuide()
        guide.identifier = "_UIOLAGapGuide"
        addLayoutGuide(guide)
        gapGuides.append(guide)
        add(
          "UISV-distributing-edge", guide, axes.start, .equal, previous,
          edge ? axes.end : axes.center)
        add(
          "UISV-distributing-edge", guide, axes.end, .equal, next, edge ? axes.start : axes.center)
        add("UISV-distributing-edge", guide, axes.crossStart, .equal, canvas, axes.crossStart)
        add("UISV-distributing-edge", guide, axes.crossLength, .equal, nil, .notAnAttribute)
      }
      for guide in gapGuides.dropFirst() {
        add(
          "UISV-distributing", guide, axes.length, .equal, gapGuides[0], axes.length,
          priority: edge ? .required : UILayoutPriority(999))
      }
    }
    for view in views {
      switch alignment {
      case .fill:
        add("UISV-alignment", view, axes.crossStart, .equal, canvas, axes.crossStart)
        add("UISV-alignment", view, axes.crossEnd, .equal, canvas, axes.crossEnd)
      case .leading, .firstBaseline:
        add("UISV-alignment", view, axes.crossStart, .equal, canvas, axes.crossStart)
        add("UISV-spanning-boundary", view, axes.crossEnd, .lessThanOrEqual, canvas, axes.crossEnd)
      case .trailing, .lastBaseline:
        add("UISV-alignment", view, axes.crossEnd, .equal, canvas, axes.crossEnd)
        add(
          "UISV-spanning-boundary", view, axes.crossStart, .greaterThanOrEqual, canvas,
          axes.crossStart)
      case .center:
        add("UISV-alignment", view, axes.crossCenter, .equal, canvas, axes.crossCenter)
        add(
          "UISV-spanning-boundary", view, axes.crossStart, .greaterThanOrEqual, canvas,
          axes.crossStart)
      }
    }
    return made
  }
}

/// The attributes of a stack's axis and of the axis across it.
private struct ArrangementAxes {
  let vertical: Bool
  var start: NSLayoutConstraint.Attribute { vertical ? .top : .leading }
  var end: NSLayoutConstraint.Attribute { vertical ? .bottom : .trailing }
  var center: NSLayoutConstraint.Attribute { vertical ? .centerY : .centerX }
  var length: NSLayoutConstraint.Attribute { vertical ? .height : .width }
  var crossStart: NSLayoutConstraint.Attribute { vertical ? .leading : .top }
  var crossEnd: NSLayoutConstraint.Attribute { vertical ? .trailing : .bottom }
  var crossCenter: NSLayoutConstraint.Attribute { vertical ? .centerX : .centerY }
  var crossLength: NSLayoutConstraint.Attribute { vertical ? .width : .height }
}
