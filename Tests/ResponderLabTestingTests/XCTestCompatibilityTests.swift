import ResponderLabTesting
import Testing
import XCTest

/// The harness works from XCTest too, in async main-actor tests (synchronous main-actor XCTest tests
/// crash on Linux).
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
}
