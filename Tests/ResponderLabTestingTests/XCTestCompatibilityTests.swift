import ResponderLabTesting
import XCTest

/// The harness works from XCTest too, with only `import XCTest` and `import ResponderLabTesting`,
/// in async main-actor tests (synchronous main-actor XCTest tests crash on Linux). A mismatch in
/// XCTest is reported at the test's own line: `XCTestMismatchReportTests` shows it on a test case
/// run apart, and `Scripts/check-client-package.sh` in a package of its own.
final class XCTestCompatibilityTests: XCTestCase {
  @MainActor
  func testSwipeFromXCTest() async throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    root.present(UIViewController(), animated: true)
    device.runUntilIdle()
    try device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    XCTAssertNil(root.presentedViewController)
    device.expectTrace(containsInOrder: ["UIViewController#1 dismissal finished"])
  }

  @MainActor
  func testEveryKindOfExpectationFromXCTest() async throws {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    device.expectChain(from: screen.saveButton, ChainExpectationTests.buttonChain)
    screen.openEditor()
    device.runUntilIdle()
    screen.askToDiscard()
    device.runUntilIdle()
    device.expectPresented(UIAlertController.self, by: screen.editor)
    device.expectSheet(detent: .medium, isModal: false)
    device.expectAlert(title: "Discard changes?", actions: ["Keep", "Discard"])
    device.expectTrace(containsInOrder: ["present(UIAlertController#1", "presentation finished"])
    device.expectSnapshot(
      of: .screen,
      matches: """
        Screen 390 × 844
        Root DraftViewController#1
          [Button "Save"]
        Sheet UIViewController#1: pageSheet at medium
        Alert UIAlertController#1: "Discard changes?" — "Your edits will be lost."
          [Action "Keep" cancel]
          [Action "Discard" destructive]
        """)
    XCTAssertTrue(device.faults.isEmpty)
  }

  @MainActor
  func testFirstResponderFromXCTest() async throws {
    let device = SimulatedDevice()
    let form = SignInViewController()
    device.show(form)
    try device.hand.tap(form.password)
    device.expectFirstResponder(form.password)
    let field = device.expectFirstResponder(UITextField.self)
    XCTAssertTrue(field === form.password)
    form.password.resignFirstResponder()
    device.expectFirstResponder(nil)
    XCTAssertTrue(device.faults.isEmpty)
  }
}
