public import Foundation

/// The backdrop of the app's interface and the root of a view tree.
///
/// Matches iOS 13 and later: the root controller's view is wrapped as
/// `UIWindow > UITransitionView > UIDropShadowView > root view` (FIDELITY 1.6), and the window's
/// `next` is its scene (FIDELITY 1.7).
@preconcurrency @MainActor
open class UIWindow: UIView {
  private var storedRootViewController: UIViewController?
  // NB: weak, as UIKit declares `windowScene`: the scene (and the app) keep the window, not the
  // other way round, so a dropped device frees its window and scene without a teardown.
  private weak var storedScene: UIWindowScene?
  /// Whether this window is its scene's key window.
  public private(set) var isKeyWindow = false
  // NB: weak, as UIKit keeps it: the view tree owns the first responder (FIDELITY 11.1).
  package weak var storedFirstResponder: UIResponder?
  package var isChangingFirstResponder = false
  package weak var departingSubtree: UIView?
  private lazy var windowUndoManager = UndoManager()

  /// Creates a window that fills the screen, attached to `windowScene`.
  public init(windowScene: UIWindowScene) {
    super.init(frame: Simulation.current.screen.bounds)
    isHidden = true
    self.windowScene = windowScene
  }

  /// Creates a window with a frame and no scene.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creating windows from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The scene the window belongs to. The scene keeps its windows alive.
  public var windowScene: UIWindowScene? {
    get { storedScene }
    set {
      storedScene?.detach(self)
      storedScene = newValue
      newValue?.attach(self)
    }
  }

  /// The window's scene (FIDELITY 1.7); without a scene, the application, an assumption that
  /// ``FidelityAssumptions/windowWithoutSceneForwardsToApplication`` switches.
  open override var next: UIResponder? {
    if let storedScene { return storedScene }
    return simulation.assumptions.windowWithoutSceneForwardsToApplication
      ? simulation.application : nil
  }

  /// The window itself.
  open override var window: UIWindow? { self }

  /// The insets of the device's bars and corners, in the window's coordinates.
  package var deviceSafeAreaInsets: UIEdgeInsets {
    frame == simulation.screen.bounds ? simulation.screen.safeAreaInsets : .zero
  }

  // MARK: - Root view controller

  /// The controller whose view fills the window, wrapped in UIKit's private views (FIDELITY 1.6).
  ///
  /// On a visible window, setting it installs the new root's view at once, with appearance callbacks;
  /// on a hidden window, the view is installed when the window becomes visible.
  open var rootViewController: UIViewController? {
    get { storedRootViewController }
    set {
      guard newValue !== storedRootViewController else { return }
      if let newValue, newValue.parent != nil || newValue.presentingParent != nil {
        simulation.record(
          UIKitFault(
            exceptionName: UIKitFault.invalidArgument,
            reason:
              "\(newValue.objectName) is already \(newValue.parent.map { "a child of \($0.objectName)" } ?? "presented") and cannot also be a window's root view controller.",
            fix:
              "use a controller that is in no other hierarchy, or remove it from its parent first."
          ))
        return
      }
      let old = storedRootViewController
      trace(.window, "rootViewController = \(newValue.map { "\($0.objectName)" } ?? "nil")")
      if let old { uninstallRoot(old) }
      storedRootViewController = newValue
      if let newValue { newValue.owningWindow = self }
      if !isHidden, let newValue { installRoot(newValue) }
    }
  }

  /// The transition view that holds the root controller's content.
  package var rootTransitionView: UITransitionView? {
    guard let root = storedRootViewController?.viewIfLoaded,
      let shadow = root.superview as? UIDropShadowView
    else { return nil }
    return shadow.superview as? UITransitionView
  }

  private func installRoot(_ root: UIViewController) {
    guard root.viewIfLoaded?.window !== self else { return }
    let transition = UITransitionView(frame: bounds)
    let shadow = UIDropShadowView(frame: bounds)
    transition.addSubview(shadow)
    let rootView: UIView = root.view
    rootView.frame = shadow.bounds
    root.beginAppearanceTransition(true, animated: false)
    shadow.addSubview(rootView)
    insertSubview(transition, at: 0)
    root.endAppearanceTransitionAfterCommit()
  }

  private func uninstallRoot(_ root: UIViewController) {
    root.owningWindow = nil
    guard let rootView = root.viewIfLoaded, rootView.window === self else { return }
    let transition = rootTransitionView
    root.beginAppearanceTransition(false, animated: false)
    (transition ?? rootView).removeFromSuperview()
    rootView.removeFromSuperview()
    root.endAppearanceTransitionAfterCommit()
  }

  // MARK: - Key and visible

  /// Shows the window, makes it the key window of its scene, and installs the root controller's view.
  open func makeKeyAndVisible() {
    trace(.window, "makeKeyAndVisible()")
    isHidden = false
    makeKey()
    if let root = storedRootViewController { installRoot(root) }
  }

  /// Makes the window its scene's key window; the previous key window keeps its first responder
  /// (FIDELITY 11.7).
  open func makeKey() {
    guard !isKeyWindow else { return }
    for window in storedScene?.windows ?? [] where window !== self && window.isKeyWindow {
      window.isKeyWindow = false
      window.resignKey()
    }
    isKeyWindow = true
    becomeKey()
  }

  /// Tells the window it became the key window. Overrides must call `super`.
  open func becomeKey() {
    trace(.window, "becomeKey()")
    keyStatusDidChange()
  }

  /// Tells the window it stopped being the key window. Overrides must call `super`.
  open func resignKey() {
    trace(.window, "resignKey()")
    keyStatusDidChange()
  }

  /// The window's undo manager: every window has one (FIDELITY 11.17).
  open override var undoManager: UndoManager? { windowUndoManager }

  // MARK: - Teardown

  // NB: a presentation holds its presenter (FIDELITY 2.7), so a window let go with presentations on
  // screen, and no device to tear it down, would keep its controllers alive in that cycle.
  // `@MainActor deinit` is `isolated deinit`, spelled as UIView's is.
  @MainActor deinit {
    storedRootViewController?.endPresentationsForTeardown()
  }

  package func tearDown() {
    storedRootViewController?.endPresentationsForTeardown()
    storedRootViewController?.owningWindow = nil
    storedRootViewController = nil
    for subview in subviews { subview.storedSuperview = nil }
    subviews.removeAll()
    storedScene = nil
  }
}
