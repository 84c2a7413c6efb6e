import Foundation
import Testing

@testable import ResponderLabTesting

/// RECORD_SNAPSHOTS=1 rewrites stale literals in place: shown on a copy of a fixture test file
/// (`Tests/Fixtures/InlineSnapshots/StaleSnapshotTests.swift`) with three calls written three ways.
@Suite("Recording inline snapshots into a test file")
struct InlineSnapshotRecordingTests {
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/InlineSnapshots/StaleSnapshotTests.swift")

  /// The content of the multi-line literal after `matches:` following line `callLine`, with its
  /// indentation removed: what Swift would compile it to.
  static func literal(after callLine: Int, in source: String) -> String? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard
      let open = lines.indices.dropFirst(callLine - 1).first(where: {
        lines[$0].hasSuffix("\"\"\"")
      })
    else { return nil }
    guard
      let close = lines.indices.dropFirst(open + 1).first(where: {
        lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"")
      })
    else { return nil }
    let indentation = lines[close].prefix { $0 == " " }.count
    return lines[(open + 1)..<close].map { String($0.dropFirst(indentation)) }
      .joined(separator: "\n")
  }

  @Test("Each stale literal is replaced in place, at its indentation, and the rest is unchanged")
  func recordsIntoACopy() throws {
    let original = try String(contentsOf: Self.fixture, encoding: .utf8)
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("inline-snapshot-\(UUID().uuidString).swift")
    try original.write(to: copy, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: copy) }
    let calls = original.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .filter { $0.element.contains("device.expectSnapshot(") }.map { $0.offset + 1 }
    try #require(calls.count == 3)

    let texts = [
      "<UIViewController#1>, state: appeared, view: <UIView#1>",
      "Screen 390 × 844\nRoot UIViewController#1\n\n  \"two lines, one blank\"",
      "a \\ backslash and \"\"\" quotes",
    ]
    let writer = InlineSnapshotWriter()
    // Recorded out of order: the writer shifts later calls by the lines earlier ones added.
    for index in [1, 0, 2] {
      try writer.record(texts[index], inFile: copy.path, callLine: calls[index])
    }
    let rewritten = try String(contentsOf: copy, encoding: .utf8)
    let newCalls = rewritten.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .filter { $0.element.contains("device.expectSnapshot(") }.map { $0.offset + 1 }
    for (index, text) in texts.enumerated() {
      #expect(Self.literal(after: newCalls[index], in: rewritten) == text, "\(rewritten)")
    }
    // Indentation follows each literal's closing delimiter; the raw one needs a `#`.
    #expect(rewritten.contains("      matches: \"\"\"\n        Screen 390 × 844\n"))
    #expect(rewritten.contains("    matches: \"\"\"\n      <UIViewController#1>"))
    #expect(
      rewritten.contains("      #\"\"\"\n      a \\ backslash and \"\"\" quotes\n      \"\"\"#)"))
    // Outside the literals, nothing changed.
    #expect(rewritten.hasPrefix(original.prefix(upTo: original.range(of: "an old")!.lowerBound)))
    #expect(rewritten.hasSuffix("}\n"))

    // Recording the same texts again changes nothing: the next run would pass.
    let again = InlineSnapshotWriter()
    for index in texts.indices {
      try again.record(texts[index], inFile: copy.path, callLine: newCalls[index])
    }
    #expect(try String(contentsOf: copy, encoding: .utf8) == rewritten)
  }

  @Test("A call without a multi-line literal is refused with a fix, leaving the file as it was")
  func refusesWithoutLiteral() throws {
    let source = "device.expectSnapshot(of: .screen, matches: expected)\n"
    #expect(throws: InlineSnapshotRewrite.Failure.noLiteral(line: 1)) {
      try InlineSnapshotRewrite.replacing(literalOfCallAt: 1, in: source, with: "x")
    }
    #expect(throws: InlineSnapshotRewrite.Failure.noSuchLine(9)) {
      try InlineSnapshotRewrite.replacing(literalOfCallAt: 9, in: source, with: "x")
    }
    let open = "device.expectSnapshot(of: .screen, matches: \"\"\"\n  text\n"
    #expect(throws: InlineSnapshotRewrite.Failure.unterminatedLiteral(line: 1)) {
      try InlineSnapshotRewrite.replacing(literalOfCallAt: 1, in: open, with: "x")
    }
  }
}
