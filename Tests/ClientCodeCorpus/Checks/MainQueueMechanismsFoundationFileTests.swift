import Dispatch
import Foundation
import ResponderLabTesting
import SimUIKit
import Testing
import XCTest

// The calls of MainQueueMechanismsSimUIKitFileTests from a file that also imports Foundation,
// Dispatch and XCTest, as most real files and every XCTest file do; compiled in the Swift 5 and the
// Swift 6 language mode. Where Swift calls Foundation's or Dispatch's own method here, the device
// reports the work instead of losing it. `RunLoop.main.perform { }` calls SimUIKit's `perform`
// here too: a property, which Swift ranks above Foundation's method (docs/fidelity.md, "The main
// queue").

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
    "FIDELITY 13.1, 13.2, 13.3: DispatchQueue.main.async and asyncAfter run here on the device's queue, at their virtual deadlines"
  )
  func dispatchBlocksOnVirtualTime() {
    let device = SimulatedDevice()
    let log = MechanismLog()
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.add("0.5 s at \(device.now)") }
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
      log.add("250 ms at \(device.now)")
    }
    DispatchQueue.main.async { log.add("async at \(device.now)") }
    log.add("submitted")
    device.runUntilIdle()
    #expect(log.lines == ["submitted", "async at 0.0", "250 ms at 0.25", "0.5 s at 0.5"])
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "FIDELITY 13.4, 13.5, 13.6: Task { @MainActor in }, MainActor.run, Task.sleep and Task.yield run here on the device's queue and clock"
  )
  func swiftConcurrencyOnVirtualTime() {
    let device = SimulatedDevice()
    let log = MechanismLog()
    Task { @MainActor in
      log.add("task at \(device.now)")
      try? await Task.sleep(nanoseconds: 100_000_000)
      log.add("slept at \(device.now)")
      await Task.yield()
      await MainActor.run { log.add("MainActor.run at \(device.now)") }
      try? await Task.sleep(for: .seconds(1))
      log.add("slept again at \(device.now)")
    }
    log.add("submitted")
    device.runUntilIdle()
    #expect(
      log.lines == [
        "submitted", "task at 0.0", "slept at 0.1", "MainActor.run at 0.1", "slept again at 1.1",
      ])
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "FIDELITY 13.3: a deadline of Dispatch's own DispatchTime type is reported here: it lies on the wall clock"
  )
  func wallClockDeadlineIsReported() {
    let device = SimulatedDevice()
    let deadline = DispatchTime.now() + 0.2
    DispatchQueue.main.asyncAfter(deadline: deadline) {}
    device.runUntilIdle()
    #expect(warnsOffVirtualTime(device, about: "DispatchTime"))
    withKnownIssue("the harness fails a test whose work was left off the virtual clock") {
      device.expectAllWorkOnVirtualTime()
    }
  }

  @Test(
    "FIDELITY 13.3: a DispatchTime deadline through a main queue held in a variable is reported here too"
  )
  func wallClockDeadlineThroughAHeldQueueIsReported() {
    let device = SimulatedDevice()
    let queue = DispatchQueue.main
    let deadline = DispatchTime.now() + 0.2
    queue.asyncAfter(deadline: deadline) {}
    device.runUntilIdle()
    #expect(warnsOffVirtualTime(device, about: "DispatchTime"))
    withKnownIssue("the harness fails a test whose work was left off the virtual clock") {
      device.expectAllWorkOnVirtualTime()
    }
  }

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
    let log = MechanismLog()
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
    "FIDELITY 13.5: Task.detached { @MainActor in } starts on a later turn of the device's queue, at its virtual time"
  )
  func detachedMainActorTask() {
    let device = SimulatedDevice()
    let log = MechanismLog()
    Task.detached { @MainActor in log.add("detached at \(device.now)") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
      Task.detached { @MainActor in log.add("detached from 0.25 at \(device.now)") }
      log.add("block at 0.25")
    }
    Task.detached(priority: .low) { @MainActor () throws in log.add("throwing detached") }
    log.add("submitted")
    #expect(log.lines == ["submitted"])
    device.runUntilIdle()
    #expect(
      log.lines == [
        "submitted", "detached at 0.0", "throwing detached", "block at 0.25",
        "detached from 0.25 at 0.25",
      ])
    #expect(device.now == 0.25)
    device.expectAllWorkOnVirtualTime()
  }

  @Test("FIDELITY 13.5: Task.detached with a nonisolated body still runs on Swift's executors")
  func detachedNonisolatedTask() async throws {
    let product = await Task.detached { 6 * 7 }.value
    #expect(product == 42)
    let thrown = Task.detached { () throws -> Int in throw CancellationError() }
    await #expect(throws: CancellationError.self) { try await thrown.value }
  }

  @Test(
    "FIDELITY 13.9: RunLoop.main.perform compiles here, and its blocks run on the device's next turn, on virtual time"
  )
  func runLoopPerform() {
    let device = SimulatedDevice()
    let log = MechanismLog()
    RunLoop.main.perform { log.add("perform") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      RunLoop.main.perform { log.add("perform from 0.5") }
      log.add("block at 0.5")
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { log.add("block at 0.6") }
    let loop = RunLoop.main
    loop.perform { log.add("perform through a variable") }
    log.add("submitted")
    #expect(log.lines == ["submitted"])
    device.runUntilIdle()
    #expect(
      log.lines == [
        "submitted", "perform", "perform through a variable", "block at 0.5", "perform from 0.5",
        "block at 0.6",
      ])
    #expect(device.now == 0.6)
    let turns = device.trace.events(in: [.queue]).filter {
      $0.message.hasPrefix("run #") && $0.message.hasSuffix("RunLoop.main.perform")
    }
    #expect(turns.map(\.time) == [0, 0, 0.5])
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "FIDELITY 13.9: OperationQueue.main (held or not) runs its operations on later turns here too")
  func operationQueue() {
    let device = SimulatedDevice()
    let log = MechanismLog()
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
    let log = MechanismLog()
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
    let log = MechanismLog()
    let item = DispatchWorkItem {}
    DispatchQueue.main.async(execute: item)
    DispatchQueue.main.async { log.add("block") }
    device.runUntilIdle()
    item.cancel()
    XCTAssertEqual(log.lines, ["block"])
    XCTAssertTrue(warnsOffVirtualTime(device, about: "DispatchWorkItem"))
  }

  /// FIDELITY 13.9, in an XCTest async test: a `RunLoop.main.perform` block runs on the device's
  /// next turn, not on the main run loop XCTest turns.
  @MainActor
  func testRunLoopPerformRunsOnTheDevice() async {
    let device = SimulatedDevice()
    let log = MechanismLog()
    RunLoop.main.perform { log.add("perform") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { log.add("after") }
    log.add("submitted")
    device.runUntilIdle()
    XCTAssertEqual(log.lines, ["submitted", "perform", "after"])
    XCTAssertEqual(device.now, 0.25)
    XCTAssertTrue(device.warnings.isEmpty)
  }
}
