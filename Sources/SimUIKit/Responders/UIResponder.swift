public import Foundation

/// An object that can respond to and handle events, the base of views, controllers, windows, scenes
/// and the application.
///
/// Matches iOS: `next` is nil unless a subclass supplies it (FIDELITY 1.1); unhandled touches travel
/// up `next` (FIDELITY 1.10).
@MainActor
open class UIResponder {
  /// The simulation this object reports to: the one current when it was created.
  package let simulation: Simulation
  private var objectNumber: Int
  private var classNameOverride: String?

  /// Creates a responder in the current simulation.
  public init() {
    let simulation = Simulation.current
    self.simulation = simulation
    self.objectNumber = simulation.registry.nextNumber(for: Self.self)
  }

  /// The next responder in the chain, or nil. UIResponder's own answer is nil (FIDELITY 1.1).
  open var next: UIResponder? { nil }

  // MARK: - Names

  /// The class name dumps and traces show for this object.
  public var className: String {
    classNameOverride ?? String(describing: type(of: self))
  }

  /// The stable, address-free name of this object (`UIView#3`).
  public var objectName: ObjectName {
    ObjectName(
      className: className, number: objectNumber,
      address: UInt(bitPattern: ObjectIdentifier(self)))
  }

  /// Shows this object under another class name, for objects rebuilt from a device's dump.
  package func showAs(className name: String) {
    classNameOverride = name
    objectNumber = simulation.registry.nextNumber(forClassName: name)
  }

  /// Records an event about this object in its simulation's trace.
  package func trace(_ category: TraceEvent.Category, _ message: @autoclosure () -> String) {
    guard simulation.trace.isRecording(category) else { return }
    simulation.trace.record(category, subject: objectName, message(), at: simulation.now)
  }

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

  /// Tells the responder that touches began. The default passes them to ``next`` (FIDELITY 1.10).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Tells the responder that touches moved. The default passes them to ``next``.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Tells the responder that touches ended. The default passes them to ``next``.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Tells the responder that touches were cancelled. The default passes them to ``next``.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
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

extension UIResponder: CustomStringConvertible {
  /// The object's stable name, as in `UIView#3`.
  nonisolated public var description: String {
    MainActor.assumeIsolated { objectName.description }
  }
}
