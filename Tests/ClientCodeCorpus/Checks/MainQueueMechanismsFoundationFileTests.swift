import Dispatch
import Foundation
import ResponderLabTesting
import SimUIKit
import Testing
import XCTest

// The calls of MainQueueMechanismsSimUIKitFileTests from a file that also imports Foundation,
// Dispatch and XCTest, as most real files and every XCTest file do; compiled in the Swift 5 and the
// Swift 6 language mode. Where Swift calls Foundation's or Dispatch's own method here, the device
// reports the work instead of losing it. `RunLoop.main.perform { }` does not compile in such a file
// (the call is ambiguous): Foundation offers no way to see a pending run-loop block, so a
// compile-time stop is the only loud answer (docs/fidelity.md, "The main queue").

/// What the code under test did, in order. Plain storage: everything runs on the main actor.
private final class FoundationFileLog: @unchecked Sendable {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

@MainActor
private func warnsOffVirtualTime(_ device: SimulatedDevice, about mechanism: String) -> Bool {
  device.warnings.contains {
    $0.hasPrefix("[Simulator]") && $0.contains(mechanism) && $0.contains("off virtual time")
  }
}

/// Code that submits to a queue it is given, from no particular isolation, as library code does:
/// it compiles as it does with Dispatch alone.
nonisolated func submitFromNonisolatedFoundationCode(
  to queue: DispatchQueue, _ done: @escaping @Sendable (String) -> Void
) {
  queue.async { done("block") }
  queue.asyncAfter(deadline: .now() + 0.1) { done("after") }
}

@Suite("Main-queue mechanisms from a file that also imports Foundation, Dispatch and XCTest")
@MainActor
struct MainQueueMechanismsFoundationFileTests {
  @Test(
    "FIDELITY 13.2: async(execute:) with a work item reaches Dispatch's own queue here, and the device reports it"
  )
  func workItemIsReported() {
    let device = SimulatedDevice()
    let item = DispatchWorkItem {}
    DispatchQueue.main.async(execute: item)
    device.runUntilIdle()
    #expect(warnsOffVirtualTime(device, about: "DispatchWorkItem"))
    withKnownIssue("the harness fails a test whose work was left off the virtual clock") {
      device.expectAllWorkOnVirtualTime()
    }
    item.cancel()
  }

  @Test(
    "FIDELITY 13.1, 13.2, 13.3: a main queue held in a variable still runs its blocks on the device's queue and clock"
  )
  func queueHeldInAVariable() {
    let device = SimulatedDevice()
    let log = FoundationFileLog()
    let queue = DispatchQueue.main
    queue.asyncAfter(deadline: .now() + 0.5) { log.add("after") }
    queue.async { log.add("block") }
    device.runUntilIdle()
    #expect(log.lines == ["block", "after"])
    #expect(device.now == 0.5)
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "FIDELITY 13.7: Foundation's scheduledTimer waits on the process's run loop here, and the device reports it"
  )
  func scheduledTimerIsReported() {
    let device = SimulatedDevice()
    let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
    device.runUntilIdle()
    timer.invalidate()
    #expect(warnsOffVirtualTime(device, about: "Foundation Timer"))
    withKnownIssue("the harness fails a test whose work was left off the virtual clock") {
      device.expectAllWorkOnVirtualTime()
    }
  }

  @Test(
    "FIDELITY 13.9: OperationQueue.main (held or not) runs its operations on later turns here too")
  func operationQueue() {
    let device = SimulatedDevice()
    let log = FoundationFileLog()
    OperationQueue.main.addOperation { log.add("operation") }
    let queue = OperationQueue.main
    queue.addOperation(BlockOperation { log.add("block operation") })
    log.add("submitted")
    device.runUntilIdle()
    #expect(log.lines == ["submitted", "operation", "block operation"])
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "FIDELITY 13.1, 13.3: nonisolated code that submits to the main queue reaches the device's queue and clock"
  )
  func nonisolatedSubmitter() {
    let device = SimulatedDevice()
    let log = FoundationFileLog()
    submitFromNonisolatedFoundationCode(to: DispatchQueue.main) { line in log.add(line) }
    device.runUntilIdle()
    #expect(log.lines == ["block", "after"])
    #expect(device.now == 0.1)
    device.expectAllWorkOnVirtualTime()
  }
}

final class MainQueueMechanismsFoundationFileXCTests: XCTestCase {
  /// FIDELITY 13.2, in an XCTest async test: a work item Dispatch holds is reported, and a block
  /// still runs on the device's queue.
  @MainActor
  func testWorkItemReportedAndBlockOnTheDevice() async {
    let device = SimulatedDevice()
    let log = FoundationFileLog()
    let item = DispatchWorkItem {}
    DispatchQueue.main.async(execute: item)
    DispatchQueue.main.async { log.add("block") }
    device.runUntilIdle()
    item.cancel()
    XCTAssertEqual(log.lines, ["block"])
    XCTAssertTrue(warnsOffVirtualTime(device, about: "DispatchWorkItem"))
  }
}
