import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Presentation ownership")
@MainActor
struct PresentationOwnershipTests {
  @Test(
    "A dismissed stack of presentations is freed, presentation controllers included (FIDELITY 2.7)")
  func dismissedStackIsFreed() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    weak var weakFirst: UIViewController?
    weak var weakSecond: UIViewController?
    weak var weakController: UIPresentationController?
    do {
      let first = UIViewController()
      let second = UINavigationController(rootViewController: UIViewController())
      root.present(first, animated: false)
      first.present(second, animated: false)
      weakFirst = first
      weakSecond = second
      weakController = second.presentationController
    }
    root.dismiss(animated: true)
    device.runUntilIdle()
    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
    #expect(weakController == nil)
  }

  @Test("The presentation controller does not keep its delegate alive (FIDELITY 2.6)")
  func delegateNotRetained() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let sheet = UIViewController()
    weak var weakDelegate: RecordingPresentationDelegate?
    do {
      let delegate = RecordingPresentationDelegate()
      sheet.presentationController?.delegate = delegate
      weakDelegate = delegate
    }
    root.present(sheet, animated: false)
    #expect(weakDelegate == nil)
    withExtendedLifetime(device) {}
  }

  @Test("Work waiting on the main queue is dropped at teardown and frees what it captured")
  func pendingWorkIsFreed() {
    weak var weakCaptured: UIViewController?
    do {
      let device = SimulatedDevice()
      let captured = UIViewController()
      weakCaptured = captured
      device.simulation.withCurrent {
        DispatchQueue.main.asyncAfter(deadline: .now() + 10) { _ = captured.title }
      }
      device.tearDown()
    }
    #expect(weakCaptured == nil)
  }
}
