import Foundation

/// A view that sends actions when the user interacts with it.
///
/// Actions are ``UIAction``s or target-action pairs; a pair with a nil target sends its action to
/// the responder chain through `UIApplication.sendAction(_:to:from:for:)` (FIDELITY 11.10).
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The events a control sends actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates events from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch lifted inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
  }

  package enum Registration {
    case action(UIAction)
    case targetAction(target: WeakTarget?, action: Selector)
  }

  /// A target the control refers to weakly, as UIKit does.
  package struct WeakTarget {
    weak var object: AnyObject?
  }

  package var registrations: [(registration: Registration, events: Event)] = []
  /// Whether the control responds to touches. Default: true.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether a touch is down on the control.
  open var isHighlighted = false

  /// Adds an action for the given events.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    registrations.append((.action(action), controlEvents))
  }

  /// Removes an action for the given events.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    registrations.removeAll {
      if case .action(let registered) = $0.registration, registered === action {
        return !$0.events.intersection(controlEvents).isEmpty
      }
      return false
    }
  }

  /// Adds a closure for the given events.
  public final func addAction(for controlEvents: Event, _ handler: @escaping @MainActor () -> Void)
  {
    addAction(UIAction { _ in handler() }, for: controlEvents)
  }

  /// Removes every action added with the given title.
  public func removeActions(titled title: String) {
    registrations.removeAll {
      if case .action(let action) = $0.registration { return action.title == title }
      return false
    }
  }

  /// Sends the actions and target-action pairs registered for `controlEvents`, in the order they
  /// were added.
  open func sendActions(for controlEvents: Event) {
    for entry in registrations where !entry.events.intersection(controlEvents).isEmpty {
      switch entry.registration {
      case .action(let action):
        trace(.gesture, "sendActions(\(action.title.isEmpty ? "action" : "'\(action.title)'"))")
        sendAction(action)
      case .targetAction(let target, let selector):
        if let target, target.object == nil { continue }
        sendAction(selector, to: target?.object, for: nil)
      }
    }
  }

  /// Sends `action` to `target` through the application, with the control as the sender
  /// (FIDELITY 11.10): a nil target starts at the first responder, or at this control if there is
  /// none (FIDELITY 11.9).
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    sendActionThroughApplication(action, to: target, for: event)
  }

  /// Runs `action`'s handler with the control as its sender.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled else { return super.touchesBegan(touches, with: event) }
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled else { return super.touchesEnded(touches, with: event) }
    isHighlighted = false
    let inside = touches.contains { point(inside: $0.location(in: self), with: event) }
    sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    isHighlighted = false
    sendActions(for: .touchCancel)
  }
}
