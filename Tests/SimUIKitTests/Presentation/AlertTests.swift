import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Alerts")
@MainActor
struct AlertTests {
  @Test(
    "An alert presents from the root with .custom, and the presenter keeps its view and its state (FIDELITY 3.2, 8.6)"
  )
  func alertPresentation() {
    let device = SimulatedDevice()
    let root = RecordingController()
    device.show(root)
    let alert = UIAlertController(
      title: "Unsaved Changes", message: "Discard them?", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    root.present(alert, animated: true)
    device.runUntilIdle()
    #expect(alert.modalPresentationStyle == .custom)
    #expect(alert.presentationController is _UIAlertControllerPresentationController)
    #expect(root.view.window === device.window)
    #expect(root.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    #expect(device.hand.visibleAlert === alert)
  }

  @Test("Tapping an action dismisses the alert, then runs its handler")
  func actionHandlerAfterDismissal() throws {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    var log: [String] = []
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { action in
        log.append("handler \(action.title ?? "") presented=\(root.presentedViewController != nil)")
      })
    root.present(alert, animated: false)
    try device.hand.tapAlertAction("Delete")
    #expect(log.isEmpty)
    device.runUntilIdle()
    #expect(log == ["handler Delete presented=false"])
  }

  @Test("A second cancel action is refused")
  func oneCancel() {
    let device = SimulatedDevice()
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
    #expect(alert.actions.count == 1)
    #expect(
      device.faults.first?.reason
        == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
  }

  @Test("An action sheet presented over a sheet comes from the sheet (FIDELITY 3.6)")
  func actionSheetOverSheet() throws {
    let fixture = SheetFixture()
    let actions = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    var chosen: String?
    actions.addAction(
      UIAlertAction(title: "Discard Changes", style: .destructive) { _ in chosen = "discard" })
    actions.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen = "cancel" })
    fixture.sheet.present(actions, animated: false)
    #expect(actions.presentingViewController === fixture.sheet)
    try fixture.device.hand.tap(at: CGPoint(x: 195, y: 200))
    fixture.device.runUntilIdle()
    #expect(chosen == "cancel", "a tap outside an action sheet cancels it")
    #expect(fixture.sheet.presentedViewController == nil)
    #expect(fixture.isPresented)
  }

  @Test("Alert handlers capturing controllers leak nothing after dismissal")
  func alertLeaks() throws {
    weak var weakAlert: UIAlertController?
    weak var weakRoot: UIViewController?
    do {
      let device = SimulatedDevice()
      let root = UIViewController()
      device.show(root)
      let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in _ = root.title })
      root.present(alert, animated: false)
      try device.hand.tapAlertAction("OK")
      device.runUntilIdle()
      weakAlert = alert
      weakRoot = root
      device.tearDown()
    }
    #expect(weakAlert == nil)
    #expect(weakRoot == nil)
  }
}
