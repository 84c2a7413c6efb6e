import Foundation

/// An object that can respond to and handle events, the base of views, controllers, windows, scenes
/// and the application.
///
/// Matches iOS: `next` is nil unless a subclass supplies it (FIDELITY 1.1); unhandled touches travel
/// up `next` (FIDELITY 1.10); each window has its own first responder, and the key window's is the
/// application's (FIDELITY 11.1).
@preconcurrency @MainActor
open class UIResponder: SimulatedObject {
  /// The trait overrides and trait-change registrations of a scene, view or controller (FIDELITY 12).
  package var traitStorage: TraitStorage?
  /// Creates a responder in the current simulation.
  public override init() {
    super.init()
  }

  /// The next responder in the chain, or nil. UIResponder's own answer is nil (FIDELITY 1.1).
  open var next: UIResponder? { nil }

  // MARK: - First responder

  /// Whether this object can become the first responder. Default: false (FIDELITY 11.2).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object gives up first-responder status when asked. Default: true (FIDELITY 11.4).
  open var canResignFirstResponder: Bool { true }

  /// Whether this object is the first responder of its window, which answers (FIDELITY 11.1).
  open var isFirstResponder: Bool { firstResponderWindow?.storedFirstResponder === self }

  /// Asks to become the first responder of its window (FIDELITY 11.2, 11.3).
  ///
  /// Succeeds at once if it already is; fails if ``canBecomeFirstResponder`` is false, if the
  /// responder is in no window's chain, or if the window's current first responder refuses to resign.
  /// Overrides must call `super`.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    attemptToBecomeFirstResponder()
  }

  /// Gives up first-responder status (FIDELITY 11.4).
  ///
  /// Fails if this object is not first responder or ``canResignFirstResponder`` is false. On success
  /// the window offers the status to the first responder up the chain that can become it.
  /// Overrides must call `super`.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    attemptToResignFirstResponder()
  }

  // MARK: - Touches

  /// Tells the responder that touches began. The default passes them to `next` (FIDELITY 1.10).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(.began, touches, with: event)
  }

  /// Tells the responder that touches moved. The default passes them to `next`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(.moved, touches, with: event)
  }

  /// Tells the responder that touches ended. The default passes them to `next`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(.ended, touches, with: event)
  }

  /// Tells the responder that touches were cancelled. The default passes them to `next`.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwardTouches(.cancelled, touches, with: event)
  }

  // MARK: - Actions

  /// The Swift methods this class implements for selectors, which Objective-C would find by name.
  ///
  /// Override it to list a class's action methods, adding to `super`'s (see ``ActionMethod``).
  /// Default: none.
  open class var actionMethods: [ActionMethod] { [] }

  /// Whether this responder implements the method for `aSelector`, as `NSObject` answers it: true
  /// when the class lists the method in `actionMethods`.
  open func responds(to aSelector: Selector?) -> Bool {
    guard let aSelector else { return false }
    return actionMethod(for: aSelector) != nil
  }

  /// Whether this responder handles `action` (FIDELITY 11.12).
  ///
  /// The default answers for the receiver only: true when its class implements the action method
  /// (lists it in `actionMethods`). It does not ask the next responder.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    responds(to: action)
  }

  /// The object that handles `action`: this responder if it can perform it, else the answer of the
  /// next responders up the chain (FIDELITY 11.11). Override it to redirect an action.
  @discardableResult
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    defaultTarget(forAction: action, withSender: sender)
  }

  /// Lets the responder that an action reached update a command before it is used: its title, state
  /// or attributes (`.disabled` stops a key command). The default does nothing (FIDELITY 11.16).
  open func validate(_ command: UICommand) {}

  /// The key commands this responder adds to the chain's; default nil (FIDELITY 11.15).
  open var keyCommands: [UIKeyCommand]? { nil }

  /// The undo manager: by default the next responder's, so each window's (FIDELITY 11.17).
  open var undoManager: UndoManager? {
    guard let next, next !== self else { return nil }
    return next.undoManager
  }
}
