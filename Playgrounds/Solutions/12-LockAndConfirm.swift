// Exercise 12 — reference solution.

import SimUIKit

final class EditViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  var hasChanges = false {
    didSet {
      isModalInPresentation = hasChanges
    }
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    let confirmation = UIAlertController(
      title: nil, message: "You have unsaved changes.", preferredStyle: .actionSheet)
    confirmation.addAction(
      UIAlertAction(title: "Discard Changes", style: .destructive) { _ in
        self.hasChanges = false
        self.dismiss(animated: true)
      })
    confirmation.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    present(confirmation, animated: true)
  }
}

func presentEditor(_ editor: EditViewController, from presenter: UIViewController) {
  let navigation = UINavigationController(rootViewController: editor)
  navigation.presentationController?.delegate = editor
  presenter.present(navigation, animated: true)
}
