/// A single-line editable text view.
///
/// Matches iOS: it can become first responder, and then the keyboard shows for it when its window is
/// key (FIDELITY 11.2, 11.22); it implements the standard edit actions and enables them by its state
/// (FIDELITY 11.14); it has an undo manager of its own, cleared when it resigns (FIDELITY 11.17).
@preconcurrency @MainActor
open class UITextField: UIControl, UIResponderStandardEditActions {
  /// The text.
  open var text: String? = "" {
    didSet { selection = nil }
  }
  /// The text shown while the field is empty.
  open var placeholder: String?
  /// Whether the field hides what is typed, as a password field does.
  open var isSecureTextEntry = false
  /// The selected part of the text: nil for a caret at the end, or the whole text once selected.
  package var selection: Range<String.Index>?
  private lazy var fieldUndoManager = UndoManager()

  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// The field's own undo manager while it is first responder (FIDELITY 11.17).
  open override var undoManager: UndoManager? {
    isFirstResponder ? fieldUndoManager : super.undoManager
  }

  /// Becomes first responder and sends `.editingDidBegin` (FIDELITY 11.2).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    guard super.becomeFirstResponder() else { return false }
    if !wasFirst { sendActions(for: .editingDidBegin) }
    return true
  }

  /// Resigns, clears its undo manager and sends `.editingDidEnd` (FIDELITY 11.4, 11.17).
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard super.resignFirstResponder() else { return false }
    fieldUndoManager.removeAllActions()
    selection = nil
    sendActions(for: .editingDidEnd)
    return true
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    becomeFirstResponder()
  }

  /// Inserts text where the caret is, replacing the selection, as the keyboard does, and sends
  /// `.editingChanged`.
  open func insertText(_ newText: String) {
    replaceSelection(with: newText, actionName: "Typing")
    trace(.gesture, "insertText('\(newText)')")
  }

  /// Removes the selection, or the last character, as the delete key does.
  open func deleteBackward() {
    if selection != nil { return replaceSelection(with: "", actionName: "Delete") }
    guard var current = text, !current.isEmpty else { return }
    current.removeLast()
    setTextRegisteringUndo(current, actionName: "Delete")
  }

  // MARK: - Standard edit actions (FIDELITY 11.14)

  /// Copies the selection to the general pasteboard.
  open func copy(_ sender: Any?) {
    guard let selected = selectedText else { return }
    simulation.pasteboard.string = selected
  }

  /// Copies the selection to the general pasteboard and removes it.
  open func cut(_ sender: Any?) {
    guard let selected = selectedText else { return }
    simulation.pasteboard.string = selected
    replaceSelection(with: "", actionName: "Cut")
  }

  /// Inserts the pasteboard's text, replacing the selection.
  open func paste(_ sender: Any?) {
    guard let pasted = simulation.pasteboard.string else { return }
    replaceSelection(with: pasted, actionName: "Paste")
  }

  /// Removes the selection.
  open func delete(_ sender: Any?) {
    replaceSelection(with: "", actionName: "Delete")
  }

  /// Selects the text (the simulator's selection is all or nothing).
  open func select(_ sender: Any?) {
    selectAll(sender)
  }

  /// Selects all the text.
  open func selectAll(_ sender: Any?) {
    guard let text, !text.isEmpty else { return }
    selection = text.startIndex..<text.endIndex
  }

  /// The text field's edit actions, as UIKit's class implements them.
  open override class var actionMethods: [ActionMethod] {
    super.actionMethods + [
      ActionMethod("copy:", UITextField.copy), ActionMethod("cut:", UITextField.cut),
      ActionMethod("paste:", UITextField.paste), ActionMethod("delete:", UITextField.delete),
      ActionMethod("select:", UITextField.select),
      ActionMethod("selectAll:", UITextField.selectAll),
    ]
  }

  /// Enables the edit actions by state: copy, cut and delete need a selection, paste needs text on
  /// the pasteboard, select and select all need text (FIDELITY 11.14; the exact rules are an
  /// assumption). Other actions are answered as for any responder.
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    switch action.name {
    case "copy:", "cut:", "delete:": selectedText != nil
    case "paste:": simulation.pasteboard.hasStrings
    case "select:": !(text ?? "").isEmpty && selection == nil
    case "selectAll:": !(text ?? "").isEmpty && selectedText != text
    default: super.canPerformAction(action, withSender: sender)
    }
  }

  // MARK: - Editing

  private var selectedText: String? {
    guard let text, let selection, !selection.isEmpty else { return nil }
    return String(text[selection])
  }

  private func replaceSelection(with replacement: String, actionName: String) {
    var current = text ?? ""
    if let selection, selection.upperBound <= current.endIndex {
      current.replaceSubrange(selection, with: replacement)
    } else {
      current += replacement
    }
    setTextRegisteringUndo(current, actionName: actionName)
  }

  private func setTextRegisteringUndo(_ newText: String, actionName: String) {
    let old = text
    fieldUndoManager.registerUndo(withTarget: self) { field in
      field.setTextRegisteringUndo(old ?? "", actionName: actionName)
    }
    fieldUndoManager.setActionName(actionName)
    text = newText
    sendActions(for: .editingChanged)
  }
}
