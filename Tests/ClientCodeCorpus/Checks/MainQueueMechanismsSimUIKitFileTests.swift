import ResponderLabTesting
import SimUIKit
import Testing

// Every mechanism of FIDELITY 13 written as apps write it, in a file that imports SimUIKit alone (and
// the harness). This file is compiled in the Swift 5 and the Swift 6 language mode. Its twin,
// MainQueueMechanismsFoundationFileTests, makes the same calls from a file that also imports
// Foundation, Dispatch and XCTest.

/// Code that submits to a queue it is given, from no particular isolation, as library code does:
/// it compiles as it does with Dispatch alone.
nonisolated func submitFromNonisolatedCode(
  to queue: DispatchQueue, _ done: @escaping @Sendable (String) -> Void
) {
  queue.async { done("block") }
  queue.asyncAfter(deadline: .now() + 0.1) { done("after") }
}

/// Code that submits with a deadline it was given, of Dispatch's own type, from no particular
/// isolation.
nonisolated func submitWallClockDeadlineFromNonisolatedCode(
  to queue: DispatchQueue, _ deadline: DispatchTime
) {
  queue.asyncAfter(deadline: deadline) {}
}

@Suite("Main-queue mechanisms from a file that imports SimUIKit alone")
@MainActor
struct MainQueueMechanismsSimUIKitFileTests {
  @Test(
    "FIDELITY 13.2, 13.3: async(execute:) runs a work item on the device's queue; a cancelled one never runs"
  )
  func workItemOnTheDevicesQueue() {
    let device = SimulatedDevice()
    let log = MechanismLog()
    let item = DispatchWorkItem { log.add("item") }
    let cancelled = DispatchWorkItem { log.add("cancelled item") }
    DispatchQueue.main.async(execute: item)
    DispatchQueue.main.async(execute: cancelled)
    cancelled.cancel()
    log.add("submitted")
    device.runUntilIdle()
    #expect(log.lines == ["submitted", "item"])
    #expect(device.warnings.isEmpty)
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "FIDELITY 13.3: asyncAfter(deadline:execute:) with a work item reaches Dispatch's own queue, and the device reports it"
  )
  func workItemAfterDeadlineIsReported() {
    let device = SimulatedDevice()
    let item = DispatchWorkItem {}
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25, execute: item)
    device.runUntilIdle()
    #expect(
      device.warnings.contains {
        $0.hasPrefix("[Simulator] 1 DispatchWorkItem(s)") && $0.contains("off virtual time")
      })
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
    "FIDELITY 13.3: a deadline of Dispatch's own DispatchTime type is reported: it lies on the wall clock"
  )
  func dispatchTimeDeadlineIsReported() {
    let device = SimulatedDevice()
    let deadline: DispatchTime = .now() + 3600
    DispatchQueue.main.asyncAfter(deadline: deadline) {}
    device.runUntilIdle()
    #expect(warnsOffVirtualTime(device, about: "DispatchTime"))
    withKnownIssue("the harness fails a test whose work was left off the virtual clock") {
      device.expectAllWorkOnVirtualTime()
    }
  }

  @Test(
    "FIDELITY 13.3: a DispatchTime deadline given to a main queue held in a variable, or by nonisolated code, is reported too"
  )
  func dispatchTimeThroughAHeldQueueIsReported() {
    let device = SimulatedDevice()
    let queue = DispatchQueue.main
    let deadline: DispatchTime = .now() + 3600
    DispatchQueue.global().asyncAfter(deadline: deadline) {}
    device.runUntilIdle()
    #expect(device.warnings.isEmpty)
    queue.asyncAfter(deadline: deadline) {}
    device.runUntilIdle()
    #expect(warnsOffVirtualTime(device, about: "DispatchTime"))
    submitWallClockDeadlineFromNonisolatedCode(to: queue, deadline)
    device.runUntilIdle()
    #expect(device.warnings.count { $0.contains("DispatchTime") } == 2)
    withKnownIssue("the harness fails a test whose work was left off the virtual clock") {
      device.expectAllWorkOnVirtualTime()
    }
  }

  @Test(
    "FIDELITY 13.7: scheduledTimer fires on the device's clock; invalidate() stops a repeating one")
  func scheduledTimers() {
    let device = SimulatedDevice()
    let log = MechanismLog()
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in log.add("one-shot") }
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
      log.add("tick")
      if log.lines.count == 4 { timer.invalidate() }
    }
    device.runUntilIdle()
    #expect(log.lines == ["one-shot", "tick", "tick", "tick"])
    #expect(device.now == 3)
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "FIDELITY 13.7: a Timer added with RunLoop.main.add waits on Foundation's run loop, and the device reports it"
  )
  func timerAddedToTheRunLoopIsReported() {
    let device = SimulatedDevice()
    let timer = Timer(timeInterval: 5, repeats: false) { _ in }
    RunLoop.main.add(timer, forMode: .common)
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
    "FIDELITY 13.9: RunLoop.main.perform and OperationQueue.main (held or not) run on later turns")
  func runLoopAndOperationQueue() {
    let device = SimulatedDevice()
    let log = MechanismLog()
    RunLoop.main.perform { log.add("perform") }
    OperationQueue.main.addOperation { log.add("operation") }
    let queue = OperationQueue.main
    queue.addOperation(BlockOperation { log.add("block operation") })
    let cancelled = BlockOperation { log.add("cancelled operation") }
    queue.addOperation(cancelled)
    cancelled.cancel()
    log.add("submitted")
    device.runUntilIdle()
    #expect(log.lines == ["submitted", "perform", "operation", "block operation"])
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "FIDELITY 13.1, 13.3: nonisolated code that submits to the main queue reaches the device's queue and clock"
  )
  func nonisolatedSubmitter() {
    let device = SimulatedDevice()
    let log = MechanismLog()
    submitFromNonisolatedCode(to: DispatchQueue.main) { line in log.add(line) }
    device.runUntilIdle()
    #expect(log.lines == ["block", "after"])
    #expect(device.now == 0.1)
    device.expectAllWorkOnVirtualTime()
  }
}
