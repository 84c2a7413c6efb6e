import SimUIKit

/// How an expected trace event is compared with the trace's lines: one rule for every trace
/// expectation.
///
/// A trace line is the event without its time, `UIViewController#2 viewWillAppear(true)`.
public enum TraceMatching: Sendable, Hashable {
  /// The expected text is part of the line (the default): `"viewWillAppear"` matches
  /// `UIViewController#2 viewWillAppear(true)`.
  case substring
  /// The expected text is the whole line.
  case exact

  /// Whether `line` matches `expected`.
  public func matches(_ line: String, _ expected: String) -> Bool {
    switch self {
    case .substring: line.contains(expected)
    case .exact: line == expected
    }
  }

  /// How the rule reads in a failure message.
  var phrase: String {
    switch self {
    case .substring: "as part of a line"
    case .exact: "as a whole line"
    }
  }
}

/// The outcome of matching expected events, in order, against trace events.
struct TraceMatch {
  /// The index in `events` of each expected event matched, in order: the longest matched prefix.
  let matchedPositions: [Int]
  /// The expected events.
  let expected: [String]
  /// The events searched.
  let events: [TraceEvent]

  /// Matches greedily, each expected event at the first line after the previous match: this finds
  /// the longest prefix of `expected` that the trace contains in order.
  init(expected: [String], in events: [TraceEvent], rule: TraceMatching) {
    var positions: [Int] = []
    var next = 0
    for text in expected {
      guard let found = events[next...].firstIndex(where: { rule.matches($0.line, text) }) else {
        break
      }
      positions.append(found)
      next = found + 1
    }
    matchedPositions = positions
    self.expected = expected
    self.events = events
  }

  /// Whether every expected event was found in order.
  var isComplete: Bool { matchedPositions.count == expected.count }

  /// The failure message: the matched prefix with the lines that matched it, the first missing
  /// event, and the trace around where it should have been.
  func failureMessage(rule: TraceMatching, hidingViews: Bool) -> String {
    let missingIndex = matchedPositions.count
    let missing = expected[missingIndex]
    var lines = [
      "The trace matches \(missingIndex) of \(expected.count) expected events in order (\(rule.phrase)); "
        + "the first missing is \"\(missing)\"."
    ]
    for (index, position) in matchedPositions.enumerated() {
      lines.append("  ✓ \"\(expected[index])\"  at  \(events[position].description)")
    }
    lines.append("  ✗ \"\(missing)\"")
    for text in expected.dropFirst(missingIndex + 1) { lines.append("    \"\(text)\"") }
    let after = matchedPositions.last.map { $0 + 1 } ?? 0
    if let earlier = events[..<after].first(where: { rule.matches($0.line, missing) }) {
      lines.append(
        "\"\(missing)\" does occur, but too early, before the events matched above: \(earlier.description)"
      )
    }
    lines.append(contentsOf: context(after: after, hidingViews: hidingViews, missing: missing))
    return lines.joined(separator: "\n")
  }

  private func context(after start: Int, hidingViews: Bool, missing: String) -> [String] {
    // Without a category filter, view moves would crowd out the callbacks around the gap.
    let shown = events.indices.filter { !hidingViews || events[$0].category != .view }
    let anchor = shown.firstIndex { $0 >= start } ?? shown.count
    let from = max(0, anchor - 3)
    let to = min(shown.count, anchor + 8)
    guard from < to else { return ["The trace has no events to show here."] }
    var lines = ["The trace where \"\(missing)\" should have been:"]
    for (offset, position) in shown[from..<to].enumerated() {
      if from + offset == anchor { lines.append("  → (expected here)") }
      lines.append("    " + events[position].description)
    }
    if anchor == to { lines.append("  → (expected here, at the end of the trace)") }
    return lines
  }
}
