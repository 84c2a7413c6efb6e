// The app's code: with `import UIKit` in place of `import SimUIKit` it compiles unchanged in an app.
public import SimUIKit

/// The notes list: a Delete button that asks before deleting, and an editor in a sheet.
public final class NotesViewController: UIViewController {
  /// Asks to delete the note.
  public let deleteButton = UIButton(type: .system)
  /// The editor, presented in a sheet.
  public let editor = EditorViewController()
  /// How many notes were deleted.
  public private(set) var deletedCount = 0

  public override func viewDidLoad() {
    super.viewDidLoad()
    deleteButton.setTitle("Delete", for: .normal)
    deleteButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    deleteButton.addAction(for: .primaryActionTriggered) { [weak self] in self?.confirmDelete() }
    view.addSubview(deleteButton)
  }

  /// Shows an alert that asks before deleting.
  public func confirmDelete() {
    let alert = UIAlertController(
      title: "Delete note?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        self?.deletedCount += 1
      })
    present(alert, animated: true)
  }

  /// Opens the editor in a sheet that starts at the medium height.
  public func openEditor() {
    editor.sheetPresentationController?.detents = [.medium(), .large()]
    present(editor, animated: true)
  }
}

/// The note editor, with a field for the note's title.
public final class EditorViewController: UIViewController {
  /// The note's title.
  public let titleField = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 44))

  public override func viewDidLoad() {
    super.viewDidLoad()
    titleField.placeholder = "Title"
    view.addSubview(titleField)
  }
}
