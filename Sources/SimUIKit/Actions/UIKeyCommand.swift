/// Modifier keys held with a key press.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits, as UIKit defines them.
  public let rawValue: Int
  /// Creates flags from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Caps Lock.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift (⇧).
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Control (⌃).
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Option (⌥).
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Command (⌘).
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// A key of the numeric keypad.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

  /// The modifiers as symbols, in the order menus print them: `⌃⌥⇧⌘`.
  public var description: String {
    [(Self.control, "⌃"), (.alternate, "⌥"), (.shift, "⇧"), (.command, "⌘")]
      .filter { contains($0.0) }.map(\.1).joined()
  }
}

/// A key combination that performs an action, found from the first responder up the chain
/// (FIDELITY 11.15, 11.16). Key commands exist only with a hardware keyboard.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
  /// The key pressed, such as `"s"` or ``UIKeyCommand/inputEscape``.
  open var input: String?
  /// The modifier keys held.
  open var modifierFlags: UIKeyModifierFlags
  /// Whether the command wins over text input and focus movement using the same keys; default false
  /// (FIDELITY 11.16).
  open var wantsPriorityOverSystemBehavior = false

  /// Creates a key command with no title (UIKit's `init(input:modifierFlags:action:)`).
  public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.input = input
    self.modifierFlags = modifierFlags
    super.init(title: "", action: action)
  }

  /// Creates a key command with a title, as menus and the discoverability overlay show it.
  public init(
    title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
    propertyList: Any? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
    state: UIMenuElement.State = .off
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    super.init(
      title: title, action: action, propertyList: propertyList,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
  }

  /// The Escape key.
  public static let inputEscape = "\u{1B}"
  /// The up arrow key.
  public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The down arrow key.
  public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The left arrow key.
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The right arrow key.
  public static let inputRightArrow = "UIKeyInputRightArrow"

  /// The shortcut as a menu prints it: `⌘S`.
  public var shortcutDescription: String {
    modifierFlags.description + (input ?? "").uppercased()
  }
}
