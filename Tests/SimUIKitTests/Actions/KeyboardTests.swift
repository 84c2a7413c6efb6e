import ResponderLabTesting
import SimUIKit
import Testing

/// A controller that observes the keyboard as UIKit code does, with a selector and a block.
@MainActor
private final class KeyboardWatcher: UIViewController {
  var events: [String] = []

  func keyboardWillShow(_ notification: Notification) {
    let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
      .cgRectValue
    events.append("willShow \(frame.map { "\(Int($0.minY))+\(Int($0.height))" } ?? "?")")
  }

  func keyboardDidHide(_ notification: Notification) { events.append("didHide") }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [
      ActionMethod("keyboardWillShow:", KeyboardWatcher.keyboardWillShow),
      ActionMethod("keyboardDidHide:", KeyboardWatcher.keyboardDidHide),
    ]
  }
}

@Suite("The software keyboard")
@MainActor
struct KeyboardTests {
  @Test(
    "FIDELITY 11.22: the keyboard follows the key window's text field, with notifications on virtual time"
  )
  func keyboardNotifications() {
    let device = SimulatedDevice()
    let root = KeyboardWatcher()
    device.show(root)
    NotificationCenter.default.addObserver(
      root, selector: "keyboardWillShow:", name: UIResponder.keyboardWillShowNotification,
      object: nil)
    NotificationCenter.default.addObserver(
      root, selector: "keyboardDidHide:", name: UIResponder.keyboardDidHideNotification,
      object: nil)
    let didShow = Counter()
    NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main
    ) { _ in
      MainActor.assumeIsolated { didShow.count += 1 }
    }
    let text = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    root.view.addSubview(text)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 200, width: 100, height: 40)
    root.view.addSubview(button)
    #expect(device.simulation.keyboard.window == nil)
    #expect(text.becomeFirstResponder())
    let screen = device.simulation.screen.bounds
    let height = device.simulation.assumptions.keyboardHeight
    #expect(root.events == ["willShow \(Int(screen.height - height))+\(Int(height))"])
    #expect(didShow.count == 0, "DidShow comes after the animation")
    device.advance(by: SoftwareKeyboard.animationDuration)
    #expect(didShow.count == 1)
    #expect(device.simulation.keyboard.window is UIRemoteKeyboardWindow)
    _ = try? device.hand.tap(button)
    #expect(text.isFirstResponder, "tapping a plain button keeps the first responder")
    #expect(text.resignFirstResponder())
    #expect(root.events.last != "didHide")
    device.runUntilIdle()
    #expect(root.events.last == "didHide")
    #expect(device.simulation.keyboard.window == nil)
  }

  @Test(
    "FIDELITY 11.23: a text field in a sheet at a small detent moves the sheet to its largest detent"
  )
  func sheetExpandsForKeyboard() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let sheet = UIViewController()
    let sheetController = try #require(sheet.sheetPresentationController)
    sheetController.detents = [.medium(), .large()]
    root.present(sheet, animated: false)
    #expect(sheetController.currentDetentIdentifier == .medium)
    let text = UITextField(frame: CGRect(x: 0, y: 20, width: 200, height: 40))
    sheet.view.addSubview(text)
    #expect(text.becomeFirstResponder())
    #expect(sheetController.currentDetentIdentifier == .large)
  }

  @Test("FIDELITY 11.23: with the detent kept, the sheet stays where it was")
  func sheetKeepsDetent() throws {
    let device = SimulatedDevice()
    device.simulation.assumptions.sheetKeyboardDetent = .keepDetent
    let root = UIViewController()
    device.show(root)
    let sheet = UIViewController()
    let sheetController = try #require(sheet.sheetPresentationController)
    sheetController.detents = [.medium(), .large()]
    root.present(sheet, animated: false)
    let text = UITextField(frame: CGRect(x: 0, y: 20, width: 200, height: 40))
    sheet.view.addSubview(text)
    #expect(text.becomeFirstResponder())
    #expect(sheetController.currentDetentIdentifier == .medium)
  }
}

@MainActor
private final class Counter: Sendable {
  var count = 0
}
