import Foundation

/// An object that can respond to and handle events, the base of views, controllers, windows, scenes
/// and the application.
///
/// Matches iOS: `next` is nil unless a subclass supplies it (FIDELITY 1.1); unhandled touches travel
/// up `next` (FIDELITY 1.10).
@preconcurrency @MainActor
open class UIResponder: SimulatedObject {
  /// Creates a responder in the current simulation.
  public override init() {
    super.init()
  }

  /// The next responder in the chain, or nil. UIResponder's own answer is nil (FIDELITY 1.1).
  open var next: UIResponder? { nil }

  // MARK: - First responder

  /// Whether this object can become the first responder. Default: false.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object gives up first-responder status when asked. Default: true.
  open var canResignFirstResponder: Bool { true }

  /// Whether this object is the first responder of its simulation.
  open var isFirstResponder: Bool { simulation.firstResponder === self }

  /// Asks to become the first responder; succeeds if ``canBecomeFirstResponder`` and the current
  /// first responder resigns.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = simulation.firstResponder, !current.resignFirstResponder() { return false }
    simulation.firstResponder = self
    trace(.gesture, "becomeFirstResponder")
    return true
  }

  /// Gives up first-responder status; succeeds if ``canResignFirstResponder``.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    simulation.firstResponder = nil
    trace(.gesture, "resignFirstResponder")
    return true
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

  /// Whether this responder handles the named action. The default answers false.
  ///
  /// Swift on Linux has no selectors; actions are named by strings such as `"copy:"`.
  open func canPerformAction(named action: String, withSender sender: Any?) -> Bool {
    false
  }

  /// Performs the named action, which ``canPerformAction(named:withSender:)`` accepted.
  open func performAction(named action: String, withSender sender: Any?) {}

  /// The first responder, from this one up `next`, that handles the named action (FIDELITY 1.10).
  public func target(forActionNamed action: String, withSender sender: Any?) -> UIResponder? {
    var responder: UIResponder? = self
    while let current = responder {
      if current.canPerformAction(named: action, withSender: sender) { return current }
      responder = current.next
    }
    return nil
  }
}
