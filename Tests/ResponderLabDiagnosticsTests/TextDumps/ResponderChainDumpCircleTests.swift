import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

/// A responder chain that leads in a circle, which UIKit never builds but a `next` override or a
/// contradictory dump could, is walked once and ends in a line that names where it comes back.
@Suite("presponder of a chain that leads in a circle")
@MainActor
struct ResponderChainDumpCircleTests {
  /// A controller whose view's subview is made its next responder: view → controller → subview →
  /// view again.
  private func circle() -> (device: SimulatedDevice, view: UIView, keep: UIViewController) {
    let device = SimulatedDevice()
    let controller = UIViewController()
    let view: UIView = controller.view
    let inner = UIView()
    view.addSubview(inner)
    controller.nextResponderOverride = inner
    return (device, view, controller)
  }

  @Test("FIDELITY 10.5: the chain stops before the responder it meets again, and says so")
  func circleIsWalkedOnce() {
    let (device, view, controller) = circle()
    defer {
      controller.nextResponderOverride = nil
      device.tearDown()
    }
    let dump = ResponderChainDump()
    #expect(dump.chain(from: view).map(\.className) == ["UIView", "UIViewController", "UIView"])
    #expect(dump.returnPoint(from: view) === view)
    let lines = dump.render(from: view).split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(
      lines.last
        == "   |    |    | (back to UIView#1: next leads in a circle, which no device's chain does)"
    )
    #expect(
      dump.arrowLine(from: view).hasSuffix(
        "→ UIView → (back to UIView#1: next leads in a circle, which no device's chain does)"))
  }

  @Test("FIDELITY 10.5: a chain that ends has no return point and no circle line")
  func endingChainHasNoReturnPoint() {
    let device = SimulatedDevice()
    defer { device.tearDown() }
    let controller = UIViewController()
    device.window.rootViewController = controller
    let dump = ResponderChainDump()
    #expect(dump.returnPoint(from: controller.view) == nil)
    #expect(!dump.render(from: controller.view).contains("back to"))
  }
}
