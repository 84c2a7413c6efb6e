import Foundation
import ResponderLabExhibits
import Testing

@Suite("Exhibit documentation") @MainActor
struct ExhibitDocumentationTests {
  /// The package root, found from this file's path.
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Set RECORD_EXHIBITS=1 to rewrite the embedded narrations from the tool's output.
  private static var recording: Bool {
    ProcessInfo.processInfo.environment["RECORD_EXHIBITS"] == "1"
  }

  @Test(
    "Each exhibit's page embeds exactly the narration the tool prints (RECORD_EXHIBITS=1 rewrites it)",
    arguments: Exhibits.all.map(\.name))
  func pageEmbedsNarration(name: String) throws {
    let exhibit = try #require(Exhibits.named(name))
    try expectPage(
      exhibit.documentationPath, block: .narration(of: name), holds: exhibit.narrate())
  }

  @Test("The fix list embeds every fix, generated from the code (RECORD_EXHIBITS=1 rewrites it)")
  func fixListIsCurrent() throws {
    try expectPage("docs/exhibits/fixes.md", block: .fixList, holds: ExhibitFixes.markdownTable)
  }

  private func expectPage(
    _ path: String, block: EmbeddedBlock, holds body: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = Self.packageRoot.appendingPathComponent(path)
    if Self.recording {
      let page = try String(contentsOf: url, encoding: .utf8)
      let updated = try #require(
        block.replacing(in: page, with: body), "\(path) has no block \(block.opening)",
        sourceLocation: sourceLocation)
      try updated.write(to: url, atomically: true, encoding: .utf8)
    }
    let current = try String(contentsOf: url, encoding: .utf8)
    let embedded = try #require(
      block.extract(from: current), "\(path) has no block \(block.opening)",
      sourceLocation: sourceLocation)
    #expect(
      embedded == body,
      "\(path) is out of date. To fix, run RECORD_EXHIBITS=1 swift test --filter ExhibitDocumentationTests.",
      sourceLocation: sourceLocation)
  }

  @Test("An exhibit tells the same story twice, word for word", arguments: Exhibits.all.map(\.name))
  func narrationIsDeterministic(name: String) throws {
    let exhibit = try #require(Exhibits.named(name))
    #expect(exhibit.narrate() == exhibit.narrate())
  }

  @Test("A narration block is found, and replaced without touching the prose around it")
  func embeddedBlockRoundTrips() throws {
    let page = "intro\n<!-- narration: x -->\n```text\nold\n```\n<!-- end of narration -->\nouter\n"
    #expect(EmbeddedBlock.narration(of: "x").extract(from: page) == "old\n")
    let updated = try #require(EmbeddedBlock.narration(of: "x").replacing(in: page, with: "new"))
    #expect(
      updated
        == "intro\n<!-- narration: x -->\n```text\nnew\n```\n<!-- end of narration -->\nouter\n")
    #expect(EmbeddedBlock.narration(of: "y").extract(from: page) == nil)
  }
}
