import Synchronization

// Swift concurrency on the simulated device's main queue (FIDELITY 13.4–13.6).
//
// These overloads are what the type checker picks for `Task { … }`, `Task.detached { … }`,
// `Task.sleep(for:)`, `Task.sleep(nanoseconds:)` and `Task.yield()` in any file that imports
// SimUIKit, whatever else it imports: they have the standard library's signatures, and Swift prefers
// any other module's declaration to the `_Concurrency` module's. A task started this way prefers the current device's ``SimulatedMainExecutor``: its jobs
// wait on the device's main queue and run there, on the main actor, inline in `runUntilIdle()`. Its
// sleeps are timers on the virtual clock; cancelling the task ends a sleep at once.

extension Task where Failure == Never {
  /// Starts a task on the simulated device's main actor. Its body starts on a later turn of the
  /// device's main queue, never inside this call (FIDELITY 13.5).
  ///
  /// As with the standard library's `Task.init`, the closure may use `self` implicitly.
  @discardableResult
  public init(
    priority: TaskPriority? = nil,
    @_implicitSelfCapture operation: sending @escaping @MainActor () async -> Success
  ) {
    if let executor = SimulatedMainExecutor.current {
      self = executor.startTask(priority: priority, operation)
    } else {
      self = Task(executorPreference: nil, priority: priority) { await operation() }
    }
  }
}

extension Simulation {
  /// Starts a main-actor task on this simulation's main queue, whichever simulation is current.
  package func startTask(
    priority: TaskPriority? = nil, _ operation: sending @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    mainQueue.executor.startTask(priority: priority, operation)
  }

  /// Starts a main-actor task on this simulation's main queue and runs it now, as `Task.immediate`
  /// does: the body runs inside this call until it waits on the clock, the queue or something else.
  ///
  /// The task's jobs that arrive while it runs (its hops between executors) run at once too; a
  /// sleep, a yield or a continuation ends the call.
  package func startTaskImmediately(
    priority: TaskPriority? = nil, _ operation: sending @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let executor = mainQueue.executor
    let mark = executor.inbox.takeSequence()
    let task = executor.startTask(priority: priority, operation)
    while let job = executor.inbox.removeFirstJob(after: mark) { executor.run(job) }
    return task
  }
}

extension Task where Failure == any Error {
  /// Starts a throwing task on the simulated device's main actor. Its body starts on a later turn of
  /// the device's main queue, never inside this call (FIDELITY 13.5).
  @discardableResult
  public init(
    priority: TaskPriority? = nil,
    @_implicitSelfCapture operation: sending @escaping @MainActor () async throws -> Success
  ) {
    if let executor = SimulatedMainExecutor.current {
      self = executor.startThrowingTask(priority: priority, operation)
    } else {
      self = Task(executorPreference: nil, priority: priority) { try await operation() }
    }
  }
}

extension Task where Failure == Never {
  /// Starts a task that inherits nothing from the caller. A main-actor body
  /// (`Task.detached { @MainActor in … }`) starts on a later turn of the simulated device's main
  /// queue, as a `Task { }` does (FIDELITY 13.5); any other body runs on Swift's own executors, as
  /// with the standard library's `Task.detached`.
  @discardableResult
  public static func detached(
    priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    guard isMainActorIsolated(operation), let executor = SimulatedMainExecutor.current else {
      return Task.detached(name: nil, priority: priority, operation: operation)
    }
    return executor.startDetachedTask(priority: priority) { await operation() }
  }
}

extension Task where Failure == any Error {
  /// Starts a throwing task that inherits nothing from the caller; a main-actor body starts on a
  /// later turn of the simulated device's main queue (FIDELITY 13.5).
  @discardableResult
  public static func detached(
    priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    guard isMainActorIsolated(operation), let executor = SimulatedMainExecutor.current else {
      return Task.detached(name: nil, priority: priority, operation: operation)
    }
    return executor.startDetachedThrowingTask(priority: priority) { try await operation() }
  }
}

/// Whether a closure runs on the main actor. (Read through a plain parameter: reading `isolation`
/// of a `sending` parameter crashes this compiler.)
private func isMainActorIsolated<Result>(
  _ operation: @isolated(any) () async throws -> Result
) -> Bool {
  operation.isolation === MainActor.shared
}

extension Task where Success == Never, Failure == Never {
  /// Suspends the task for at least `duration` of the device's virtual time; throws
  /// `CancellationError` at once if the task is cancelled (FIDELITY 13.6).
  ///
  /// Outside a task of a simulated device, sleeps on the continuous clock as Swift does.
  public static func sleep(for duration: Duration) async throws {
    let (seconds, attoseconds) = duration.components
    try await SimulatedSleep.sleep(
      seconds: Double(seconds) + Double(attoseconds) / 1e18, orReal: duration)
  }

  /// Suspends the task for at least `duration` nanoseconds of the device's virtual time; throws
  /// `CancellationError` at once if the task is cancelled (FIDELITY 13.6).
  public static func sleep(nanoseconds duration: UInt64) async throws {
    try await SimulatedSleep.sleep(
      seconds: Double(duration) / 1e9, orReal: .nanoseconds(Int64(clamping: duration)))
  }

  /// Lets the device's main queue run every block and job already waiting before the task goes on.
  @concurrent
  public static func yield() async {
    guard let executor = SimulatedMainExecutor.scoped else { return }
    await withUnsafeContinuation { continuation in
      executor.inbox.add(
        .later(delay: 0, label: "Task.yield", isDone: nil, work: { continuation.resume() }))
    }
  }
}

/// Sleeps on a simulated device's virtual clock.
enum SimulatedSleep {
  @concurrent
  static func sleep(seconds: Double, orReal duration: Duration) async throws {
    guard let executor = SimulatedMainExecutor.scoped else {
      try await ContinuousClock().sleep(until: .now + duration)
      return
    }
    try Task.checkCancellation()
    executor.tasks.withLock { $0.asleep += 1 }
    defer { executor.tasks.withLock { $0.asleep -= 1 } }
    let waker = Waker()
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { continuation in
        waker.set(continuation)
        executor.inbox.add(
          .later(
            delay: max(0, seconds), label: "Task.sleep \(format(seconds))s ends",
            isDone: { waker.isDone }, work: { waker.resume(throwing: nil) }))
      }
    } onCancel: {
      waker.resume(throwing: CancellationError())
    }
  }

  private static func format(_ seconds: Double) -> String {
    let millis = (seconds * 1000).rounded()
    return millis.truncatingRemainder(dividingBy: 1000) == 0
      ? String(Int(millis / 1000)) : String(millis / 1000)
  }

  /// Resumes a sleeping task once: at its deadline or when it is cancelled, whichever comes first.
  final class Waker: Sendable {
    private let continuation = Mutex<UnsafeContinuation<Void, any Error>?>(nil)
    private let cancelled = Mutex<Bool>(false)

    func set(_ continuation: UnsafeContinuation<Void, any Error>) {
      let alreadyCancelled = cancelled.withLock { $0 }
      if alreadyCancelled {
        continuation.resume(throwing: CancellationError())
      } else {
        self.continuation.withLock { $0 = continuation }
      }
    }

    /// Whether the sleep already ended, so that its timer can be dropped without moving the clock.
    var isDone: Bool { cancelled.withLock { $0 } }

    func resume(throwing error: (any Error)?) {
      if error != nil { cancelled.withLock { $0 = true } }
      guard let continuation = continuation.withLock({ $0.take() }) else { return }
      if let error {
        continuation.resume(throwing: error)
      } else {
        continuation.resume()
      }
    }
  }
}
