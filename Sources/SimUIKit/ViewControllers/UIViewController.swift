public import Foundation

/// An object that manages a view tree: its loading, its appearance, its children and its
/// presentations.
///
/// Matches iOS: the view loads lazily (FIDELITY 8.1); containment calls and relationships follow
/// FIDELITY 8.2–8.3; appearance callbacks are forwarded to children (8.4); `next` follows the iOS 26.1
/// rule of FIDELITY 1.4 by default, or the cross-scene branch of 1.5 when switched.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private var storedView: UIView?
  /// The controller's title.
  open var title: String? {
    didSet {
      navigationItem.title = title
      (parent as? UINavigationController)?.childTitleDidChange(self)
    }
  }
  /// The navigation item a navigation controller shows for this controller.
  public let navigationItem = UINavigationItem()
  /// The tab bar item a tab bar controller shows for this controller.
  open var tabBarItem = UITabBarItem()
  /// The items a navigation controller's toolbar shows for this controller.
  open var toolbarItems: [UIBarButtonItem]?

  // MARK: Containment storage

  /// The container this controller is a child of. Weak: the parent holds its children (FIDELITY 8.3).
  public package(set) weak var parent: UIViewController?
  /// The child controllers, in the order they were added. Presented controllers are never children
  /// (FIDELITY 8.3).
  public package(set) var children: [UIViewController] = []
  package weak var owningWindow: UIWindow?

  // MARK: Appearance storage

  /// Where a controller is in its appearance cycle.
  package enum AppearState: String {
    case disappeared, appearing, appeared, disappearing
  }
  package var appearState: AppearState = .disappeared
  package var appearanceIsAnimated = false
  /// Set while a container or a presentation drives this controller's appearance itself, so that
  /// window moves of its view do not also drive it.
  package var appearanceIsManaged = false
  /// Whether the controller is appearing because it was added to a parent (FIDELITY 8.4).
  public package(set) var isMovingToParent = false
  /// Whether the controller is disappearing because it was removed from its parent (FIDELITY 8.4).
  public package(set) var isMovingFromParent = false
  /// Whether the controller is appearing because it is being presented (FIDELITY 8.4).
  public package(set) var isBeingPresented = false
  /// Whether the controller is disappearing because it is being dismissed (FIDELITY 8.4).
  public package(set) var isBeingDismissed = false

  // MARK: Presentation storage

  /// The controller that presented this one directly (UIKit's "parent modal" controller).
  /// Weak: the presenter holds what it presents.
  package weak var presentingParent: UIViewController?
  /// The controller this one presented directly (UIKit's "child modal" controller). Strong.
  package var presentedChild: UIViewController?
  /// A private override of `next`, as UIKit keeps one (FIDELITY 1.4, step 1).
  package weak var nextResponderOverride: UIResponder?
  /// The presentation controller made on demand or for the current presentation (FIDELITY 2.1).
  package var storedPresentationController: UIPresentationController?
  /// UIKit's private notice to the presented controller of a user's dismissal (FIDELITY 5.4).
  package var privateDismissalHandler: ((PrivateDismissalEvent) -> Void)?
  package var storedModalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Where the presented controller's view was before a full-screen or current-context presentation
  /// removed it (FIDELITY 3.11), to put it back on dismissal.
  package var removedViewPlacement: (superview: UIView, index: Int)?

  /// How the controller is presented. Reading it never returns `.automatic`: a plain controller
  /// resolves it to `.pageSheet` (FIDELITY 3.1, 2.2).
  open var modalPresentationStyle: UIModalPresentationStyle {
    get {
      storedModalPresentationStyle == .automatic
        ? automaticPresentationStyle : storedModalPresentationStyle
    }
    set { storedModalPresentationStyle = newValue }
  }

  /// What `.automatic` resolves to for this class: `.pageSheet` for a plain controller (FIDELITY 3.1).
  open var automaticPresentationStyle: UIModalPresentationStyle { .pageSheet }

  /// Whether this controller's view is covered by current-context presentations made from it or its
  /// children (FIDELITY 3.4). Default: false.
  open var definesPresentationContext = false

  /// Whether the user may not dismiss the presentation interactively (FIDELITY 4.6). Default: false.
  open var isModalInPresentation = false

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (FIDELITY 21.6).
  /// Default: true.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The size the controller would like its view to have in a popover or form sheet; zero means
  /// no preference (FIDELITY 12.21). A change while presented lays the popover or sheet out again.
  open var preferredContentSize: CGSize = .zero {
    didSet {
      if preferredContentSize != oldValue, presentingParent != nil {
        storedPresentationController?.presentedContentSizeDidChange()
      }
    }
  }

  /// How the controller's view animates on screen when presented. Default: `.coverVertical`.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

  /// Whether a current-context presentation made in this controller's context uses this
  /// controller's `modalTransitionStyle` instead of the presented controller's. Default: false.
  open var providesPresentationContextTransitionStyle = false

  /// Creates a controller with no view loaded yet: UIKit's designated initializer. Nib names and
  /// bundles are accepted for source compatibility and ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller with no view loaded yet.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creating controllers from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  // NB: `@MainActor deinit` is `isolated deinit` spelled so that this compiler's module emission
  // accepts it in a `@preconcurrency @MainActor` class (it rejects the `isolated` spelling there).
  @MainActor deinit {
    storedView?.owningViewController = nil
  }

  // MARK: - Responder chain

  /// The next responder, by the iOS 26.1 rule of FIDELITY 1.4 unless
  /// ``FidelityAssumptions/viewControllerNextRule`` selects the cross-scene branch of 1.5.
  open override var next: UIResponder? {
    switch simulation.assumptions.viewControllerNextRule {
    case .defaultPath: nextByDefaultPath
    case .crossScene: nextByCrossSceneBranch
    }
  }

  // MARK: - Actions, key commands and showing (FIDELITY 11.13, 11.15, 11.18–11.20)

  /// The key commands added with ``addKeyCommand(_:)``.
  package var addedKeyCommands: [UIKeyCommand] = []
  /// The presenter's first responder, resigned while this controller is presented (FIDELITY 11.6).
  package weak var preservedFirstResponder: UIResponder?
  /// This controller's first responder, resigned when a push or pop took it off the top of its
  /// navigation controller (FIDELITY 11.21).
  package weak var navigationPreservedFirstResponder: UIResponder?

  /// Whether this controller keeps responding to actions while it presents a controller modally
  /// (FIDELITY 11.13). Default: true.
  open var performsActionsWhilePresentingModally: Bool { true }

  /// Shows `vc` in the way the controller that handles `show` up the chain of parents chooses: a
  /// navigation controller pushes; with none, this controller presents it (FIDELITY 11.18).
  open func show(_ vc: UIViewController, sender: Any?) {
    showByDefault(vc, sender: sender)
  }

  /// Shows `vc` as a detail: a split view controller up the chain installs it or, collapsed, shows it
  /// through its primary; with none, this controller presents it (FIDELITY 11.19).
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    showDetailByDefault(vc, sender: sender)
  }

  /// This controller if it handles `action`, else the nearest ancestor that does, else nil
  /// (FIDELITY 11.20). A controller handles an action its class lists in `actionMethods` and
  /// `canPerformAction(_:withSender:)` accepts.
  open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    defaultTargetViewController(forAction: action, sender: sender)
  }

  // MARK: - Presenting and dismissing

  /// Presents `viewControllerToPresent` modally (FIDELITY 3).
  ///
  /// UIKit picks the real presenter: for current-context styles the controller that defines the
  /// context, else the top of this controller's chain of parents (3.2–3.4). A presenter that is
  /// already presenting, in a transition or out of the window drops the request with UIKit's warning,
  /// and `completion` never runs (3.7). Otherwise `completion` runs after the presented controller's
  /// `viewDidAppear` (3.8).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    // NB: UIKit's signature takes a plain `() -> Void`, so overrides written for UIKit compile; the
    // completion only ever runs on the main actor.
    nonisolated(unsafe) let completion = completion
    var onMainActor: (@MainActor () -> Void)?
    if completion != nil { onMainActor = { completion?() } }
    performPresentation(of: viewControllerToPresent, animated: flag, completion: onMainActor)
  }

  /// Dismisses what this controller (or its nearest ancestor) presents, with everything above it; or,
  /// when it presents nothing, this controller's own presentation (FIDELITY 3.9). Never calls the
  /// adaptive delegate (3.10).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    nonisolated(unsafe) let completion = completion
    var onMainActor: (@MainActor () -> Void)?
    if completion != nil { onMainActor = { completion?() } }
    performDismissal(animated: flag, interactive: nil, completion: onMainActor)
  }

  // MARK: - The view

  /// The controller's root view, loaded on first read by ``loadView()`` and then ``viewDidLoad()``
  /// (FIDELITY 8.1).
  ///
  /// Implicitly unwrapped, as UIKit declares it: a read always answers a view, and setting nil
  /// unloads it, so that the next read loads it again.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      if let storedView { return storedView }
      loadViewIfNeeded()
      return storedView ?? installFallbackView()
    }
    set {
      if let newValue {
        setView(newValue)
      } else {
        storedView?.owningViewController = nil
        storedView = nil
      }
    }
  }

  /// The root view if it is loaded, without loading it (FIDELITY 8.1).
  public var viewIfLoaded: UIView? { storedView }

  /// Whether the root view is loaded (FIDELITY 8.1).
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    trace(.lifecycle, "loadView()")
    loadView()
    if storedView == nil { _ = installFallbackView() }
    trace(.lifecycle, "viewDidLoad()")
    viewDidLoad()
  }

  /// Creates the root view. The default makes a plain view the size of the screen.
  open func loadView() {
    view = UIView(frame: simulation.screen.bounds)
  }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}

  private func installFallbackView() -> UIView {
    let fallback = UIView(frame: simulation.screen.bounds)
    setView(fallback)
    return fallback
  }

  private func setView(_ newView: UIView) {
    if let owner = newView.owningViewController, owner !== self {
      simulation.record(
        UIKitFault(
          exceptionName: UIKitFault.hierarchyInconsistency,
          reason:
            "A view can only be associated with at most one view controller at a time! View \(newView.objectName) is associated with \(owner.objectName). Clear this association before associating this view with \(objectName).",
          fix:
            "give \(objectName) a view of its own, or set \(owner.objectName).view to another view first."
        ))
      return
    }
    storedView?.owningViewController = nil
    storedView = newView
    newView.owningViewController = self
  }

  package func releaseViewForTeardown() {
    storedView?.owningViewController = nil
  }

  /// Called when the controller starts to appear, after its view has loaded and before
  /// `viewWillAppear`: containers put their visible child's view in place here, so that a child's
  /// view loads after the container's `viewDidLoad`, as in UIKit.
  package func installContentBeforeAppearing() {}

  // MARK: - Layout callbacks

  /// Called before the view lays out its subviews, in the layout pass at the end of the turn that
  /// marked it (FIDELITY 8.8): at first display, between `viewWillAppear` and `viewDidAppear`.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews (FIDELITY 8.8).
  open func viewDidLayoutSubviews() {}

  /// Called when the controller's traits changed, after the change (FIDELITY 12.6). Deprecated in
  /// iOS 17 in favour of `registerForTraitChanges(_:handler:)`, and still called.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called before the size of the controller's view changes, as in a rotation or a window resize.
  /// The default forwards the call to the children: an override that does not call `super` keeps
  /// them from hearing of it.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    forwardViewWillTransition(to: size, with: coordinator)
  }

  /// Called before the controller's traits change, with the new ones. The default forwards the call
  /// to the children.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    forwardWillTransition(to: newCollection, with: coordinator)
  }

  /// Called by the root view's layout, before its `layoutSubviews`. Containers start work deferred
  /// to the layout pass here, as UIKit's private `__viewWillLayoutSubviews` does (FIDELITY 8.9).
  package func viewWillLayoutSubviewsFromView() {
    trace(.lifecycle, "viewWillLayoutSubviews()")
    viewWillLayoutSubviews()
  }

  /// Called by the root view's layout, after its `layoutSubviews`.
  package func viewDidLayoutSubviewsFromView() {
    trace(.lifecycle, "viewDidLayoutSubviews()")
    viewDidLayoutSubviews()
  }

  // MARK: - Appearance callbacks

  /// Called before the view is added to the visible hierarchy.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view was added to the visible hierarchy.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from the visible hierarchy.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was removed from the visible hierarchy.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether containment forwards appearance callbacks to children automatically. Default: true
  /// (FIDELITY 8.4).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  // MARK: - Containment override points

  /// Called before the controller is added to or removed from a container (`nil`).
  open func willMove(toParent parent: UIViewController?) {
    trace(.containment, "willMove(toParent: \(parent.map { "\($0.objectName)" } ?? "nil"))")
  }

  /// Called after the controller was added to or removed from a container (`nil`).
  open func didMove(toParent parent: UIViewController?) {
    trace(.containment, "didMove(toParent: \(parent.map { "\($0.objectName)" } ?? "nil"))")
  }
}
