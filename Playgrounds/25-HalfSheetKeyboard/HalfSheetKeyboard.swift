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
    // TODO: put the keyboard away, and bring the sheet back down to half height.
  }
}

func configureComposeSheet(_ compose: ComposeViewController) {
  // TODO: half height with a grabber, able to grow to full height.
}
