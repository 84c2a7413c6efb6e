import Foundation

/// Renders a verdict as the text a learner reads: a headline, the expectations that held, then
/// the first that failed with its explanation and evidence.
public struct VerdictText: Sendable {
  /// Whether to use ANSI colours.
  public var usesColor: Bool

  /// Creates a renderer.
  public init(usesColor: Bool = false) {
    self.usesColor = usesColor
  }

  /// The verdict of `exercise` as text, ending with a newline.
  public func render(_ verdict: Verdict, of exercise: Exercise) -> String {
    var lines: [String] = []
    let heading = "Exercise \(exercise.number): \(exercise.title)"
    if verdict.passed {
      lines.append(paint("✓ PASSED", "32") + "  " + heading)
    } else {
      lines.append(paint("✗ NOT YET", "31") + "  " + heading)
    }
    lines.append("  checks: \(bar(verdict.passedCount, of: verdict.total))")
    for expectation in verdict.expectations {
      let mark = expectation.passed ? paint("✓", "32") : paint("✗", "31")
      lines.append("  \(mark) \(expectation.title)")
    }
    if !verdict.passed, verdict.firstFailure == nil {
      lines.append("")
      lines.append(
        "  The check stopped after \(verdict.expectations.count) of \(verdict.total) expectations.")
    }
    if let failure = verdict.firstFailure {
      lines.append("")
      lines.append(contentsOf: wrap(failure.explanation).map { $0.isEmpty ? "" : "  " + $0 })
      if let mistake = failure.mistake {
        lines.append("")
        let hint = wrap("Hint for this mistake: " + mistake.hint)
        lines.append(contentsOf: hint.map { $0.isEmpty ? "" : "  " + paint($0, "33") })
      }
      if !failure.evidence.isEmpty {
        lines.append("")
        lines.append("  " + paint("What the simulator saw:", "1"))
        lines.append(
          contentsOf: failure.evidence.split(separator: "\n", omittingEmptySubsequences: false).map
          { "  │ " + $0 })
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A bar of `width` cells with `done` of `total` filled: `[██████░░░░] 3/5`.
  public func bar(_ done: Int, of total: Int, width: Int = 20) -> String {
    let filled = total == 0 ? 0 : min(width, done * width / total)
    let cells =
      String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    return "[\(cells)] \(done)/\(total)"
  }

  /// The paragraphs of `text` (separated by blank lines), each reflowed to `width` columns.
  public func wrap(_ text: String, width: Int = 96) -> [String] {
    var lines: [String] = []
    let paragraphs = text.components(separatedBy: "\n\n")
    for (index, paragraph) in paragraphs.enumerated() {
      if index > 0 { lines.append("") }
      var line = ""
      for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
        if !line.isEmpty, line.count + 1 + word.count > width {
          lines.append(line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append(line)
    }
    return lines
  }

  private func paint(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
