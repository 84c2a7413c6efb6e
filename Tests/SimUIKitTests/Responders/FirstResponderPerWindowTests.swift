import ResponderLabTesting
import SimUIKit
import Testing

@Suite("First responder per window")
@MainActor
struct FirstResponderPerWindowTests {
  private func field(in controller: UIViewController, y: CGFloat = 100) -> UITextField {
    let field = UITextField(frame: CGRect(x: 0, y: y, width: 200, height: 40))
    controller.view.addSubview(field)
    return field
  }

  @Test(
    "FIDELITY 11.1: each window has its own first responder; the key window's is the application's")
  func onePerWindow() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let mainField = field(in: root)
    #expect(mainField.becomeFirstResponder())
    let scene = try #require(device.window.windowScene)
    let second = UIWindow(windowScene: scene)
    let secondRoot = UIViewController()
    second.rootViewController = secondRoot
    second.makeKeyAndVisible()
    let otherField = field(in: secondRoot)
    #expect(otherField.becomeFirstResponder())
    #expect(mainField.isFirstResponder, "the first window keeps its own")
    #expect(otherField.isFirstResponder)
    #expect(scene.keyWindow === second)
    #expect(device.simulation.currentFirstResponder === otherField)
    device.window.makeKey()
    #expect(device.simulation.currentFirstResponder === mainField)
  }

  @Test(
    "FIDELITY 11.2: becoming first responder needs canBecomeFirstResponder and the current one's resignation"
  )
  func becomeRules() {
    final class Stubborn: UITextField {
      override var canResignFirstResponder: Bool { false }
    }
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let plain = UIView()
    root.view.addSubview(plain)
    let stubborn = Stubborn(frame: .zero)
    root.view.addSubview(stubborn)
    let other = field(in: root)
    #expect(!plain.becomeFirstResponder(), "a plain view cannot become first responder")
    #expect(stubborn.becomeFirstResponder())
    #expect(stubborn.becomeFirstResponder(), "already first responder: true at once")
    #expect(!other.becomeFirstResponder(), "the current first responder refuses to resign")
    #expect(stubborn.isFirstResponder)
    #expect(!other.isFirstResponder)
    #expect(device.trace.lines(in: [.responder]).contains { $0.contains("refused to resign") })
  }

  @Test("FIDELITY 11.3: a responder in no window never becomes first responder")
  func offWindow() {
    _ = SimulatedDevice()
    let loose = UITextField(frame: .zero)
    #expect(!loose.becomeFirstResponder())
    #expect(!loose.isFirstResponder)
    final class Eager: UIResponder {
      override var canBecomeFirstResponder: Bool { true }
    }
    #expect(!Eager().becomeFirstResponder())
  }

  @Test("FIDELITY 11.4: resigning hands the status to the next responder that can become it")
  func resignHandsOver() {
    final class AccessoryController: UIViewController {
      override var canBecomeFirstResponder: Bool { true }
    }
    let device = SimulatedDevice()
    let root = AccessoryController()
    device.show(root)
    let text = field(in: root)
    #expect(!text.resignFirstResponder(), "not first responder: false")
    #expect(text.becomeFirstResponder())
    #expect(text.resignFirstResponder())
    #expect(root.isFirstResponder, "the controller takes the status (nextFirstResponder)")
    final class Refusing: UITextField {
      override var canResignFirstResponder: Bool { false }
    }
    let refusing = Refusing(frame: .zero)
    root.view.addSubview(refusing)
    #expect(refusing.becomeFirstResponder())
    #expect(!refusing.resignFirstResponder())
    #expect(refusing.isFirstResponder)
  }

  @Test("FIDELITY 11.5: a first responder removed from its window resigns; a refusal is logged")
  func removalResigns() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let container = UIView(frame: root.view.bounds)
    root.view.addSubview(container)
    let text = UITextField(frame: .zero)
    container.addSubview(text)
    #expect(text.becomeFirstResponder())
    container.removeFromSuperview()
    #expect(!text.isFirstResponder)
    #expect(device.simulation.currentFirstResponder == nil)

    final class Refusing: UITextField {
      override var canResignFirstResponder: Bool { false }
    }
    let refusing = Refusing(frame: .zero)
    root.view.addSubview(refusing)
    #expect(refusing.becomeFirstResponder())
    refusing.removeFromSuperview()
    #expect(
      device.warnings.contains(
        "First responder warning: 'Refusing' rejected resignFirstResponder when being removed from hierarchy"
      ))
    #expect(!refusing.isFirstResponder, "its window is gone, so it is no window's first responder")
    let next = field(in: root)
    #expect(next.becomeFirstResponder(), "the stale first responder is cleared without asking")
  }

  @Test("FIDELITY 11.6: dismissing a sheet resigns its first responder; the presenter's comes back")
  func sheetsResignAndRestore() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let behind = field(in: root)
    #expect(behind.becomeFirstResponder())
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    #expect(!behind.isFirstResponder, "presenting resigns the presenter's first responder")
    let inSheet = field(in: sheet)
    #expect(inSheet.becomeFirstResponder())
    try device.hand.swipeDown(by: 600, velocity: 2000)
    device.runUntilIdle()
    #expect(!inSheet.isFirstResponder)
    #expect(root.presentedViewController == nil)
    #expect(behind.isFirstResponder, "restored after the dismissal (default assumption)")
  }

  @Test("FIDELITY 11.6: with the presenter's first responder kept, presenting leaves it alone")
  func keepAssumption() {
    let device = SimulatedDevice()
    device.simulation.assumptions.presenterFirstResponder = .keep
    let root = UIViewController()
    device.show(root)
    let behind = field(in: root)
    #expect(behind.becomeFirstResponder())
    root.present(UIViewController(), animated: false)
    #expect(behind.isFirstResponder)
  }

  @Test(
    "FIDELITY 11.7: a window that stops being key keeps its first responder, and the keyboard goes")
  func keyChangeKeepsFirstResponder() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let text = field(in: root)
    #expect(text.becomeFirstResponder())
    #expect(device.simulation.keyboard.isVisible)
    let scene = try #require(device.window.windowScene)
    let other = UIWindow(windowScene: scene)
    other.rootViewController = UIViewController()
    other.makeKeyAndVisible()
    #expect(text.isFirstResponder)
    #expect(!device.window.isKeyWindow)
    #expect(!device.simulation.keyboard.isVisible, "a non-key window's text field has no keyboard")
    device.window.makeKey()
    #expect(device.simulation.keyboard.isVisible)
  }
}
