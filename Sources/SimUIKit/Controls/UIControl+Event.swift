extension UIControl {
  /// The events a control sends actions for, with UIKit's names and raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates events from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch went down again, its tap count above one.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A tracked finger moved inside the control's bounds.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A tracked finger moved outside the control's bounds.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A tracked finger came back into the control's bounds.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A tracked finger left the control's bounds.
    public static let touchDragExit = Event(rawValue: 1 << 5)
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
    /// The control's menu action fired.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended in a text field with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0xF_0000)
    /// The range reserved for the app's own events.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The range reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A control's states, with UIKit's names and raw values; a control's ``UIControl/state`` and
  /// per-state titles use them.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state.
    public static let normal = State([])
    /// The highlighted state.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The disabled state.
    public static let disabled = State(rawValue: 1 << 1)
    /// The selected state.
    public static let selected = State(rawValue: 1 << 2)
    /// The focused state.
    public static let focused = State(rawValue: 1 << 3)
  }
}
