import Synchronization

/// Main-actor jobs of a simulated device's tasks, waiting to join its main queue.
///
/// The device's ``SimulatedMainExecutor`` receives jobs from any thread: the device's own turns, and
/// other threads that resume a device task (an actor it awaited, a continuation resumed elsewhere).
/// Each job takes its turn number from the counter the main queue numbers its blocks with, so a job
/// and a block submitted in the same turn keep their submission order (FIFO, FIDELITY 13.2, 13.4).
final class MainQueueInbox: Sendable {
  struct Entry {
    enum Work {
      /// A job of a main-actor task, due now.
      case job(UnownedJob)
      /// A block for the virtual clock, due `delay` seconds after it joins the queue.
      /// `isDone` tells when the block no longer needs to run (a sleep ended by cancellation).
      case later(
        delay: Double, label: String, isDone: (@Sendable () -> Bool)?, work: @Sendable () -> Void)
    }
    var sequence: Int
    var work: Work
  }

  private struct State {
    var nextSequence = 1
    var jobs: [Entry] = []
  }

  private let state = Mutex(State())

  /// Takes the next turn number.
  func takeSequence() -> Int {
    state.withLock { state in
      defer { state.nextSequence += 1 }
      return state.nextSequence
    }
  }

  /// Adds a job with the next turn number.
  func add(_ work: Entry.Work) {
    state.withLock { state in
      state.jobs.append(Entry(sequence: state.nextSequence, work: work))
      state.nextSequence += 1
    }
  }

  /// Removes and returns the jobs that arrived, oldest first.
  func takeJobs() -> [Entry] {
    state.withLock { state in
      defer { state.jobs.removeAll() }
      return state.jobs
    }
  }

  /// Removes and returns the first job of a task numbered after `sequence`, if one arrived.
  func removeFirstJob(after sequence: Int) -> UnownedJob? {
    state.withLock { state in
      for (index, entry) in state.jobs.enumerated() where entry.sequence > sequence {
        guard case .job(let job) = entry.work else { continue }
        state.jobs.remove(at: index)
        return job
      }
      return nil
    }
  }

  /// Whether a job is waiting.
  var hasJobs: Bool { state.withLock { !$0.jobs.isEmpty } }
}

/// The executor a simulated device runs its main-actor tasks on.
///
/// Tasks created with `Task { … }` in simulated code prefer this executor, so their jobs come here
/// instead of to the process's main queue. The device's main queue runs each job on its turn, on the
/// main actor, so the task's main-actor code runs inline, inside `runUntilIdle()`, on virtual time.
final class SimulatedMainExecutor: TaskExecutor, @unchecked Sendable {
  let inbox = MainQueueInbox()
  /// The device's tasks that have not finished, and those of them asleep on its virtual clock.
  let tasks = Mutex((live: 0, asleep: 0))
  /// The work items made while this device was current (see DispatchWorkItem+Simulation.swift).
  let workItems = WorkItemLedger()
  /// The device's virtual time, readable from any thread (the main queue writes it).
  let virtualNow = Mutex<Double>(0)
  /// Work the device started off its queue and must report when `runUntilIdle()` ends.
  let offClockNotes = Mutex<[String]>([])
  /// The simulation whose queue runs the jobs; read and written on the main actor only.
  nonisolated(unsafe) weak var simulation: Simulation?

  /// Receives a job from any thread; it runs on a later turn of the device's main queue.
  func enqueue(_ job: consuming ExecutorJob) {
    inbox.add(.job(UnownedJob(job)))
  }

  /// How many of the device's unfinished tasks are suspended somewhere other than its queue or clock.
  var tasksSuspendedElsewhere: Int {
    tasks.withLock { $0.live - $0.asleep }
  }

  /// Starts a task that prefers this executor, counting it while it runs.
  func startTask<Success: Sendable>(
    priority: TaskPriority?, _ operation: sending @escaping @MainActor () async -> Success
  ) -> Task<Success, Never> {
    tasks.withLock { $0.live += 1 }
    return Task(executorPreference: self, priority: priority) {
      defer { self.tasks.withLock { $0.live -= 1 } }
      return await SimulatedMainExecutor.$scoped.withValue(self) { await operation() }
    }
  }

  /// Starts a throwing task that prefers this executor, counting it while it runs.
  func startThrowingTask<Success: Sendable>(
    priority: TaskPriority?, _ operation: sending @escaping @MainActor () async throws -> Success
  ) -> Task<Success, any Error> {
    tasks.withLock { $0.live += 1 }
    return Task(executorPreference: self, priority: priority) {
      defer { self.tasks.withLock { $0.live -= 1 } }
      return try await SimulatedMainExecutor.$scoped.withValue(self) { try await operation() }
    }
  }

  /// Starts a task that prefers this executor and inherits nothing from the caller (no task-local
  /// value, no priority), as `Task.detached` does, counting it while it runs.
  func startDetachedTask<Success: Sendable>(
    priority: TaskPriority?, _ operation: sending @escaping @MainActor () async -> Success
  ) -> Task<Success, Never> {
    tasks.withLock { $0.live += 1 }
    return Task.detached(executorPreference: self, priority: priority) {
      defer { self.tasks.withLock { $0.live -= 1 } }
      return await SimulatedMainExecutor.$scoped.withValue(self) { await operation() }
    }
  }

  /// Starts a throwing task that prefers this executor and inherits nothing from the caller.
  func startDetachedThrowingTask<Success: Sendable>(
    priority: TaskPriority?, _ operation: sending @escaping @MainActor () async throws -> Success
  ) -> Task<Success, any Error> {
    tasks.withLock { $0.live += 1 }
    return Task.detached(executorPreference: self, priority: priority) {
      defer { self.tasks.withLock { $0.live -= 1 } }
      return try await SimulatedMainExecutor.$scoped.withValue(self) { try await operation() }
    }
  }

  /// Notes work that left the device's queue, for the next `runUntilIdle()` to report.
  func noteOffClock(_ note: String) {
    offClockNotes.withLock { $0.append(note) }
  }

  /// Removes and returns the notes of work started off the queue, oldest first.
  func takeOffClockNotes() -> [String] {
    offClockNotes.withLock { notes in
      defer { notes.removeAll() }
      return notes
    }
  }

  /// Runs a job on the main actor, with this executor as its task's preference.
  @MainActor
  func run(_ job: UnownedJob) {
    job.runSynchronously(
      isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
  }
}

extension SimulatedMainExecutor {
  /// The executor of the device whose turn or task is running, bound for the duration of a turn and
  /// for the whole life of a task the device started.
  @TaskLocal static var scoped: SimulatedMainExecutor?

  private static let active = Mutex<SimulatedMainExecutor?>(nil)

  /// The executor of the device made current last, for code that runs outside any device's turn.
  static var lastActive: SimulatedMainExecutor? {
    get { active.withLock { $0 } }
    set { active.withLock { $0 = newValue } }
  }

  /// The executor new main-actor tasks join: the running device's, else the current one's.
  static var current: SimulatedMainExecutor? { scoped ?? lastActive }
}
