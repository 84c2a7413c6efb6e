public import ResponderLabDevice
public import SimUIKit

extension SimulatedDevice {
  /// Expects the trace to contain `expected` in this order, other lines allowed between them.
  ///
  /// Each expected event is matched against the trace lines (`UIViewController#1
  /// viewWillAppear(true)`, without times) by `matching`: as part of a line by default, or as the
  /// whole line. On a mismatch, reports at your line the longest matched prefix, the first missing
  /// event and the trace around where it should have been.
  ///
  /// - Parameters:
  ///   - expected: The events, in order.
  ///   - categories: The categories to search, or nil for all.
  ///   - mark: A `Trace.mark` taken earlier, to search only what happened after it.
  ///   - matching: How an expected event matches a line.
  ///   - fileID: The caller's file, for the report; leave the default.
  ///   - filePath: The caller's file path, for the report; leave the default.
  ///   - line: The caller's line, for the report; leave the default.
  ///   - column: The caller's column, for the report; leave the default.
  public func expectTrace(
    containsInOrder expected: [String], in categories: Set<TraceEvent.Category>? = nil,
    since mark: Int = 0, matching: TraceMatching = .substring, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let events = Array(trace.events(since: mark)).filter {
      categories?.contains($0.category) ?? true
    }
    let match = TraceMatch(expected: expected, in: events, rule: matching)
    guard !match.isComplete else { return }
    HarnessIssue.record(
      match.failureMessage(rule: matching, hidingViews: categories == nil), device: self,
      at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects no trace line to match `text` (as part of a line by default, or as the whole line).
  public func expectNoTrace(
    containing text: String, in categories: Set<TraceEvent.Category>? = nil, since mark: Int = 0,
    matching: TraceMatching = .substring, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let events = Array(trace.events(since: mark)).filter {
      categories?.contains($0.category) ?? true
    }
    let found = events.filter { matching.matches($0.line, text) }
    guard !found.isEmpty else { return }
    HarnessIssue.record(
      "The trace has \(found.count) line(s) matching \"\(text)\" (\(matching.phrase)), expected none:\n"
        + found.prefix(5).map { "    " + $0.description }.joined(separator: "\n"),
      device: self,
      at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects no fault to have been recorded.
  public func expectNoFaults(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    guard !faults.isEmpty else { return }
    HarnessIssue.record(
      "Expected no faults; \(faults.count) recorded:\n"
        + faults.map { "    \($0)" }.joined(separator: "\n"),
      device: nil,
      at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
