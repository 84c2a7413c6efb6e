import ResponderLabDevice
import SimUIKit
import XCTest

/// XCTest methods as Swift 5 test files write them: the test case and its methods carry no isolation,
/// and reach the main actor with `await`. (Synchronous `@MainActor` test methods crash XCTest on
/// Linux, so none are written here.)
final class NonisolatedXCTestMethods: XCTestCase {
  func testTopLevelCodeRunsFromAnAsyncTest() async {
    let report = await MainActor.run { Simulation().withCurrent { runSheetFromTopLevelCode() } }
    XCTAssertTrue(report.presenterIsNavigationController)
    XCTAssertTrue(report.navigationPresentsCompose)
    XCTAssertFalse(report.composeStillPresentedAfterDismiss)
  }

  func testSwift5DelegateIsAskedWhenTheUserSwipesDown() async throws {
    let device = await SimulatedDevice()
    let inbox = await UIViewController()
    await device.show(UINavigationController(rootViewController: inbox))
    let compose = await UIViewController()
    let delegate = await ComposeSheetDelegate()
    await MainActor.run {
      compose.presentationController?.delegate = delegate
      inbox.present(compose, animated: true, completion: nil)
      device.runUntilIdle()
    }
    try await device.hand.swipeDown(by: 600)
    await device.runUntilIdle()
    let events = await delegate.events
    let presented = await inbox.presentedViewController
    XCTAssertEqual(events, ["shouldDismiss", "didDismiss"])
    XCTAssertNil(presented)
    await device.tearDown()
  }
}
