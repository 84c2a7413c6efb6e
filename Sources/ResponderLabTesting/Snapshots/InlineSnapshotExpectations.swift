import Foundation
public import ResponderLabDevice
import ResponderLabDiagnostics
import SimUIKit

extension SimulatedDevice {
  /// Expects the text of `subject` to be `expected`, the multi-line string literal written in the
  /// call.
  ///
  /// ```swift
  /// device.expectSnapshot(
  ///   of: .screen,
  ///   matches: """
  ///     Screen 390 × 844
  ///     Root NotesViewController#1
  ///     """)
  /// ```
  ///
  /// On a mismatch, reports at your line a diff of the expected text against the actual one.
  /// With `RECORD_SNAPSHOTS=1` in the environment, rewrites the literal in your test file instead
  /// (found by the call's file and line; only the literal changes, at its indentation) and reports
  /// that it did, so the next run compares with the recorded text. Write `matches: """` and `"""` with
  /// nothing between them to record a first snapshot.
  public func expectSnapshot(
    of subject: SnapshotSubject, matches expected: String, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let location = ExpectationLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let actual = subject.render(on: self)
    guard actual != expected else { return }
    if SnapshotRecording.isOn {
      do {
        try InlineSnapshotWriter.shared.record(actual, inFile: "\(filePath)", callLine: Int(line))
        HarnessIssue.record(
          "Recorded the \(subject.name) into the snapshot at \(location.clickable) (RECORD_SNAPSHOTS=1). "
            + "Run the test again without RECORD_SNAPSHOTS to compare with it.",
          device: self, at: location)
      } catch {
        HarnessIssue.record(
          "Could not record the \(subject.name) snapshot: \(error)", device: self, at: location)
      }
      return
    }
    HarnessIssue.record(
      "The \(subject.name) differs from the snapshot (- expected, + actual):\n"
        + SnapshotDiff.render(expected: expected, actual: actual)
        + "\nTo accept the actual text, run the test with RECORD_SNAPSHOTS=1.",
      device: self, at: location)
  }
}

/// Whether snapshots are being recorded: `RECORD_SNAPSHOTS=1` (or `true`, `yes`) in the environment.
enum SnapshotRecording {
  /// Set by the harness's own tests, which must not depend on the environment.
  @TaskLocal static var override: Bool?

  static var isOn: Bool {
    if let override { return override }
    let value = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"]?.lowercased() ?? ""
    return ["1", "true", "yes"].contains(value)
  }
}

/// The diff of a snapshot in a failure message: every line, changed ones marked.
enum SnapshotDiff {
  static func render(expected: String, actual: String) -> String {
    LineDiff(old: expected, new: actual).lines.map { line in
      switch line {
      case .same(let text): "    " + text
      case .removed(let text): "  - " + text
      case .added(let text): "  + " + text
      }
    }.joined(separator: "\n")
  }
}
