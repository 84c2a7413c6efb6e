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
    let url = Self.packageRoot.appendingPathComponent(exhibit.documentationPath)
    let page = try String(contentsOf: url, encoding: .utf8)
    let narration = exhibit.narrate()
    if Self.recording {
      let updated = try #require(
        EmbeddedNarration.replacing(for: name, in: page, with: narration),
        "\(exhibit.documentationPath) has no narration block for \(name)")
      try updated.write(to: url, atomically: true, encoding: .utf8)
    }
    let current = try String(contentsOf: url, encoding: .utf8)
    let embedded = try #require(
      EmbeddedNarration.extract(for: name, from: current),
      "\(exhibit.documentationPath) has no narration block for \(name)")
    #expect(
      embedded == narration,
      "\(exhibit.documentationPath) is out of date. To fix, run RECORD_EXHIBITS=1 swift test --filter ExhibitDocumentationTests."
    )
  }

  @Test("An exhibit tells the same story twice, word for word", arguments: Exhibits.all.map(\.name))
  func narrationIsDeterministic(name: String) throws {
    let exhibit = try #require(Exhibits.named(name))
    #expect(exhibit.narrate() == exhibit.narrate())
  }

  @Test("A narration block is found, and replaced without touching the prose around it")
  func embeddedBlockRoundTrips() throws {
    let page = "intro\n<!-- narration: x -->\n```text\nold\n```\n<!-- end of narration -->\nouter\n"
    #expect(EmbeddedNarration.extract(for: "x", from: page) == "old\n")
    let updated = try #require(EmbeddedNarration.replacing(for: "x", in: page, with: "new"))
    #expect(
      updated
        == "intro\n<!-- narration: x -->\n```text\nnew\n```\n<!-- end of narration -->\nouter\n")
    #expect(EmbeddedNarration.extract(for: "y", from: page) == nil)
  }
}
