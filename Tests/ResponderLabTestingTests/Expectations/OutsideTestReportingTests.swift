import ResponderLabTesting
import Testing

/// An expectation that runs outside any test (a script, a detached task) must not pass silently:
/// it prints to standard error and records a fault on the device.
@Suite("Expectations outside a test")
@MainActor
struct OutsideTestReportingTests {
  @Test("A mismatch outside any test becomes a fault on the device, naming what differed")
  func recordsAFault() async {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    #expect(device.faults.isEmpty)
    // A detached task does not inherit the running test, so the harness sees no test at all. Its
    // main-actor body runs on the device's next turn.
    let outside = Task.detached { @MainActor in
      device.expectChain(from: screen.saveButton, ["UILabel"])
      device.expectAlert(title: "Nothing here")
      device.expectFirstResponder(screen.saveButton)
    }
    device.runUntilIdle()
    await outside.value
    #expect(device.faults.count == 3)
    let first = device.faults.first
    #expect(first?.exceptionName == "ResponderLabExpectationFailure")
    #expect(first?.reason.contains("The responder chain from UIButton#1 differs") == true)
    #expect(first?.reason.contains("  - UILabel") == true)
    #expect(device.faults.dropFirst().first?.reason.contains("Expected an alert on top") == true)
    #expect(
      device.faults.last?.reason.contains(
        "Expected UIButton#1 to be the first responder of UIWindow#1; no responder is.") == true)
  }

  @Test("A passing expectation outside a test records nothing")
  func passingRecordsNothing() async {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    let outside = Task.detached { @MainActor in
      device.expectChain(from: screen.saveButton, ChainExpectationTests.buttonChain)
      device.expectNoTrace(containing: "viewDidDisappear")
      device.expectFirstResponder(nil)
    }
    device.runUntilIdle()
    await outside.value
    #expect(device.faults.isEmpty)
  }
}
