public import Foundation
import Synchronization

// One `DispatchQueue` whatever a file imports (FIDELITY 13.1). SimUIKit re-exports Foundation, which
// re-exports Dispatch, so every file names Dispatch's own queue type. These main-actor overloads are
// what the type checker picks for `DispatchQueue.main.async { … }` and
// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { … }` written on the main actor: Swift
// infers closures passed to `DispatchQueue.main.async` to be main-actor isolated, which makes these
// overloads the exact match, in a file that imports SimUIKit alone and in one that also imports
// Foundation, Dispatch or XCTest. Their blocks wait on the current simulation's main queue and run on
// its virtual clock.

extension DispatchQueue {
  /// Submits a block to run on a later turn of the simulated device's main queue (FIDELITY 13.2).
  @MainActor
  public func async(execute work: @escaping @MainActor () -> Void) {
    Simulation.current.mainQueue.enqueue(label: label(of: "async"), work)
  }

  /// Submits a block to run on the simulated main queue once the virtual clock reaches `deadline`
  /// (FIDELITY 13.3).
  @MainActor
  public func asyncAfter(
    deadline: SimulatedDispatchTime, execute work: @escaping @MainActor () -> Void
  ) {
    let queue = Simulation.current.mainQueue
    queue.enqueue(after: deadline.seconds - queue.now, label: label(of: "asyncAfter"), work)
  }

  /// Submits a work item to run on a later turn of the simulated main queue, unless it is
  /// cancelled first (FIDELITY 13.2, 13.3).
  ///
  /// In a file that imports Foundation, Dispatch or XCTest as well as SimUIKit, this overload and
  /// Dispatch's own have the same signature; this one is disfavoured there, so Dispatch's runs, and
  /// the device reports the item if it has not run when `runUntilIdle()` ends: see
  /// DispatchWorkItem+Simulation.swift and docs/fidelity.md, "The main queue".
  @_disfavoredOverload @MainActor
  public func async(execute workItem: DispatchWorkItem) {
    Simulation.current.mainQueue.enqueue(label: label(of: "async(execute: DispatchWorkItem)")) {
      Self.perform(workItem)
    }
  }

  /// Submits a work item to run on the simulated main queue at `deadline`, unless it is cancelled
  /// first (FIDELITY 13.3).
  ///
  /// Swift picks it only for a deadline written as a ``SimulatedDispatchTime``: with
  /// `.now() + 0.25` it is the disfavoured reading, and Dispatch's own method runs; the device
  /// reports such an item (see DispatchWorkItem+Simulation.swift).
  @_disfavoredOverload @MainActor
  public func asyncAfter(deadline: SimulatedDispatchTime, execute workItem: DispatchWorkItem) {
    let queue = Simulation.current.mainQueue
    queue.enqueue(
      after: deadline.seconds - queue.now,
      label: label(of: "asyncAfter(execute: DispatchWorkItem)")
    ) {
      Self.perform(workItem)
    }
  }

  /// Runs a work item that is due, as Dispatch does: a cancelled item returns at once.
  @MainActor
  private static func perform(_ workItem: DispatchWorkItem) {
    guard !workItem.isCancelled else { return }
    workItem.perform()
  }

  private func label(of method: String) -> String {
    let queue = label == DispatchQueue.main.label ? "main" : "(\(label))"
    return "DispatchQueue.\(queue).\(method)"
  }
}

/// A point on the simulated device's virtual clock: what `.now()` means in
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.25)` written on the main actor.
///
/// Code never names this type: `.now() + 0.25`, `.now() + .milliseconds(250)` and the other
/// `DispatchTimeInterval` cases infer it from the deadline parameter. A deadline held in a variable of
/// Dispatch's own `DispatchTime` type goes to Dispatch's queue instead, on the wall clock.
public struct SimulatedDispatchTime: Comparable, Hashable, Sendable {
  /// Seconds since the simulation started.
  public let seconds: TimeInterval

  /// Creates a point at the given number of seconds since the simulation started.
  public init(seconds: TimeInterval) {
    self.seconds = seconds
  }

  /// The virtual time now, on the current device's clock; readable from any isolation, as
  /// Dispatch's `DispatchTime.now()` is. Called as Dispatch's is: `.now()`.
  ///
  /// A property of function type rather than a method: where `.now() + 0.25` could be this clock's
  /// or Dispatch's, Swift ranks a property above a method, so the deadline is virtual time. That
  /// lets SimUIKit also take a deadline of Dispatch's own `DispatchTime` type, for a queue held in a
  /// variable, without making `.now() + 0.25` ambiguous (DispatchQueue+Blocks.swift).
  public static var now: @Sendable () -> SimulatedDispatchTime {
    {
      SimulatedDispatchTime(
        seconds: SimulatedMainExecutor.current?.virtualNow.withLock { $0 } ?? 0)
    }
  }

  /// Nanoseconds since the simulation started, as Dispatch reports them.
  public var uptimeNanoseconds: UInt64 { UInt64(max(0, seconds) * 1_000_000_000) }

  /// A time `interval` seconds later.
  public static func + (time: SimulatedDispatchTime, interval: Double) -> SimulatedDispatchTime {
    SimulatedDispatchTime(seconds: time.seconds + interval)
  }

  /// A time `interval` later.
  public static func + (time: SimulatedDispatchTime, interval: DispatchTimeInterval)
    -> SimulatedDispatchTime
  {
    SimulatedDispatchTime(seconds: time.seconds + interval.simulatedSeconds)
  }

  /// A time `interval` seconds earlier.
  public static func - (time: SimulatedDispatchTime, interval: Double) -> SimulatedDispatchTime {
    SimulatedDispatchTime(seconds: time.seconds - interval)
  }

  /// A time `interval` earlier.
  public static func - (time: SimulatedDispatchTime, interval: DispatchTimeInterval)
    -> SimulatedDispatchTime
  {
    SimulatedDispatchTime(seconds: time.seconds - interval.simulatedSeconds)
  }

  /// Compares two points in time.
  public static func < (lhs: SimulatedDispatchTime, rhs: SimulatedDispatchTime) -> Bool {
    lhs.seconds < rhs.seconds
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinitely long.
  var simulatedSeconds: TimeInterval {
    switch self {
    case .seconds(let value): TimeInterval(value)
    case .milliseconds(let value): TimeInterval(value) / 1_000
    case .microseconds(let value): TimeInterval(value) / 1_000_000
    case .nanoseconds(let value): TimeInterval(value) / 1_000_000_000
    case .never: .infinity
    @unknown default: .infinity
    }
  }
}
