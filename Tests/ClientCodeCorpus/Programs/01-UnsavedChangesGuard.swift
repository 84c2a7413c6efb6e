import SimUIKit

// An editor sheet that refuses a swipe while it holds unsaved text, by answering the presentation
// controller's delegate, and then asks what to do in an action sheet of its own.

final class NoteEditorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  private(set) var draft = ""
  private(set) var savedNote: String?
  var hasUnsavedChanges: Bool { !draft.isEmpty && draft != savedNote }

  func type(_ text: String) {
    draft += text
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    !hasUnsavedChanges
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    let choices = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    choices.addAction(
      UIAlertAction(title: "Save", style: .default) { [weak self] _ in
        guard let self else { return }
        self.savedNote = self.draft
        self.dismiss(animated: true)
      })
    choices.addAction(
      UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
        self?.draft = ""
        self?.dismiss(animated: true)
      })
    choices.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    present(choices, animated: true)
  }
}

final class NotesListViewController: UIViewController {
  private(set) var editor: NoteEditorViewController?

  func composeNote() {
    let editor = NoteEditorViewController()
    editor.presentationController?.delegate = editor
    self.editor = editor
    present(editor, animated: true)
  }
}
