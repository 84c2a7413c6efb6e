import SimUIKit

// A sign-up screen built in code, as the sign-up and login walkthroughs build it: two fields and a
// button in a vertical stack view, as wide as the root view's layout margins allow and centred in
// the safe area. Every view it constrains turns off its autoresizing mask first.

final class SignUpViewController: UIViewController {
  let emailField = UITextField()
  let passwordField = UITextField()
  let signUpButton = UIButton(type: .system)
  let form = UIStackView()
  private(set) var submissions = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    emailField.placeholder = "Email"
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    signUpButton.setTitle("Sign Up", for: .normal)
    signUpButton.addTarget(self, action: "submit", for: .touchUpInside)

    form.axis = .vertical
    form.spacing = 12
    for field in [emailField, passwordField] {
      form.addArrangedSubview(field)
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
    form.addArrangedSubview(signUpButton)
    form.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(form)

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      form.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
    ])
  }

  func submit() {
    submissions += 1
  }

  // NB: where UIKit finds `@objc func submit()` by its selector, the simulator reads this list.
  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("submit", SignUpViewController.submit)]
  }
}
