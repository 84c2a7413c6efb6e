import Foundation
public import ResponderLabDevice

/// Which trace events a narration shows: what the user did, what UIKit presented and dismissed,
/// which delegate methods ran, the queue hops behind them (without SwiftUI's batched updates), SwiftUI's presentation decisions, and
/// the exhibit's own notes. Layout, lifecycle and body evaluations are left out: they are in the
/// full trace, but they would bury the story.
@MainActor
public enum NarrationTraceFilter {
  /// The categories shown in full.
  public static let categories: Set<TraceEvent.Category> = [
    .gesture, .presentation, .delegate, .warning, .fault, .note,
  ]

  /// The SwiftUI events shown: presentation decisions and the resets they cause.
  public static func showsSwiftUIEvent(_ line: String) -> Bool {
    let keys = [
      "sheet", "alert", "isPresented", "interactiveDismissDisabled", "insert ", "remove ",
    ]
    return keys.contains { line.contains($0) }
  }

  /// The queue events shown: every hop except SwiftUI's own batched updates.
  public static func showsQueueEvent(_ line: String) -> Bool {
    !line.contains("SwiftUI update")
  }

  /// The event as a narration prints it: its trace line, without the queue's block numbers, which
  /// count every hop of the simulation and would change the text whenever an unrelated hop is added.
  public static func line(for event: TraceEvent) -> String {
    guard event.category == .queue else { return event.description }
    return event.description.replacingOccurrences(
      of: #"(enqueue|run) #[0-9]+ "#, with: "$1 ", options: .regularExpression)
  }

  /// The events of `device` since `mark` that a narration shows.
  public static func events(of device: SimulatedDevice, since mark: Int) -> [TraceEvent] {
    device.trace.events(since: mark).filter { event in
      categories.contains(event.category)
        || (event.category == .swiftUI && showsSwiftUIEvent(event.message))
        || (event.category == .queue && showsQueueEvent(event.message))
    }
  }
}
