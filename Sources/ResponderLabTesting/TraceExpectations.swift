public import SimUIKit
public import Testing
import XCTest

extension SimulatedDevice {
  /// Expects the trace lines (`UIViewController#1 viewWillAppear(true)`, without times) to contain
  /// `expected` in this order, other lines allowed between them.
  ///
  /// On a mismatch, reports at the caller's source location the first line not found and the trace
  /// around the point where matching stopped.
  public func expectTrace(
    containsInOrder expected: [String], in categories: Set<TraceEvent.Category>? = nil,
    since mark: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let events = Array(trace.events(since: mark)).filter {
      categories?.contains($0.category) ?? true
    }
    var index = 0
    var lastMatch = -1
    for (position, event) in events.enumerated() where index < expected.count {
      if event.line == expected[index] {
        index += 1
        lastMatch = position
      }
    }
    guard index < expected.count else { return }
    // Without a category filter, view moves and queue hops would crowd out the callbacks.
    let shown = categories == nil ? events.filter { $0.category != .view } : events
    let anchor = lastMatch < 0 ? 0 : (shown.firstIndex { $0 == events[lastMatch] } ?? 0)
    let from = max(0, anchor - 3)
    let context = shown[from..<min(shown.count, anchor + 12)].map(\.description)
    HarnessIssue.record(
      """
      The trace does not contain "\(expected[index])" after \(index == 0 ? "its start" : "\"\(expected[index - 1])\"").
      Trace from there:
      \(context.joined(separator: "\n"))
      """, sourceLocation: sourceLocation)
  }

  /// Expects no trace line to contain `text`.
  public func expectNoTrace(
    containing text: String, in categories: Set<TraceEvent.Category>? = nil, since mark: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let events = Array(trace.events(since: mark)).filter {
      categories?.contains($0.category) ?? true
    }
    if let event = events.first(where: { $0.line.contains(text) }) {
      HarnessIssue.record(
        "The trace contains \"\(text)\": \(event.description)", sourceLocation: sourceLocation)
    }
  }

  /// Expects no fault to have been recorded.
  public func expectNoFaults(sourceLocation: SourceLocation = #_sourceLocation) {
    if let fault = faults.first {
      HarnessIssue.record("Unexpected fault: \(fault)", sourceLocation: sourceLocation)
    }
  }
}

/// Reports a harness failure to Swift Testing when a test of it is running, else to XCTest.
enum HarnessIssue {
  static func record(_ message: String, sourceLocation: SourceLocation) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
      XCTFail(
        message, file: StaticString(stringLiteral: "ResponderLabTesting"),
        line: UInt(sourceLocation.line))
    }
  }
}
