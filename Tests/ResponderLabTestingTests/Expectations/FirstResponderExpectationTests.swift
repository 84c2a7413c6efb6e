import ResponderLabTesting
import Testing

/// A sign-in form: two fields, and a code field that is disabled until a code is sent.
final class SignInViewController: UIViewController {
  let email = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
  let password = UITextField(frame: CGRect(x: 20, y: 160, width: 300, height: 40))
  let code = UITextField(frame: CGRect(x: 20, y: 220, width: 300, height: 40))

  override func viewDidLoad() {
    super.viewDidLoad()
    code.isEnabled = false
    for field in [email, password, code] { view.addSubview(field) }
  }
}

@Suite("expectFirstResponder(_:)")
@MainActor
struct FirstResponderExpectationTests {
  @Test("The first responder by identity, by type, and none after it resigns")
  func passing() {
    let device = SimulatedDevice()
    let form = SignInViewController()
    device.show(form)
    device.expectFirstResponder(nil)
    form.email.becomeFirstResponder()
    device.expectFirstResponder(form.email)
    let field = device.expectFirstResponder(UITextField.self)
    #expect(field === form.email)
    form.email.resignFirstResponder()
    device.expectFirstResponder(nil)
  }

  @Test("A mismatch names the actual first responder and why the expected one is not")
  func mismatchSaysWhy() throws {
    let device = SimulatedDevice()
    let form = SignInViewController()
    device.show(form)
    form.email.becomeFirstResponder()
    form.code.becomeFirstResponder()
    let line = #line + 1
    let failureReport = expectOneFailure { device.expectFirstResponder(form.code) }
    let failure = try #require(failureReport)
    #expect(failure.line == line)
    #expect(failure.fileID.hasSuffix("FirstResponderExpectationTests.swift"))
    #expect(
      failure.text.contains(
        "Expected UITextField#3 to be the first responder of UIWindow#1; UITextField#1 is."),
      "\(failure.text)")
    #expect(
      failure.text.contains(
        "    UITextField#3 becomeFirstResponder() -> false: canBecomeFirstResponder is false"),
      "\(failure.text)")
  }

  @Test("A responder outside every window, and one that never asked, are said to be so")
  func outsideAnyWindow() throws {
    let device = SimulatedDevice()
    device.show(SignInViewController())
    let loose = UITextField()
    let failureReport = expectOneFailure { device.expectFirstResponder(loose) }
    let failure = try #require(failureReport)
    #expect(failure.text.contains("; no responder is."), "\(failure.text)")
    #expect(failure.text.contains("UITextField#4 is in no window's responder chain."))
    #expect(failure.text.contains("The trace has no first-responder event of UITextField#4."))
  }

  @Test("The typed form names the type it expected and what is first instead")
  func typedMismatch() throws {
    final class SearchField: UITextField {}
    let device = SimulatedDevice()
    let form = SignInViewController()
    device.show(form)
    let noneReport = expectOneFailure { device.expectFirstResponder(UITextField.self) }
    let none = try #require(noneReport)
    #expect(
      none.text
        == "Expected a UITextField to be the first responder of UIWindow#1; no responder is.")
    form.password.becomeFirstResponder()
    let wrongReport = expectOneFailure { device.expectFirstResponder(SearchField.self) }
    let wrong = try #require(wrongReport)
    #expect(wrong.text.hasSuffix("; UITextField#2 is."), "\(wrong.text)")
  }

  @Test("Expecting no first responder while a field has it names the field")
  func expectedNone() throws {
    let device = SimulatedDevice()
    let form = SignInViewController()
    device.show(form)
    form.password.becomeFirstResponder()
    let failureReport = expectOneFailure { device.expectFirstResponder(nil) }
    let failure = try #require(failureReport)
    #expect(
      failure.text
        == "Expected no responder to be the first responder of UIWindow#1; UITextField#2 is.")
  }
}
