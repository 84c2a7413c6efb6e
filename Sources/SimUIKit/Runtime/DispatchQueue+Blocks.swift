public import Foundation
import Synchronization

// Blocks that reach `DispatchQueue` without being main-actor closures (FIDELITY 13.1–13.3).
//
// Swift infers a closure passed to `DispatchQueue.main.async` to be main-actor isolated, so the
// overloads in DispatchQueue.swift catch it. A queue held in a variable
// (`let queue = DispatchQueue.main; queue.async { … }`) gets no such inference: the closure is a
// plain `@Sendable` block. These overloads take such blocks with one defaulted parameter fewer than
// Dispatch's own methods, which makes them the better match in every file: a block for the main
// queue waits on the device's queue; a block for any other queue goes to Dispatch, as written.
//
// A deadline of Dispatch's own `DispatchTime` type (held in a variable, or made with
// `DispatchTime.now()`) given to the main queue is a point on the wall clock: the device cannot tell
// when it falls on its virtual clock without reading the wall clock. Such a block is reported when
// `runUntilIdle()` ends (a warning in the trace and in `device.warnings`, which
// `expectAllWorkOnVirtualTime()` turns into a failure) and handed to Dispatch, which runs it at the
// wall-clock deadline. Two overloads catch it: a main-actor one for `DispatchQueue.main.asyncAfter`
// written out (whose closure Swift infers to be main-actor isolated), and a block one for a queue
// held in a variable or nonisolated code. The block one has the same parameters as the block
// overload for virtual time; `.now() + 0.25` still picks virtual time, because
// `SimulatedDispatchTime.now` is a property, which Swift ranks above Dispatch's `now()` method.
//
// Not caught: a call that also passes `flags:` (only Dispatch's method takes them). None of these is
// main-actor isolated: like Dispatch's own methods, they may be called from any code, so
// nonisolated code that submits to a background queue compiles as it does with Dispatch.

extension DispatchQueue {
  /// Submits a block; on the main queue it runs on a later turn of the simulated device's main
  /// queue (FIDELITY 13.2), on another queue Dispatch runs it.
  public func async(
    qos: DispatchQoS = .unspecified, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard isMain, let executor = SimulatedMainExecutor.current else {
      async(group: nil, qos: qos, flags: [], execute: work)
      return
    }
    executor.inbox.add(.later(delay: 0, label: "DispatchQueue.main.async", isDone: nil, work: work))
  }

  /// Submits a block to run at a point on the device's virtual clock; on another queue than the
  /// main one, Dispatch runs it that long after now (FIDELITY 13.3).
  public func asyncAfter(
    deadline: SimulatedDispatchTime, qos: DispatchQoS = .unspecified,
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    let executor = SimulatedMainExecutor.current
    let delay = deadline.seconds - (executor?.virtualNow.withLock { $0 } ?? 0)
    guard isMain, let executor else {
      asyncAfter(deadline: .now() + delay, qos: qos, flags: [], execute: work)
      return
    }
    executor.inbox.add(
      .later(delay: delay, label: "DispatchQueue.main.asyncAfter", isDone: nil, work: work))
  }

  /// Reports a main-actor block whose deadline is Dispatch's own `DispatchTime`, and hands it to
  /// Dispatch: the device cannot place a wall-clock deadline on its virtual clock.
  ///
  /// Without a `qos:` parameter, so that Swift prefers it to the block overload below for
  /// `DispatchQueue.main.asyncAfter(deadline: deadline) { … }` (fewer parameters rank higher).
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
    reportWallClockDeadline(deadline)
    asyncAfter(deadline: deadline, qos: .unspecified, flags: []) {
      MainActor.assumeIsolated { work() }
    }
  }

  /// Reports a block for the main queue whose deadline is Dispatch's own `DispatchTime` (a queue
  /// held in a variable, nonisolated code), and hands it to Dispatch; a block for another queue
  /// goes to Dispatch unreported, as written.
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified,
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    reportWallClockDeadline(deadline)
    asyncAfter(deadline: deadline, qos: qos, flags: [], execute: work)
  }

  /// Whether this is the main queue (Dispatch makes a new wrapper of it for each `main`).
  var isMain: Bool { label == DispatchQueue.main.label }

  private func reportWallClockDeadline(_ deadline: DispatchTime) {
    guard isMain, deadline != .distantFuture else { return }
    SimulatedMainExecutor.current?.noteOffClock(
      "[Simulator] DispatchQueue.main.asyncAfter got a deadline of Dispatch's own DispatchTime type "
        + "(held in a variable or made with DispatchTime.now()), directly or through a main queue held "
        + "in a variable: it is a point on the wall clock, so "
        + "Dispatch runs the block, off virtual time. Write the deadline in the call, "
        + "asyncAfter(deadline: .now() + seconds), or keep a TimeInterval instead.")
  }
}
