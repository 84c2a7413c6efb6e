import ResponderLabTesting
import SimUIKit
import Testing

@Suite("First responder and the shared application")
@MainActor
struct FirstResponderTests {
  @Test("Only responders that can become first responder do; the previous one resigns")
  func becomeAndResign() throws {
    final class Stubborn: UITextField {
      override var canResignFirstResponder: Bool { false }
    }
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let plain = UIView()
    #expect(!plain.becomeFirstResponder())
    let first = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    let second = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
    root.view.addSubview(first)
    root.view.addSubview(second)
    try device.hand.tap(first)
    #expect(first.isFirstResponder)
    try device.hand.type("Hello")
    #expect(first.text == "Hello")
    #expect(second.becomeFirstResponder())
    #expect(!first.isFirstResponder)
    #expect(second.resignFirstResponder())
    #expect(device.simulation.currentFirstResponder == nil)
    let stubborn = Stubborn()
    root.view.addSubview(stubborn)
    #expect(stubborn.becomeFirstResponder())
    #expect(!first.becomeFirstResponder(), "the current first responder refuses to resign")
  }

  @Test("Typing with no text field focused is an error that says how to fix it")
  func typingWithoutFocus() {
    let device = SimulatedDevice()
    device.show(UIViewController())
    #expect(throws: HandError.noTextFieldFocused) { try device.hand.type("x") }
    #expect(HandError.noTextFieldFocused.description.contains("To fix"))
  }

  @Test("UIApplication.shared answers the current device's application")
  func sharedApplicationPerDevice() {
    let first = SimulatedDevice()
    #expect(UIApplication.shared === first.application)
    let second = SimulatedDevice()
    #expect(UIApplication.shared === second.application)
    first.simulation.withCurrent {
      #expect(UIApplication.shared === first.application)
    }
    #expect(second.application.keyWindow == nil)
    second.show(UIViewController())
    #expect(second.application.keyWindow === second.window)
    #expect(second.application.windows.count == 1)
  }

  @Test("The navigation bar shows the top controller's title")
  func navigationTitle() {
    let device = SimulatedDevice()
    let first = UIViewController()
    first.title = "Inbox"
    let navigation = UINavigationController(rootViewController: first)
    device.show(navigation)
    #expect(navigation.navigationBar.topItemTitle == "Inbox")
    let second = UIViewController()
    second.navigationItem.title = "Message"
    navigation.pushViewController(second, animated: false)
    device.runUntilIdle()
    #expect(navigation.navigationBar.topItemTitle == "Message")
    second.title = "Reply"
    #expect(navigation.navigationBar.topItemTitle == "Reply")
  }
}
