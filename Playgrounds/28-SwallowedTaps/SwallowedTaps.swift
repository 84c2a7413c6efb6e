// Exercise 28 — A tap recognizer that swallows a button's taps
//
// SignUpViewController has a name field, an "I agree" checkbox and a Sign Up button. The checkbox,
// AgreeBox, is a custom UIControl. To hide the keyboard when the user taps outside the field,
// viewDidLoad adds a tap recognizer to the controller's view. Since then the checkbox never ticks:
// its taps are swallowed. Oddly, the Sign Up button still works.
//
// Make the checkbox tick again, while a tap on the background still hides the keyboard.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-28)
// Hint:   swift run responder-lab learn hint 28

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
    // TODO: since this recognizer was added, AgreeBox never ticks. Why does Sign Up still work?
    view.addGestureRecognizer(hideKeyboardTap)
  }

  func hideKeyboard() {
    _ = nameField.resignFirstResponder()
  }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("hideKeyboard", SignUpViewController.hideKeyboard)]
  }
}
