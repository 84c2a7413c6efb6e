// Exercise 25 — Milestone: a text field in a half sheet and its keyboard
//
// ComposeViewController is presented as a sheet. It should open at half height with a grabber and
// be able to grow to full height. When the user taps the message field the keyboard comes up;
// Done should put the keyboard away and bring the sheet back down to half height.
//
// Write configureComposeSheet(_:) (the check calls it before presenting) and doneTapped().
//
// Check:  swift run responder-lab learn      (or: swift run exercise-25)
// Hint:   swift run responder-lab learn hint 25

import SimUIKit

final class ComposeViewController: UIViewController {
  let messageField = UITextField(frame: CGRect(x: 16, y: 60, width: 358, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    messageField.placeholder = "Message"
    view.addSubview(messageField)
    let done = UIButton(
      primaryAction: UIAction(title: "Done") { [weak self] _ in self?.doneTapped() })
    done.frame = CGRect(x: 16, y: 120, width: 100, height: 44)
    view.addSubview(done)
  }

  func doneTapped() {
    // The keyboard follows the first responder (FIDELITY 11.22).
    messageField.resignFirstResponder()
    // The sheet grew for the keyboard (FIDELITY 11.23); only we bring it back.
    guard let sheet = sheetPresentationController else { return }
    sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
  }
}

func configureComposeSheet(_ compose: ComposeViewController) {
  guard let sheet = compose.sheetPresentationController else { return }
  sheet.detents = [.medium(), .large()]
  sheet.prefersGrabberVisible = true
}
