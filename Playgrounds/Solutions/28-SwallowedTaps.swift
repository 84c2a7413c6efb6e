// Exercise 28 — reference solution.

import SimUIKit

/// A checkbox: a tap that lifts inside it ticks or unticks it, and sends valueChanged.
final class AgreeBox: UIControl {
  private(set) var isChecked = false

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside else { return }
    isChecked.toggle()
    sendActions(for: .valueChanged)
  }
}

final class SignUpViewController: UIViewController {
  let nameField = UITextField(frame: CGRect(x: 16, y: 120, width: 300, height: 44))
  let agreeBox = AgreeBox(frame: CGRect(x: 16, y: 190, width: 44, height: 44))
  let signUpButton = UIButton(frame: CGRect(x: 16, y: 260, width: 160, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    signUpButton.setTitle("Sign Up", for: .normal)
    view.addSubview(nameField)
    view.addSubview(agreeBox)
    view.addSubview(signUpButton)
    // Tapping outside the field hides the keyboard.
    let hideKeyboardTap = UITapGestureRecognizer(target: self, action: "hideKeyboard")
    // A UIButton refuses a superview's single tap; a plain UIControl does not, so the recognizer
    // won and cancelled the checkbox's touches. Let the views keep their touches.
    hideKeyboardTap.cancelsTouchesInView = false
    view.addGestureRecognizer(hideKeyboardTap)
  }

  func hideKeyboard() {
    _ = nameField.resignFirstResponder()
  }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("hideKeyboard", SignUpViewController.hideKeyboard)]
  }
}
