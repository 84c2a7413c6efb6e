import Dispatch
import Foundation
import ResponderLabTesting
import SimUIKit
import Testing
import XCTest

// The mechanisms of FIDELITY 13 in a file that also imports Foundation, Dispatch and XCTest, where
// `DispatchQueue` is Dispatch's own type. MainQueueFromSimUIKitFileTests runs the same code from a
// file that imports SimUIKit alone; both must give the same results (FIDELITY 13.1).

/// A continuation that test code resumes by hand.
private final class Waiter: @unchecked Sendable {
  var continuation: CheckedContinuation<Void, Never>?
}

/// What the code under test did, in order. Plain storage: blocks and tasks all run on the main actor.
private final class Events: @unchecked Sendable {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

@Suite("The main queue, from a file that also imports Foundation, Dispatch and XCTest")
@MainActor
struct MainQueueFromFoundationFileTests {
  @Test(
    "FIDELITY 13.2: main-queue blocks run on later turns, in submission order, nested ones last")
  func mainQueueIsFIFO() {
    let device = SimulatedDevice()
    let events = Events()
    DispatchQueue.main.async { events.add("first") }
    DispatchQueue.main.async {
      events.add("second")
      DispatchQueue.main.async { events.add("nested") }
    }
    DispatchQueue.main.async { events.add("third") }
    events.add("submitted")
    device.runUntilIdle()
    #expect(events.lines == ["submitted", "first", "second", "third", "nested"])
    #expect(device.now == 0)
  }

  @Test(
    "FIDELITY 13.3: asyncAfter runs at its virtual deadline; .now() + 0.25 and .milliseconds(250) are the same"
  )
  func asyncAfterDeadlines() {
    let device = SimulatedDevice()
    let events = Events()
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { events.add("0.25 at \(device.now)") }
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
      events.add("250ms at \(device.now)")
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) {
      events.add("1s at \(device.now)")
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + .microseconds(500)) {
      events.add("500us at \(device.now)")
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(2_000_000)) {
      events.add("2ms at \(device.now)")
    }
    device.advance(by: 0.2)
    #expect(events.lines == ["500us at 0.0005", "2ms at 0.002"])
    device.runUntilIdle()
    #expect(
      events.lines == [
        "500us at 0.0005", "2ms at 0.002", "0.25 at 0.25", "250ms at 0.25", "1s at 1.0",
      ])
  }

  @Test(
    "FIDELITY 13.5: Task { @MainActor in } never runs inside the creating call; tasks start in creation order"
  )
  func mainActorTasksStartLaterInOrder() {
    let device = SimulatedDevice()
    let events = Events()
    Task { @MainActor in events.add("explicit") }
    Task { events.add("inherited") }
    events.add("created")
    #expect(events.lines == ["created"])
    device.runUntilIdle()
    #expect(events.lines == ["created", "explicit", "inherited"])
  }

  @Test(
    "FIDELITY 13.4: MainActor.run inside a main-actor task runs its body on the spot; the task runs on the device's queue"
  )
  func mainActorRunInsideTask() {
    let device = SimulatedDevice()
    let events = Events()
    Task { @MainActor in
      events.add("before")
      await MainActor.run { events.add("run body") }
      events.add("after")
    }
    device.runUntilIdle()
    #expect(events.lines == ["before", "run body", "after"])
    #expect(device.trace.lines().contains { $0.contains("main-actor task") })
  }

  @Test("FIDELITY 13.6: Task.sleep(for:) and sleep(nanoseconds:) wake at their virtual deadlines")
  func sleepsUseVirtualTime() {
    let device = SimulatedDevice()
    let events = Events()
    Task { @MainActor in
      try await Task.sleep(for: .milliseconds(250))
      events.add("for: woke at \(device.now)")
      try await Task.sleep(nanoseconds: 500_000_000)
      events.add("nanoseconds: woke at \(device.now)")
    }
    device.advance(by: 0.2)
    #expect(events.lines.isEmpty)
    device.runUntilIdle()
    #expect(events.lines == ["for: woke at 0.25", "nanoseconds: woke at 0.75"])
    #expect(device.now == 0.75)
  }

  @Test("FIDELITY 13.6: cancelling a sleeping task ends its sleep at once with CancellationError")
  func cancelledSleepThrowsAtOnce() {
    let device = SimulatedDevice()
    let events = Events()
    let sleeper = Task { @MainActor in
      do {
        try await Task.sleep(for: .seconds(10))
        events.add("slept")
      } catch {
        events.add("\(type(of: error)) at \(device.now)")
      }
      try? await Task.sleep(for: .seconds(10))
      events.add("try? returned at \(device.now), cancelled: \(Task.isCancelled)")
    }
    device.advance(by: 1)
    sleeper.cancel()
    device.runUntilIdle()
    #expect(
      events.lines == ["CancellationError at 1.0", "try? returned at 1.0, cancelled: true"])
    #expect(device.now == 1)
  }

  @Test("FIDELITY 13.2: Task.yield lets the blocks already waiting run first")
  func yieldLetsWaitingBlocksRun() {
    let device = SimulatedDevice()
    let events = Events()
    Task { @MainActor in
      events.add("task starts")
      DispatchQueue.main.async { events.add("block") }
      await Task.yield()
      events.add("task resumes")
    }
    device.runUntilIdle()
    #expect(events.lines == ["task starts", "block", "task resumes"])
  }

  @Test(
    "FIDELITY 13.2: each device's runUntilIdle runs its own blocks and tasks only, with many devices in parallel"
  )
  func devicesStayApart() async {
    let results = await withTaskGroup(of: (Int, [String], Double).self) { group in
      for index in 0..<12 {
        group.addTask { await Self.runOwnDevice(index) }
      }
      var collected: [(Int, [String], Double)] = []
      for await result in group { collected.append(result) }
      return collected
    }
    #expect(results.count == 12)
    for (index, lines, now) in results {
      #expect(lines == ["block \(index)", "task \(index)", "hop \(index)"])
      #expect(now == Double(index) + 0.5)
    }
  }

  @Test(
    "FIDELITY 13.4: a task left waiting on work the device does not drive is reported, and resumes on the device's queue"
  )
  func taskSuspendedElsewhereIsReported() {
    let device = SimulatedDevice()
    let events = Events()
    let waiter = Waiter()
    Task { @MainActor in
      await withCheckedContinuation { waiter.continuation = $0 }
      events.add("resumed at \(device.now)")
    }
    device.runUntilIdle()
    #expect(
      device.warnings.contains {
        $0.hasPrefix("[Simulator] 1 task(s)") && $0.contains("off virtual time")
      })
    withKnownIssue("the harness fails a test whose work was left off the virtual clock") {
      device.expectAllWorkOnVirtualTime()
    }
    waiter.continuation?.resume()
    device.runUntilIdle()
    #expect(events.lines == ["resumed at 0.0"])
  }

  /// One of the parallel devices: schedules a block and a sleeping task, yields, then runs its queue.
  private static func runOwnDevice(_ index: Int) async -> (Int, [String], Double) {
    let device = SimulatedDevice()
    let events = Events()
    DispatchQueue.main.asyncAfter(deadline: .now() + Double(index)) { events.add("block \(index)") }
    Task { @MainActor in
      try? await Task.sleep(for: .seconds(Double(index) + 0.5))
      DispatchQueue.main.async { events.add("hop \(index)") }
      events.add("task \(index)")
    }
    await Task.yield()
    device.runUntilIdle()
    return (index, events.lines, device.now)
  }
}
