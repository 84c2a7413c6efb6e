public import Foundation

// Timers, run-loop blocks and main operation-queue blocks on the simulated device's main queue
// (FIDELITY 13.7, 13.9).
//
// These overloads have Foundation's exact signatures. In a file that imports SimUIKit or SimSwiftUI
// alone, Swift picks them, and the work runs on the device's queue and virtual clock. In a file that
// also imports Foundation directly, Swift cannot choose between the two and reports the call as
// ambiguous at compile time: a loud stop rather than a timer that silently never fires (see
// docs/fidelity.md, "The main queue"). Outside a simulation they do what Foundation does.

extension Timer {
  /// Schedules a timer on the simulated device's main run loop, on virtual time (FIDELITY 13.7).
  ///
  /// The first firing comes one interval after scheduling (an interval of zero or less becomes
  /// 0.0001 s, as in Foundation); a repeating timer fires at each multiple of the interval after
  /// that, without drift, until `invalidate()`; a one-shot timer invalidates itself after firing.
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    guard let executor = SimulatedMainExecutor.current else {
      RunLoop.current.add(timer, forMode: .default)
      return timer
    }
    SimulatedTimer(
      timer: timer, interval: interval <= 0 ? 0.0001 : interval, repeats: repeats, block: block
    )
    .schedule(on: executor)
    return timer
  }
}

/// One timer's schedule on a device's queue.
private struct SimulatedTimer: @unchecked Sendable {
  let timer: Timer
  let interval: TimeInterval
  let repeats: Bool
  let block: @Sendable (Timer) -> Void

  func schedule(on executor: SimulatedMainExecutor) {
    let label = repeats ? "Timer (repeating, \(interval)s) fires" : "Timer (\(interval)s) fires"
    executor.inbox.add(
      .later(
        delay: interval, label: label, isDone: { !timer.isValid },
        work: { fire(on: executor) }))
  }

  private func fire(on executor: SimulatedMainExecutor) {
    guard timer.isValid else { return }
    // The next firing is scheduled from this one's deadline, which is the clock's time now.
    if repeats { schedule(on: executor) }
    block(timer)
    if !repeats { timer.invalidate() }
  }
}

extension RunLoop {
  /// Schedules a block that the main run loop of the simulated device runs on a later turn
  /// (FIDELITY 13.9).
  public func perform(_ block: @escaping @Sendable () -> Void) {
    guard self === RunLoop.main, let executor = SimulatedMainExecutor.current else {
      perform(inModes: [.default], block: block)
      return
    }
    executor.inbox.add(.later(delay: 0, label: "RunLoop.main.perform", isDone: nil, work: block))
  }
}

extension OperationQueue {
  /// Adds a block that the simulated device's main operation queue runs on a later turn of the main
  /// queue (FIDELITY 13.9).
  public func addOperation(_ block: @escaping @Sendable () -> Void) {
    guard self === OperationQueue.main, let executor = SimulatedMainExecutor.current else {
      addOperation(BlockOperation(block: block))
      return
    }
    executor.inbox.add(
      .later(delay: 0, label: "OperationQueue.main.addOperation", isDone: nil, work: block))
  }
}
