import Foundation

/// The ordered, typed log of everything observable in one simulation.
///
/// Each event renders as one readable line. Recording can be narrowed to some categories, for
/// benchmarks that build large trees and need no record of each move.
@preconcurrency @MainActor
public final class Trace {
  /// The events recorded so far, oldest first.
  public private(set) var events: [TraceEvent] = []
  /// The categories that are recorded; events of other categories are dropped.
  public var recordedCategories: Set<TraceEvent.Category> = Set(TraceEvent.Category.allCases) {
    didSet { recordsNothing = recordedCategories.isEmpty }
  }
  // NB: checked before the set, whose lookup hashes the category's name: with recording off, as in
  // benchmarks, every trace call on a hot path costs one load.
  private var recordsNothing = false
  private var nextSequence = 1
  private var observers: [(TraceEvent) -> Void] = []

  init() {}

  /// Whether events of `category` are being recorded.
  public func isRecording(_ category: TraceEvent.Category) -> Bool {
    !recordsNothing && recordedCategories.contains(category)
  }

  /// Appends an event.
  package func record(
    _ category: TraceEvent.Category, subject: ObjectName?, _ message: String, at time: TimeInterval
  ) {
    guard isRecording(category) else { return }
    let event = TraceEvent(
      sequence: nextSequence, time: time, category: category, subject: subject, message: message)
    nextSequence += 1
    events.append(event)
    for observer in observers { observer(event) }
  }

  /// Appends a free-form note, for tests, scenarios and exhibits that narrate what they do.
  public func note(_ message: String) {
    record(.note, subject: nil, message, at: Simulation.current.now)
  }

  /// Calls `observer` with every event recorded from now on, as it is recorded.
  public func observe(_ observer: @escaping (TraceEvent) -> Void) {
    observers.append(observer)
  }

  /// The events of the given categories, oldest first.
  public func events(in categories: Set<TraceEvent.Category>) -> [TraceEvent] {
    events.filter { categories.contains($0.category) }
  }

  /// The address-free lines of the events of the given categories (all by default).
  public func lines(in categories: Set<TraceEvent.Category>? = nil) -> [String] {
    events.filter { categories?.contains($0.category) ?? true }.map(\.line)
  }

  /// A mark for ``events(since:)``: the number of events recorded so far.
  public var mark: Int { events.count }

  /// The events recorded after `mark`.
  public func events(since mark: Int) -> ArraySlice<TraceEvent> {
    events[min(mark, events.count)...]
  }

  /// Forgets every recorded event.
  public func removeAll() {
    events.removeAll()
  }

  /// The whole trace, one event a line.
  public var text: String {
    events.map(\.description).joined(separator: "\n")
  }
}
