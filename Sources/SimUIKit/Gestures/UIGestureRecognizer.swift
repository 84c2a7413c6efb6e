public import Foundation

/// An object that recognizes a gesture from the touches of its view and of the views inside it,
/// and sends action messages to its targets.
///
/// Matches iOS (FIDELITY 14): a recognizer sees a touch before the hit-test view does (14.1), with
/// UIKit's defaults (14.2) and state machine (14.3); it is not a responder and is never on a `next`
/// chain. The simulation's touch pipeline feeds it.
///
/// Subclasses set ``state`` from the touch methods, as code importing
/// `UIKit.UIGestureRecognizerSubclass` does; the simulator runs UIKit's checks on each change
/// (`gestureRecognizerShouldBegin`, failure requirements, exclusion).
@preconcurrency @MainActor
open class UIGestureRecognizer: SimulatedObject {
  /// The states of a recognizer, with UIKit's raw values (FIDELITY 14.3).
  public enum State: Int, Sendable, CustomStringConvertible {
    /// Not recognized yet; the state every recognizer starts and is reset to.
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended; for a discrete gesture, it was recognized.
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The gesture could not be recognized.
    case failed = 5

    /// A discrete gesture was recognized: the same value as ``ended``.
    public static let recognized = State.ended

    /// The case's name, as traces print it.
    nonisolated public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }
  }

  struct TargetAction {
    weak var target: AnyObject?
    let action: Selector
  }

  var targetActions: [TargetAction] = []
  var storedState: State = .possible
  /// The state a recognizer that waits for others to fail will take when they do (FIDELITY 14.9).
  var pendingState: State?
  /// The recognizers this one requires to fail, through ``require(toFail:)``.
  var failureRequirements: [WeakRecognizer] = []
  /// The touches this recognizer is tracking, in the order they began.
  package internal(set) var trackedTouches: [UITouch] = []
  weak var storedView: UIView?
  /// UIKit's own handler for a recognizer a system view owns (a scroll view's pan), run before
  /// the targets' actions.
  var internalAction: ((UIGestureRecognizer) -> Void)?

  /// The view the recognizer is attached to, set by `addGestureRecognizer(_:)` (FIDELITY 14.2).
  public var view: UIView? { storedView }

  /// The recognizer's delegate, held weakly (FIDELITY 14.2).
  public weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Whether the recognizer receives touches. Default: true. Disabling a recognizer that is
  /// recognizing cancels it (FIDELITY 14.1).
  open var isEnabled = true {
    didSet {
      guard oldValue != isEnabled, !isEnabled else { return }
      simulation.gestureEnvironment.recognizerWasDisabled(self)
    }
  }

  /// Whether a recognized gesture cancels the view's touches. Default: true (FIDELITY 14.2, 14.4).
  open var cancelsTouchesInView = true
  /// Whether the view's `touchesBegan` waits until this recognizer fails. Default: false
  /// (FIDELITY 14.5).
  open var delaysTouchesBegan = false
  /// Whether the view's `touchesEnded` waits while this recognizer may still recognize.
  /// Default: true (FIDELITY 14.4).
  open var delaysTouchesEnded = true
  /// Whether the recognizer takes touches of one type only. Default: true (FIDELITY 14.2).
  open var requiresExclusiveTouchType = true
  /// A name for the recognizer, shown in traces and dumps.
  open var name: String?

  /// Creates a recognizer with no target (FIDELITY 14.2).
  public override init() {
    super.init()
  }

  /// Creates a recognizer that sends `action` to `target`. A nil target registers no action: unlike
  /// a control's, a recognizer's nil target is not the responder chain (FIDELITY 14.2).
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  // MARK: - Targets and actions

  /// Adds a target-action pair; it may be called several times (FIDELITY 14.2). The target is held
  /// weakly, as UIKit holds it. Swift on Linux finds the method through the target's
  /// ``UIResponder/actionMethods`` table (see ``ActionMethod``).
  public func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else {
      return
    }
    targetActions.append(TargetAction(target: object, action: action))
  }

  /// Removes target-action pairs: a nil target matches every target, a nil action every action.
  public func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targetActions.removeAll {
      (object == nil || $0.target === object) && (action == nil || $0.action == action)
    }
  }

  /// The number of target-action pairs registered.
  package var registeredActionCount: Int { targetActions.count }

  // MARK: - State

  /// The recognizer's state (FIDELITY 14.3). Subclasses set it from their touch methods; each change
  /// goes through UIKit's checks, so a move out of `possible` may end in `failed` instead, or wait
  /// for another recognizer to fail (14.6, 14.9).
  public var state: State {
    get { storedState }
    set { simulation.gestureEnvironment.recognizer(self, requests: newValue) }
  }

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes
  /// (FIDELITY 14.9).
  public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer })
    else { return }
    failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  // MARK: - Touches, for subclasses

  /// The number of touches the recognizer is tracking.
  public var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of the tracked touches in `view`'s coordinates (the window's if nil).
  public func location(in view: UIView?) -> CGPoint {
    guard !trackedTouches.isEmpty else { return .zero }
    let points = trackedTouches.map { $0.location(in: view) }
    let count = CGFloat(points.count)
    return CGPoint(
      x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
  }

  /// The location of one tracked touch in `view`'s coordinates.
  public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return .zero }
    return trackedTouches[touchIndex].location(in: view)
  }

  /// Tells the recognizer that touches began. Called before the view's `touchesBegan` (FIDELITY 14.1).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tells the recognizer that touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tells the recognizer that touches ended. Called before the view's `touchesEnded` (FIDELITY 14.4).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tells the recognizer that touches were cancelled.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Returns the recognizer to its starting values. UIKit calls it when the event sequence is over,
  /// after the state went back to `possible` (FIDELITY 14.3). Subclasses call `super`.
  open func reset() {}

  /// Whether this recognizer may prevent `preventedGestureRecognizer` from recognizing. Default: true.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer` may prevent this one from recognizing. Default: true.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// What traces print for the recognizer: its class and number, and its name if it has one.
  package var traceName: String {
    let named = name.map { "\(objectName) '\($0)'" } ?? "\(objectName)"
    return systemRole.map { "\(named) (\($0))" } ?? named
  }

  /// What a recognizer UIKit itself owns is for, such as "the sheet's drag"; nil for the app's own
  /// recognizers (FIDELITY 14.20).
  package internal(set) var systemRole: String?

  // MARK: - Actions

  /// Sends the action messages, each with the recognizer as its argument (FIDELITY 14.3).
  func sendActions() {
    internalAction?(self)
    for pair in targetActions {
      guard let target = pair.target else { continue }
      trace(.gesture, "action \(pair.action) → \(Self.describe(target)) (state \(storedState))")
      if let responder = target as? UIResponder {
        responder.performAction(pair.action, sender: self)
      } else {
        simulation.warn(
          "ResponderLab cannot call \(pair.action) on \(Self.describe(target)): only responders list their action methods. To fix, make the target a UIResponder subclass that lists ActionMethod(\"\(pair.action)\", …) in actionMethods."
        )
      }
    }
  }

  private static func describe(_ target: AnyObject) -> String {
    (target as? SimulatedObject)?.objectName.description ?? String(describing: type(of: target))
  }
}

/// A recognizer held weakly, for failure requirements.
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
