import Foundation
import ResponderLabTesting
import SimUIKit
import Testing
import XCTest

// Swift 5 language mode, in a file that also imports Foundation and XCTest: the mechanisms of
// FIDELITY 13 still run on the device's queue and virtual clock.

private final class Swift5Events {
  var lines: [String] = []
}

@Suite("The main queue from Swift 5 code in a file that imports Foundation")
struct MainQueueSwift5FoundationFileTests {
  @Test(
    "FIDELITY 13.1: DispatchQueue.main blocks and deadlines run on the device's queue in Swift 5 mode"
  )
  @MainActor
  func dispatchFromSwift5() {
    let device = SimulatedDevice()
    let events = Swift5Events()
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
      events.lines.append("deadline at \(device.now)")
    }
    DispatchQueue.main.async { events.lines.append("block at \(device.now)") }
    device.runUntilIdle()
    #expect(events.lines == ["block at 0.0", "deadline at 0.25"])
  }

  @Test("FIDELITY 13.6: a main-actor task's sleep runs on the device's clock in Swift 5 mode")
  @MainActor
  func taskSleepFromSwift5() {
    let device = SimulatedDevice()
    let events = Swift5Events()
    Task { @MainActor in
      try await Task.sleep(nanoseconds: 2_000_000_000)
      events.lines.append("woke at \(device.now)")
    }
    device.runUntilIdle()
    #expect(events.lines == ["woke at 2.0"])
  }
}
