/// A key and modifiers that perform a button's action from a hardware keyboard.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public var key: KeyEquivalent
  /// The modifier keys held with it.
  public var modifiers: EventModifiers

  /// Creates a shortcut; the modifiers default to Command.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return with no modifier: the default button of a screen or dialog.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape with no modifier: the button that cancels.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Gives a button a keyboard shortcut: `.keyboardShortcut(_:modifiers:)`.
///
/// On iOS the shortcut is a `UIKeyCommand` of the hosting controller the button is drawn in, found
/// from the first responder up the chain like any key command (FIDELITY 11.15, 11.16); its action
/// reaches that hosting controller and runs the button's action. The command's selector is the
/// simulator's own (an assumption: SwiftUI's private one is not known).
public struct _KeyboardShortcutModifier: ViewModifier {
  package let shortcut: KeyboardShortcut
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _KeyboardShortcutModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    let command: KeyboardShortcutCommand
    if let existing = node.primitiveState as? KeyboardShortcutCommand {
      command = existing
    } else {
      command = KeyboardShortcutCommand()
      node.primitiveState = command
    }
    command.input = shortcut.key.keyCommandInput
    command.modifierFlags = shortcut.modifiers.keyModifierFlags
    node.graph.afterUpdate { [weak node] in
      guard let node else { return }
      Self.register(command, below: node)
    }
  }

  package func nodeWillTearDown(_ node: ViewNode) {
    guard let command = node.primitiveState as? KeyboardShortcutCommand else { return }
    node.graph.host?.removeKeyCommand(command)
  }

  /// Links the command to the button below the modifier and adds it to the hosting controller.
  private static func register(_ command: KeyboardShortcutCommand, below node: ViewNode) {
    var button: HostedButtonView?
    node.forEachNode { descendant in
      if button == nil, let found = descendant.platformView as? HostedButtonView { button = found }
    }
    guard let button, let host = node.graph.host else {
      node.graph.simulation.warn(
        "ResponderLab cannot give \(node.typeName) a keyboard shortcut: only a Button below .keyboardShortcut gets one in the simulator. To fix, put .keyboardShortcut on the Button."
      )
      return
    }
    command.button = button
    command.title = button.title ?? ""
    host.addKeyCommand(command)
  }
}

/// The key command that stands for a SwiftUI keyboard shortcut.
package final class KeyboardShortcutCommand: UIKeyCommand {
  /// The selector of every shortcut command; the hosting controller that owns the command handles
  /// it.
  package static let action: Selector = "_performKeyboardShortcut:"
  /// The button whose action the shortcut performs.
  package weak var button: HostedButtonView?

  package init() {
    super.init(input: "", modifierFlags: [], action: Self.action)
  }

  /// Runs the button's action.
  package func perform() {
    guard let button else { return }
    button.trace(.gesture, "keyboardShortcut \(shortcutDescription) runs the button's action")
    button.action?()
  }
}

extension View {
  /// Performs the button's action when `key` is pressed with `modifiers` (Command by default) on a
  /// hardware keyboard.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    modifier(_KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
  }

  /// Performs the button's action when `shortcut` is pressed on a hardware keyboard.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    modifier(_KeyboardShortcutModifier(shortcut: shortcut))
  }
}
