public import Foundation
import Synchronization

/// The simulation's main queue and virtual clock.
///
/// Work submitted with `DispatchQueue.main.async` or `asyncAfter`, the jobs of main-actor tasks,
/// timers, run-loop and operation-queue blocks, animation completions and UIKit's own deferred
/// callbacks wait here until a test or the CLI runs the queue. Nothing sleeps: running a timer moves
/// the clock to its deadline at once. Each block runs in one turn (`runTurn(_:)`); blocks with the
/// same deadline run in the order they were submitted. Each turn (the caller's code, then each
/// block) ends with UIKit's layout pass (FIDELITY 8.8).
@preconcurrency @MainActor
public final class MainQueue {
  private struct Item {
    var deadline: TimeInterval
    var sequence: Int
    var label: String
    var work: @MainActor () -> Void
    /// Tells when the block no longer needs to run; such a block is dropped without moving the clock.
    var isDone: (@Sendable () -> Bool)? = nil
  }

  /// The virtual time, in seconds since the simulation started.
  public private(set) var now: TimeInterval = 0 {
    didSet { executor.virtualNow.withLock { $0 = now } }
  }
  private var items: [Item] = []
  /// How many blocks may end early (sleeps of tasks); only then does a turn look for them.
  private var sleepingCount = 0
  weak var simulation: Simulation?
  /// The executor the device's main-actor tasks prefer; its jobs join this queue.
  let executor = SimulatedMainExecutor()

  init() {}

  /// The number of blocks waiting to run, due or not.
  public var pendingCount: Int {
    admitJobs()
    return items.count
  }

  /// Whether no block is waiting.
  public var isIdle: Bool { pendingCount == 0 && !(simulation?.layoutPass.isPending ?? false) }

  /// Adds a block to run on a later turn of the queue, after the blocks already due.
  ///
  /// A block whose delay is infinite (a `.never` deadline) never comes due, as with Dispatch; it is
  /// dropped, and the trace says so.
  package func enqueue(
    after delay: TimeInterval = 0, label: String, _ work: @escaping @MainActor () -> Void
  ) {
    guard delay.isFinite else {
      simulation?.trace.record(.queue, subject: nil, "never runs: \(label)", at: now)
      return
    }
    let item = Item(
      deadline: now + max(0, delay), sequence: executor.inbox.takeSequence(), label: label,
      work: work)
    insert(item)
    simulation?.trace.record(
      .queue, subject: nil,
      delay > 0
        ? "enqueue #\(item.sequence) \(label) at +\(Self.format(delay))s"
        : "enqueue #\(item.sequence) \(label)", at: now)
  }

  /// Runs every block that is due now, including blocks they enqueue for now, and returns how many ran.
  @discardableResult
  public func runDue() -> Int {
    var count = 0
    while true {
      endTurn()
      guard let item = nextItem(dueBy: now) else { break }
      runTurn(item)
      count += 1
    }
    return count
  }

  /// Moves the clock forward by `interval`, running each block when its deadline comes.
  @discardableResult
  public func advance(by interval: TimeInterval) -> Int {
    let target = now + max(0, interval)
    var count = 0
    while true {
      endTurn()
      guard let item = nextItem(dueBy: target) else { break }
      now = max(now, item.deadline)
      runTurn(item)
      count += 1
    }
    now = max(now, target)
    return count
  }

  /// Runs blocks, moving the clock to each deadline, until nothing is waiting or `limit` blocks ran.
  ///
  /// - Returns: The number of blocks that ran.
  @discardableResult
  public func runUntilIdle(limit: Int = 100_000) -> Int {
    var count = 0
    while count < limit {
      endTurn()
      guard let item = nextItem(dueBy: .infinity) else { break }
      now = max(now, item.deadline)
      runTurn(item)
      count += 1
    }
    reportWorkOffTheQueue()
    return count
  }

  /// How many waiting tasks the trace has already warned about.
  private var reportedSuspendedTasks = 0
  /// Whether the trace already warned about the Foundation timer waiting on the main run loop.
  private var reportedFoundationTimer = false

  /// Says so when work the device started waits somewhere it does not drive, so that
  /// `runUntilIdle()` returned without it: tasks, work items handed to Dispatch, blocks with a
  /// wall-clock deadline, Foundation timers.
  private func reportWorkOffTheQueue() {
    reportTasksSuspendedElsewhere()
    for note in executor.takeOffClockNotes() {
      simulation?.warn(note)
    }
    let items = executor.workItems.takeUnreportedWaiting()
    if items > 0 {
      simulation?.warn(
        "[Simulator] \(items) DispatchWorkItem(s) made on this device have neither run nor been "
          + "cancelled: Dispatch's own queue holds them (asyncAfter(deadline:execute:) with a work "
          + "item, or async(execute:) in a file that imports Foundation, Dispatch or XCTest), so they "
          + "run off virtual time. Write DispatchQueue.main.asyncAfter(deadline: .now() + seconds) "
          + "{ if !item.isCancelled { item.perform() } } instead.")
    }
    let timerWaits = FoundationMainRunLoop.hasPendingTimer
    if timerWaits, !reportedFoundationTimer {
      simulation?.warn(
        "[Simulator] A Foundation Timer is scheduled on a Foundation run loop (scheduledTimer "
          + "in a file that imports Foundation, Dispatch or XCTest, or Timer(timeInterval:…) with "
          + "RunLoop.main.add): it fires on the wall clock, if ever, off virtual time. Schedule it "
          + "with Timer.scheduledTimer(withTimeInterval:repeats:block:) from a file that imports "
          + "SimUIKit or SimSwiftUI alone.")
    }
    reportedFoundationTimer = timerWaits
  }

  /// Says so when the queue is idle but some of the device's tasks wait on something it does not
  /// drive: `runUntilIdle()` cannot wait for them.
  private func reportTasksSuspendedElsewhere() {
    let count = executor.tasksSuspendedElsewhere
    defer { reportedSuspendedTasks = count }
    guard count > reportedSuspendedTasks else { return }
    simulation?.warn(
      "[Simulator] \(count) task(s) started on this device are suspended at an await that nothing "
        + "on the device will resume (a continuation or stream fed from outside, another actor, a "
        + "Foundation callback): runUntilIdle() returned without them, so whatever they do next "
        + "happens off virtual time.")
  }

  /// Drops every waiting block without running it; tasks waiting on the queue stay suspended, as
  /// when an app is terminated.
  public func removeAll() {
    _ = executor.inbox.takeJobs()
    items.removeAll()
    simulation?.layoutPass.removeAll()
  }

  /// Ends the turn that just ran (a block, or the caller's own code before the queue runs) with
  /// UIKit's layout pass (FIDELITY 8.8).
  private func endTurn() {
    guard let simulation, simulation.layoutPass.isPending else { return }
    SimulatedMainExecutor.$scoped.withValue(executor) { simulation.layoutPass.run() }
  }

  // MARK: - Turns

  /// One turn of the main queue: runs one block, as a phone's run loop does, and records it.
  ///
  /// The turn runs with this device as the current one, so that work it submits (blocks, tasks,
  /// timers) joins this device's queue even while other devices run in parallel tests.
  private func runTurn(_ item: Item) {
    simulation?.trace.record(.queue, subject: nil, "run #\(item.sequence) \(item.label)", at: now)
    SimulatedMainExecutor.$scoped.withValue(executor) { item.work() }
  }

  private static let taskJobLabel = "main-actor task"

  /// Removes and returns the first block due by `time`, after admitting task jobs that arrived.
  private func nextItem(dueBy time: TimeInterval) -> Item? {
    admitJobs()
    if sleepingCount > 0 {
      items.removeAll { $0.isDone?() == true }
      sleepingCount = items.count { $0.isDone != nil }
    }
    guard let first = items.first, first.deadline <= time else { return nil }
    items.removeFirst()
    return first
  }

  /// Moves jobs of main-actor tasks from the executor's inbox into the queue, due now.
  private func admitJobs() {
    guard executor.inbox.hasJobs else { return }
    for entry in executor.inbox.takeJobs() {
      switch entry.work {
      case .job(let job):
        let executor = executor
        insert(
          Item(
            deadline: now, sequence: entry.sequence, label: Self.taskJobLabel,
            work: { executor.run(job) }))
      case .later(let delay, let label, let isDone, let work):
        insert(
          Item(
            deadline: now + max(0, delay), sequence: entry.sequence, label: label, work: work,
            isDone: isDone))
      }
    }
  }

  private func insert(_ item: Item) {
    if item.isDone != nil { sleepingCount += 1 }
    let index = items.firstIndex { ($0.deadline, $0.sequence) > (item.deadline, item.sequence) }
    items.insert(item, at: index ?? items.endIndex)
  }

  static func format(_ seconds: TimeInterval) -> String {
    String(format: "%.3f", seconds)
  }
}
