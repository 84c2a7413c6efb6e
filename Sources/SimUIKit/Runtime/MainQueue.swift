public import Foundation

/// The simulation's main queue and virtual clock.
///
/// Each turn (the caller's code, then each block) ends with UIKit's layout pass (FIDELITY 8.8).
/// Work submitted with `DispatchQueue.main.async` or `asyncAfter`, animation completions and UIKit's
/// own deferred callbacks wait here until a test or the CLI runs the queue. Nothing sleeps: running a
/// timer moves the clock to its deadline at once.
@preconcurrency @MainActor
public final class MainQueue {
  private struct Item {
    var deadline: TimeInterval
    var sequence: Int
    var label: String
    var work: @MainActor () -> Void
  }

  /// The virtual time, in seconds since the simulation started.
  public private(set) var now: TimeInterval = 0
  private var items: [Item] = []
  private var nextSequence = 1
  weak var simulation: Simulation?

  init() {}

  /// The number of blocks waiting to run, due or not.
  public var pendingCount: Int { items.count }

  /// Whether no block is waiting.
  public var isIdle: Bool { items.isEmpty && !(simulation?.layoutPass.isPending ?? false) }

  /// Adds a block to run on a later turn of the queue, after the blocks already due.
  package func enqueue(
    after delay: TimeInterval = 0, label: String, _ work: @escaping @MainActor () -> Void
  ) {
    let item = Item(
      deadline: now + max(0, delay), sequence: nextSequence, label: label, work: work)
    nextSequence += 1
    let index = items.firstIndex { ($0.deadline, $0.sequence) > (item.deadline, item.sequence) }
    items.insert(item, at: index ?? items.endIndex)
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
      guard let first = items.first, first.deadline <= now else { break }
      items.removeFirst()
      run(first)
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
      guard let first = items.first, first.deadline <= target else { break }
      items.removeFirst()
      now = max(now, first.deadline)
      run(first)
      count += 1
    }
    now = target
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
      guard let first = items.first else { break }
      items.removeFirst()
      now = max(now, first.deadline)
      run(first)
      count += 1
    }
    return count
  }

  /// Drops every waiting block without running it.
  public func removeAll() {
    items.removeAll()
    simulation?.layoutPass.removeAll()
  }

  /// Ends the turn that just ran (a block, or the caller's own code before the queue runs) with
  /// UIKit's layout pass (FIDELITY 8.8).
  private func endTurn() {
    simulation?.layoutPass.run()
  }

  private func run(_ item: Item) {
    simulation?.trace.record(.queue, subject: nil, "run #\(item.sequence) \(item.label)", at: now)
    item.work()
  }

  static func format(_ seconds: TimeInterval) -> String {
    String(format: "%.3f", seconds)
  }
}
