/// A key on a hardware keyboard, named by the character it types, for keyboard shortcuts.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key types; special keys use the private-use characters SwiftUI uses.
  public var character: Character

  /// Creates a key equivalent from the character it types.
  public init(_ character: Character) {
    self.character = character
  }

  /// Creates a key equivalent from a one-character literal: `"s"`.
  public init(extendedGraphemeClusterLiteral: Character) {
    self.init(extendedGraphemeClusterLiteral)
  }

  /// Return (↩).
  public static let `return` = KeyEquivalent("\r")
  /// Escape (⎋).
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete, backwards (⌫).
  public static let delete = KeyEquivalent("\u{8}")
  /// Delete forward (⌦).
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// Tab (⇥).
  public static let tab = KeyEquivalent("\t")
  /// Space.
  public static let space = KeyEquivalent(" ")
  /// Up arrow (↑).
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down arrow (↓).
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left arrow (←).
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right arrow (→).
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Home (↖).
  public static let home = KeyEquivalent("\u{F729}")
  /// End (↘).
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page up (⇞).
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page down (⇟).
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear (⌧).
  public static let clear = KeyEquivalent("\u{F739}")

  /// The `input` string of the `UIKeyCommand` that stands for this key: UIKit's constants for the
  /// arrows and Escape, else the character itself.
  @MainActor package var keyCommandInput: String {
    switch self {
    case .upArrow: UIKeyCommand.inputUpArrow
    case .downArrow: UIKeyCommand.inputDownArrow
    case .leftArrow: UIKeyCommand.inputLeftArrow
    case .rightArrow: UIKeyCommand.inputRightArrow
    case .escape: UIKeyCommand.inputEscape
    default: String(character)
    }
  }
}

/// Modifier keys held with a key, for keyboard shortcuts and events.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates modifiers from raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift (⇧).
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control (⌃).
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option (⌥).
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command (⌘).
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Every modifier.
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad,
  ]

  /// The UIKit modifier flags with the same keys.
  package var keyModifierFlags: UIKeyModifierFlags {
    let pairs: [(EventModifiers, UIKeyModifierFlags)] = [
      (.capsLock, .alphaShift), (.shift, .shift), (.control, .control), (.option, .alternate),
      (.command, .command), (.numericPad, .numericPad),
    ]
    return pairs.reduce(into: []) { flags, pair in
      if contains(pair.0) { flags.insert(pair.1) }
    }
  }
}
