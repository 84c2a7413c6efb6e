public import Foundation

/// A rectangular area of the screen: the node of the view tree, hit-tested and drawn by the simulator.
///
/// Matches iOS: `next` is the owning view controller for a controller's root view and the superview
/// otherwise (FIDELITY 1.2); hit-testing follows FIDELITY 9.1–9.4.
@preconcurrency @MainActor
open class UIView: UIResponder {
  // NB: `superview` is held unretained, as UIKit holds it (assign), and is cleared by the
  // superview's deinit and by every removal, so it never dangles. Strong down (`subviews`), weak up.
  // It is stored as an `Unmanaged` reference so that walks up the tree retain nothing on the way.
  //
  // NB: the properties read on every hop of a walk or level of a hit-test are marked
  // @exclusivity(unchecked): views are main-actor objects, none of their accessors holds an access
  // across a call, and the runtime check (a thread-local lookup per read) was the largest cost of
  // walking `next` and of hit-testing.
  @exclusivity(unchecked) package var superviewLink: Unmanaged<UIView>?
  // NB: the owning controller holds this view strongly and clears this link in its deinit. Stored
  // as an `Unmanaged` reference too, so that `next` retains only the responder it returns.
  @exclusivity(unchecked) package var owningViewControllerLink: Unmanaged<UIViewController>?
  /// The window of the tree this view is in, updated for the whole subtree when it changes window.
  package weak var cachedWindow: UIWindow?

  /// The views directly inside this one, back to front.
  @exclusivity(unchecked) public package(set) var subviews: [UIView] = []

  private var storedFrame: CGRect
  private var boundsOrigin: CGPoint = .zero
  package var needsLayout = true
  /// Auto Layout's state for the view, made when it first takes part (AutoLayout/).
  package var autoLayoutStorage: ViewLayoutState?
  /// Whether a view inside this one needs layout: the layout pass descends only where this is set.
  package var descendantNeedsLayout = false

  /// Whether the view is hidden. Hidden views are skipped by hit-testing (FIDELITY 9.2).
  @exclusivity(unchecked) open var isHidden = false {
    didSet { if oldValue != isHidden { trace(.view, "isHidden = \(isHidden)") } }
  }
  /// The view's opacity, from 0 to 1. Views below 0.01 are skipped by hit-testing (FIDELITY 9.2).
  @exclusivity(unchecked) open var alpha: CGFloat = 1
  /// Whether touches are delivered to the view. Default: true (FIDELITY 9.2).
  @exclusivity(unchecked) open var isUserInteractionEnabled = true
  /// Whether subviews are clipped to the view's bounds when drawn. Hit-testing ignores points outside
  /// the bounds either way (FIDELITY 9.3).
  open var clipsToBounds = false
  /// Whether the view fills its bounds with opaque content: a drawing hint. Default: true.
  open var isOpaque = true
  /// How the view's content is laid out when its bounds change. Default: `.scaleToFill`.
  open var contentMode: UIView.ContentMode = .scaleToFill
  /// The view's background colour. Default: nil, a transparent background.
  open var backgroundColor: UIColor?
  /// An integer that identifies the view.
  @exclusivity(unchecked) open var tag = 0
  /// A string that identifies the view in tests.
  open var accessibilityIdentifier: String?
  /// A label that describes the view to assistive technologies and to tests.
  open var accessibilityLabel: String?

  /// Creates a view with the given frame.
  public init(frame: CGRect) {
    self.storedFrame = frame
    super.init()
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creating views from archives is not supported by the simulator; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  // NB: `@MainActor deinit` is `isolated deinit` spelled so that this compiler's module emission
  // accepts it in a `@preconcurrency @MainActor` class (it rejects the `isolated` spelling there).
  @MainActor deinit {
    for subview in subviews { subview.storedSuperview = nil }
    UIView.releaseIteratively(&subviews)
  }

  // MARK: - Responder chain

  /// The owning view controller if this is its root view, else the superview (FIDELITY 1.2).
  open override var next: UIResponder? {
    if let owningViewControllerLink { return owningViewControllerLink.takeUnretainedValue() }
    return superviewLink?.takeUnretainedValue()
  }

  /// The controller whose root view this is, if any.
  package var owningViewController: UIViewController? {
    get { owningViewControllerLink?.takeUnretainedValue() }
    set { owningViewControllerLink = newValue.map(Unmanaged.passUnretained) }
  }

  // MARK: - Hit-testing

  /// The farthest descendant of this view that contains `point`, or nil (FIDELITY 9.1–9.4).
  ///
  /// Override to change which view receives touches; call `super` for UIKit's behaviour.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Whether `point`, in this view's coordinates, is inside the view: by default, inside its bounds
  /// (FIDELITY 9.3).
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  // MARK: - Gesture recognizers

  /// The recognizers attached to the view, in the order they were added (FIDELITY 14.2).
  package var attachedGestureRecognizers: [UIGestureRecognizer] = []
  /// Whether the view is one of a scroll view's private scroll indicators (FIDELITY 14.13).
  package var isScrollIndicator = false

  /// Asked when a recognizer that received this view's touches tries to begin; false makes it fail
  /// (FIDELITY 14.6). Default: true; `UIButton` refuses a superview's single tap (14.10).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: - Layout

  /// Lays out the subviews. The default does nothing; subclasses override it.
  open func layoutSubviews() {}

  /// The view's natural size for Auto Layout; ``UIView/noIntrinsicMetric`` on an axis without one.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Updates the view's constraints before layout, when ``UIView/setNeedsUpdateConstraints()`` asked.
  /// The default does nothing; overrides call `super` last, as UIKit asks.
  open func updateConstraints() {}

  /// Called when the view's traits changed, after the change (FIDELITY 12.6). Deprecated in iOS 17
  /// in favour of `registerForTraitChanges(_:handler:)`, and still called.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The size that best fits the view's content within `size`. The default returns the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  // MARK: - Geometry

  /// The view's rectangle in its superview's coordinates.
  open var frame: CGRect {
    get { storedFrame }
    set {
      let resized = newValue.size != storedFrame.size
      if newValue != storedFrame { simulation.layoutRevision.noteChange() }
      storedFrame = newValue
      if resized { setNeedsLayout() }
    }
  }

  /// The view's rectangle in its own coordinates: its size, and an origin that shifts its content.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      let center = self.center
      boundsOrigin = newValue.origin
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The centre of the frame, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      simulation.layoutRevision.noteChange()
      storedFrame.origin = CGPoint(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
    }
  }

  // MARK: - Hierarchy override points

  /// Called before the view moves to a new superview (nil when removed).
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a new superview.
  open func didMoveToSuperview() {}

  /// Called before the view moves to a new window (nil when leaving its window).
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view moved to a new window.
  open func didMoveToWindow() {}

  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: - Safe area

  /// The insets of the area not covered by the device's bars and rounded corners, clipped to this view.
  open var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    let insets = window.deviceSafeAreaInsets
    let rect = frameInWindow
    let windowBounds = window.bounds
    return UIEdgeInsets(
      top: max(0, insets.top - rect.minY),
      left: max(0, insets.left - rect.minX),
      bottom: max(0, rect.maxY - (windowBounds.maxY - insets.bottom)),
      right: max(0, rect.maxX - (windowBounds.maxX - insets.right)))
  }

  // MARK: - Hierarchy, read side

  /// The view this one is inside, or nil.
  public var superview: UIView? { storedSuperview }

  /// The superview, for the module's own code; walks up the tree use ``firstView(upwardWhere:)``.
  package var storedSuperview: UIView? {
    get { superviewLink?.takeUnretainedValue() }
    set { superviewLink = newValue.map(Unmanaged.passUnretained) }
  }

  /// The first view, this one and then up its superviews, that satisfies `predicate`, or nil.
  ///
  /// The walk retains nothing on the way: a superview link is cleared before its view goes away, and
  /// `predicate` must not change the tree.
  @inline(__always)
  package func firstView(upwardWhere predicate: (UIView) -> Bool) -> UIView? {
    unowned(unsafe) var view = self
    while true {
      if predicate(view) { return view }
      guard let up = view.superviewLink else { return nil }
      view = up.takeUnretainedValue()
    }
  }

  /// The window this view is in, or nil if it is not in a window. O(1): kept up to date by moves.
  open var window: UIWindow? { cachedWindow }

  /// Whether this view is `view` or inside it.
  public func isDescendant(of view: UIView) -> Bool {
    firstView(upwardWhere: { $0 === view }) != nil
  }

  /// The first view, this one or one inside it depth first, whose tag is `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if view.tag == tag { return view }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }

  // MARK: - Teardown

  nonisolated(unsafe) private static var releaseQueue: [UIView] = []
  nonisolated(unsafe) private static var isReleasing = false

  /// Releases a subtree without recursion, so that a very deep tree cannot overflow the stack.
  private static func releaseIteratively(_ views: inout [UIView]) {
    guard !views.isEmpty else { return }
    releaseQueue.append(contentsOf: views)
    views.removeAll()
    guard !isReleasing else { return }
    isReleasing = true
    while !releaseQueue.isEmpty {
      _ = releaseQueue.popLast()
    }
    isReleasing = false
  }
}
