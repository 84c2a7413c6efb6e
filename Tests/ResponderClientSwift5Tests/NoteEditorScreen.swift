// A screen written for UIKit, as an app would: a text field, a Save button whose action goes to the
// responder chain (nil target), an edit-menu style action, a ⌘S key command on the controller, a
// sheet presented over it, and keyboard notifications. The only edits from the UIKit original:
// `import UIKit` became `import SimUIKit`, each `#selector(x)` became `Selector("x")`, `@objc` was
// removed, and the class lists its action methods in `actionMethods`, which Objective-C would have
// found by name. Compiled in Swift 5 mode (ResponderClientSwift5Tests) and Swift 6 mode
// (SimUIKitTests, through a link to this file).
import SimUIKit

final class NoteEditorViewController: UIViewController {
  let titleField = UITextField()
  let saveButton = UIButton(type: .system)
  private(set) var savedTitles: [String] = []
  private(set) var keyboardHeights: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    titleField.frame = CGRect(x: 20, y: 120, width: 300, height: 44)
    titleField.placeholder = "Title"
    view.addSubview(titleField)
    saveButton.setTitle("Save", for: .normal)
    saveButton.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
    saveButton.addTarget(nil, action: Selector("saveNote:"), for: .touchUpInside)
    view.addSubview(saveButton)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow:"),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("saveNote:"))]
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if action == Selector("saveNote:") { return !(titleField.text ?? "").isEmpty }
    return super.canPerformAction(action, withSender: sender)
  }

  func saveNote(_ sender: Any?) {
    savedTitles.append(titleField.text ?? "")
  }

  func showDetails(_ sender: Any?) {
    let details = UIViewController()
    details.sheetPresentationController?.detents = [.medium(), .large()]
    present(details, animated: true)
  }

  func keyboardWillShow(_ notification: Notification) {
    guard
      let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
        .cgRectValue
    else { return }
    keyboardHeights.append(frame.height)
  }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [
      ActionMethod("saveNote:", NoteEditorViewController.saveNote),
      ActionMethod("showDetails:", NoteEditorViewController.showDetails),
      ActionMethod("keyboardWillShow:", NoteEditorViewController.keyboardWillShow),
    ]
  }
}
