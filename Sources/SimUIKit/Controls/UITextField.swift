import Foundation

/// A single-line editable text view.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The text.
  open var text: String? = ""
  /// The text shown while the field is empty.
  open var placeholder: String?

  open override var canBecomeFirstResponder: Bool { isEnabled }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    if becomeFirstResponder() { sendActions(for: .editingDidBegin) }
  }

  /// Inserts text at the end, as the keyboard does, and sends `.editingChanged`.
  public func insertText(_ newText: String) {
    text = (text ?? "") + newText
    trace(.gesture, "insertText('\(newText)')")
    sendActions(for: .editingChanged)
  }

  /// Removes the last character, as the delete key does.
  public func deleteBackward() {
    guard var current = text, !current.isEmpty else { return }
    current.removeLast()
    text = current
    sendActions(for: .editingChanged)
  }
}
