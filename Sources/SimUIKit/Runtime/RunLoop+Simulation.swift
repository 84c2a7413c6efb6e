public import Foundation

// Timers, run-loop blocks and main operation-queue blocks on the simulated device's main queue
// (FIDELITY 13.7, 13.9).
//
// `scheduledTimer` has Foundation's exact signature. In a file that imports SimUIKit or SimSwiftUI
// alone, SimUIKit's declaration hides Foundation's, and the timer runs on the device's queue and
// virtual clock. In a file that also imports Foundation directly, both are visible, and
// `scheduledTimer` is the disfavoured overload there, so Swift calls Foundation's; the timer waits on
// the process's main run loop, and the device reports it when `runUntilIdle()` ends
// (FoundationMainRunLoop.swift).
//
// `perform` is a property of function type, not a method: where Swift finds a property and a method
// of the same name that both fit a call, it prefers the property (a rule of its overload ranking:
// "a property is better than a method"), so `RunLoop.main.perform { … }` calls SimUIKit's in every
// file, whatever the file imports, in both language modes. `OperationQueue.main` is SimUIKit's own
// subclass of `OperationQueue`, which Swift prefers in every file. Outside a simulation all of them
// do what Foundation does (see docs/fidelity.md, "The main queue").

extension Timer {
  /// Schedules a timer on the simulated device's main run loop, on virtual time (FIDELITY 13.7).
  ///
  /// The first firing comes one interval after scheduling (an interval of zero or less becomes
  /// 0.0001 s, as in Foundation); a repeating timer fires at each multiple of the interval after
  /// that, without drift, until `invalidate()`; a one-shot timer invalidates itself after firing.
  @_disfavoredOverload @discardableResult
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
  /// (FIDELITY 13.9); called as Foundation's `perform(_:)` is: `RunLoop.main.perform { … }`.
  ///
  /// A property of function type rather than a method, so that Swift prefers it to Foundation's
  /// `perform(_:)` in a file that imports Foundation too (Swift ranks a property above a method
  /// that fits the same call). On another run loop, or outside a simulation, the block goes to
  /// Foundation's run loop in its default mode, as Foundation's `perform(_:)` does.
  public var perform: (_ block: @escaping @Sendable () -> Void) -> Void {
    { [self] block in
      guard self === RunLoop.main, let executor = SimulatedMainExecutor.current else {
        perform(inModes: [.default], block: block)
        return
      }
      executor.inbox.add(.later(delay: 0, label: "RunLoop.main.perform", isDone: nil, work: block))
    }
  }
}

/// The main operation queue of a simulated device: what `OperationQueue.main` returns in any file
/// that imports SimUIKit (FIDELITY 13.9).
///
/// A subclass of `OperationQueue`, so Swift prefers SimUIKit's `main` to Foundation's in every file,
/// and `addOperation` reaches the device's queue even from a file that imports Foundation, or
/// through a variable. Operations run one at a time, in the order they were added, on later turns;
/// dependencies and priorities are not modeled. Outside a simulation it runs operations on
/// Dispatch's main queue, as Foundation's main queue does. One deviation: it is not the object
/// `OperationQueue.current` returns on the main thread.
public final class SimulatedMainOperationQueue: OperationQueue, @unchecked Sendable {
  static let shared = SimulatedMainOperationQueue()

  override init() {
    super.init()
    name = "NSOperationQueue Main Queue"
    maxConcurrentOperationCount = 1
    underlyingQueue = DispatchQueue.main
  }

  /// Adds a block that runs on a later turn of the simulated device's main queue.
  public override func addOperation(_ block: @escaping @Sendable () -> Void) {
    guard let executor = SimulatedMainExecutor.current else {
      super.addOperation(block)
      return
    }
    executor.inbox.add(
      .later(delay: 0, label: "OperationQueue.main.addOperation", isDone: nil, work: block))
  }

  /// Adds an operation that starts on a later turn of the simulated device's main queue, unless it
  /// is cancelled first.
  public override func addOperation(_ operation: Operation) {
    guard let executor = SimulatedMainExecutor.current else {
      super.addOperation(operation)
      return
    }
    executor.inbox.add(
      .later(
        delay: 0, label: "OperationQueue.main.addOperation(\(type(of: operation)))",
        isDone: { operation.isCancelled }, work: { operation.start() }))
  }
}

extension OperationQueue {
  /// The simulated device's main operation queue (FIDELITY 13.9).
  public static var main: SimulatedMainOperationQueue { SimulatedMainOperationQueue.shared }
}
