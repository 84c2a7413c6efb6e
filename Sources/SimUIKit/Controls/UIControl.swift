import Foundation

/// A view that sends actions when the user interacts with it.
///
/// Actions are ``UIAction``s or target-action pairs; a pair with a nil target sends its action to
/// the responder chain through `UIApplication.sendAction(_:to:from:for:)` (FIDELITY 11.10).
@preconcurrency @MainActor
open class UIControl: UIView {
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

  // MARK: - Tracking (FIDELITY 23.1)

  /// Whether the control is tracking a touch: true from an accepted ``UIControl/beginTracking(_:with:)``
  /// until the touch ends or is cancelled.
  open var isTracking: Bool { trackingTouch }
  /// Whether the tracked touch is inside the control's bounds.
  open var isTouchInside: Bool { touchInside }
  private var trackingTouch = false
  private var touchInside = false

  /// The control's state: highlighted, disabled and selected as its flags say.
  open var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Called when a touch goes down in the control; return false to stop tracking it (no event is
  /// sent for it then). The default returns true.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called when the tracked touch moves; return false to stop tracking it. The default returns true.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called when the tracked touch lifts, before the touch-up event is sent. The default does nothing.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// Called when the tracked touch is cancelled, before `touchCancel` is sent. The default does
  /// nothing.
  open func cancelTracking(with event: UIEvent?) {}

  /// Whether a touch-down is sent when tracking begins; the switch's visual element takes its
  /// touches through a recognizer and sends none (FIDELITY 23.2).
  package var sendsTouchDown: Bool { true }

  /// A disabled control passes its touches up the responder chain, as a plain view does; an enabled
  /// one tracks the touch and sends `touchDown` (with `touchDownRepeat` for a repeated tap).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else {
      return super.touchesBegan(touches, with: event)
    }
    touchInside = true
    trackingTouch = beginTracking(touch, with: event)
    isHighlighted = true
    guard trackingTouch, sendsTouchDown else { return }
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  /// Sends `touchDragInside` or `touchDragOutside`, with `touchDragEnter` or `touchDragExit` when
  /// the finger crossed the control's edge.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else {
      return super.touchesMoved(touches, with: event)
    }
    let wasInside = touchInside
    touchInside = point(inside: touch.location(in: self), with: event)
    isHighlighted = touchInside
    guard trackingTouch else { return }
    trackingTouch = continueTracking(touch, with: event)
    guard trackingTouch else { return }
    var events: Event = touchInside ? .touchDragInside : .touchDragOutside
    if touchInside, !wasInside { events.insert(.touchDragEnter) }
    if !touchInside, wasInside { events.insert(.touchDragExit) }
    sendActions(for: events)
  }

  /// Ends tracking (``UIControl/endTracking(_:with:)``, where a value control changes its value), then sends
  /// `touchUpInside` with `primaryActionTriggered`, or `touchUpOutside`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else {
      return super.touchesEnded(touches, with: event)
    }
    touchInside = point(inside: touch.location(in: self), with: event)
    isHighlighted = false
    if trackingTouch {
      endTracking(touch, with: event)
      sendActions(for: touchInside ? touchUpInsideEvents : .touchUpOutside)
    }
    trackingTouch = false
    touchInside = false
  }

  /// The events a touch lifting inside sends: `touchUpInside`, with `primaryActionTriggered` for a
  /// button-like control. Value controls send their primary action when their value changes.
  package var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    isHighlighted = false
    if trackingTouch {
      cancelTracking(with: event)
      sendActions(for: .touchCancel)
    }
    trackingTouch = false
    touchInside = false
  }

  /// Sends `valueChanged`, with `primaryActionTriggered` when the simulator's assumption says a value
  /// change is the control's primary action (FIDELITY 23.1): an action registered for both runs once.
  package func sendValueChanged() {
    let primary = simulation.assumptions.controls.valueChangeSendsPrimaryAction
    sendActions(for: primary ? [.valueChanged, .primaryActionTriggered] : .valueChanged)
  }
}

extension UIControl {
  /// Creates a control with `frame` that performs `primaryAction` for `primaryActionTriggered`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }
}
