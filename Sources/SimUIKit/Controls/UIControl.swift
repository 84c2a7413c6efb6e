import Foundation

/// An action with a title and a handler, for controls and menus.
@preconcurrency @MainActor
public final class UIAction {
  /// The action's title.
  public let title: String
  /// What the action does.
  public let handler: @MainActor (UIAction) -> Void
  /// The control that sent the action, while its handler runs.
  public internal(set) weak var sender: UIControl?

  /// Creates an action.
  public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// A view that sends actions when the user interacts with it.
///
/// Swift on Linux has no selectors, so target-action pairs are given as ``UIAction``s or closures.
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

  private var actions: [(action: UIAction, events: Event)] = []
  /// Whether the control responds to touches. Default: true.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether a touch is down on the control.
  open var isHighlighted = false

  /// Adds an action for the given events.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Adds a closure for the given events.
  public func addAction(for controlEvents: Event, _ handler: @escaping @MainActor () -> Void) {
    addAction(UIAction { _ in handler() }, for: controlEvents)
  }

  /// Removes every action added with the given title.
  public func removeActions(titled title: String) {
    actions.removeAll { $0.action.title == title }
  }

  /// Sends the actions registered for `controlEvents`.
  public func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
      trace(
        .gesture,
        "sendActions(\(entry.action.title.isEmpty ? "action" : "'\(entry.action.title)'"))")
      entry.action.sender = self
      entry.action.handler(entry.action)
      entry.action.sender = nil
    }
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
