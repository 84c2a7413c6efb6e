public import Foundation

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
// `DispatchTime.now()`) is a point on the wall clock: the device cannot tell when it falls on its
// virtual clock without reading the wall clock. Such a block is reported (a warning in the trace
// and in `device.warnings`, which `expectAllWorkOnVirtualTime()` turns into a failure) and handed
// to Dispatch, which runs it at the wall-clock deadline.

extension DispatchQueue {
  /// Submits a block; on the main queue it runs on a later turn of the simulated device's main
  /// queue (FIDELITY 13.2), on another queue Dispatch runs it.
  @MainActor
  public func async(
    qos: DispatchQoS = .unspecified, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard isMain else {
      async(group: nil, qos: qos, flags: [], execute: work)
      return
    }
    Simulation.current.mainQueue.enqueue(label: "DispatchQueue.main.async") { work() }
  }

  /// Submits a block to run at a point on the device's virtual clock; on another queue than the
  /// main one, Dispatch runs it that long after now (FIDELITY 13.3).
  @MainActor
  public func asyncAfter(
    deadline: SimulatedDispatchTime, qos: DispatchQoS = .unspecified,
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    let queue = Simulation.current.mainQueue
    let delay = deadline.seconds - queue.now
    guard isMain else {
      asyncAfter(deadline: .now() + delay, qos: qos, flags: [], execute: work)
      return
    }
    queue.enqueue(after: delay, label: "DispatchQueue.main.asyncAfter") { work() }
  }

  /// Reports a main-actor block whose deadline is Dispatch's own `DispatchTime`, and hands it to
  /// Dispatch: the device cannot place a wall-clock deadline on its virtual clock.
  @MainActor
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified,
    execute work: @escaping @MainActor () -> Void
  ) {
    reportWallClockDeadline(deadline)
    asyncAfter(deadline: deadline, qos: qos, flags: []) { MainActor.assumeIsolated { work() } }
  }

  /// Reports a block whose deadline is Dispatch's own `DispatchTime`, and hands it to Dispatch.
  @MainActor
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified,
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    reportWallClockDeadline(deadline)
    asyncAfter(deadline: deadline, qos: qos, flags: [], execute: work)
  }

  /// Whether this is the main queue (Dispatch makes a new wrapper of it for each `main`).
  var isMain: Bool { label == DispatchQueue.main.label }

  @MainActor
  private func reportWallClockDeadline(_ deadline: DispatchTime) {
    guard isMain, deadline != .distantFuture else { return }
    Simulation.current.warn(
      "[Simulator] DispatchQueue.main.asyncAfter got a deadline of Dispatch's own DispatchTime type "
        + "(held in a variable or made with DispatchTime.now()): it is a point on the wall clock, so "
        + "Dispatch runs the block, off virtual time. Write the deadline in the call, "
        + "asyncAfter(deadline: .now() + seconds), or keep a TimeInterval instead.")
  }
}
