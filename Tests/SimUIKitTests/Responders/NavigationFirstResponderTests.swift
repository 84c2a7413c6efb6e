import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Navigation controllers and the first responder")
@MainActor
struct NavigationFirstResponderTests {
  /// A controller that takes the first responder status, as with an input accessory view.
  private final class AccessoryController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }
  }

  private func field(in controller: UIViewController) -> UITextField {
    let field = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
    controller.view.addSubview(field)
    return field
  }

  /// A device showing a navigation controller; `makeRoot` runs once the device's simulation is
  /// current, so that the controllers join it.
  private func stack(_ makeRoot: () -> UIViewController) -> (
    SimulatedDevice, UINavigationController
  ) {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: makeRoot())
    device.show(navigation)
    return (device, navigation)
  }

  @Test("FIDELITY 11.21: becomeFirstResponder() on a navigation controller asks its top controller")
  func becomePassesToTop() throws {
    let (device, navigation) = stack { AccessoryController() }
    let top = try #require(navigation.topViewController)
    #expect(navigation.becomeFirstResponder(), "\(device.trace.lines(in: nil))")
    #expect(top.isFirstResponder)
    #expect(!navigation.isFirstResponder)
  }

  @Test(
    "FIDELITY 11.21: with a top controller that cannot become it, the navigation controller fails")
  func becomeFailsWithoutTaker() {
    let (device, navigation) = stack { UIViewController() }
    #expect(!navigation.becomeFirstResponder())
    #expect(device.simulation.currentFirstResponder == nil)
  }

  @Test("FIDELITY 11.21: a pushed controller that can become first responder takes the status")
  func pushedControllerBecomesFirst() throws {
    let (device, navigation) = stack { UIViewController() }
    let root = try #require(navigation.topViewController)
    let text = field(in: root)
    #expect(text.becomeFirstResponder())
    let pushed = AccessoryController()
    navigation.pushViewController(pushed, animated: true)
    #expect(text.isFirstResponder, "nothing moves before the transition starts (FIDELITY 8.9)")
    device.runUntilIdle()
    #expect(pushed.isFirstResponder)
    #expect(!text.isFirstResponder)
    #expect(
      !device.simulation.keyboard.isVisible, "a controller without an input view: no keyboard")
  }

  @Test("FIDELITY 11.21: a push resigns the outgoing first responder; the pop back restores it")
  func pushResignsAndPopRestores() throws {
    let (device, navigation) = stack { UIViewController() }
    let root = try #require(navigation.topViewController)
    let text = field(in: root)
    #expect(text.becomeFirstResponder())
    navigation.pushViewController(UIViewController(), animated: true)
    device.runUntilIdle()
    #expect(!text.isFirstResponder)
    #expect(device.simulation.currentFirstResponder == nil)
    #expect(!device.simulation.keyboard.isVisible)
    #expect(
      device.trace.lines(in: [.responder]).contains { $0.contains("leaves the top of") })
    navigation.popViewController(animated: true)
    device.runUntilIdle()
    #expect(text.isFirstResponder, "restored when its controller is back on top (assumption)")
    #expect(device.simulation.keyboard.isVisible)
  }

  @Test("FIDELITY 11.21: with the restore switched off, the pop back leaves no first responder")
  func restoreSwitchedOff() {
    var assumptions = FidelityAssumptions()
    assumptions.navigationRestoresFirstResponder = false
    let device = SimulatedDevice(assumptions: assumptions)
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    let text = field(in: root)
    #expect(text.becomeFirstResponder())
    navigation.pushViewController(UIViewController(), animated: false)
    device.runUntilIdle()
    navigation.popViewController(animated: false)
    device.runUntilIdle()
    #expect(!text.isFirstResponder)
    #expect(device.simulation.currentFirstResponder == nil)
  }

  @Test(
    "FIDELITY 11.21: a popped controller's field comes back when the same instance is pushed again")
  func pushedAgainRestores() {
    let (device, navigation) = stack { UIViewController() }
    let search = UIViewController()
    navigation.pushViewController(search, animated: false)
    device.runUntilIdle()
    let text = field(in: search)
    #expect(text.becomeFirstResponder())
    navigation.popViewController(animated: true)
    device.runUntilIdle()
    #expect(!text.isFirstResponder)
    navigation.pushViewController(search, animated: true)
    device.runUntilIdle()
    #expect(text.isFirstResponder)
  }
}
