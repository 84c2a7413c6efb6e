import Foundation
import ResponderLabScenarios
import Testing

/// Cut and garbled copies of the examples: every one must load or fail with a located error, never
/// crash.
@Suite("Malformed input never crashes")
@MainActor
struct MalformedInputTests {
  static let folder: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path + "/docs/examples"
  }()

  static func examples(_ suffix: String) throws -> [(String, String)] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(suffix) }
      .sorted().map { ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
  }

  /// Deterministic variants: cuts at many lengths, and single characters replaced.
  static func variants(of text: String) -> [String] {
    let characters = Array(text)
    var result: [String] = []
    let step = max(1, characters.count / 120)
    for length in stride(from: 0, to: characters.count, by: step) {
      result.append(String(characters[..<length]))
    }
    let replacements: [Character] = ["<", ">", ";", "|", "\"", "{", "]", ",", "#", " ", "\n", "x"]
    var seed: UInt64 = 0x5eed
    for _ in 0..<150 where !characters.isEmpty {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      var copy = characters
      copy[Int(seed >> 33) % copy.count] = replacements[Int(seed >> 20) % replacements.count]
      result.append(String(copy))
    }
    return result
  }

  func checkLocated(_ error: InputError, in text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(error.position.line >= 1 && error.position.line <= max(1, lines.count + 1))
    #expect(error.position.column >= 1)
    #expect(!error.expected.isEmpty && !error.fix.isEmpty)
  }

  @Test("Cut or garbled dumps import or fail with a located error")
  func dumps() throws {
    var failures = 0
    for (name, text) in try Self.examples(".txt") {
      for variant in Self.variants(of: text) {
        do {
          _ = try DumpImporter(file: name).importDump(variant)
        } catch {
          failures += 1
          checkLocated(error, in: variant)
        }
      }
    }
    #expect(failures > 0)
  }

  @Test("Cut or garbled scenarios load and run or fail with a located error")
  func scenarios() throws {
    var failures = 0
    for (name, text) in try Self.examples(".json") {
      for variant in Self.variants(of: text) {
        do {
          try ScenarioRun(ScenarioLoader(file: name).load(variant)).run()
        } catch {
          failures += 1
          checkLocated(error, in: variant)
        }
      }
    }
    #expect(failures > 0)
  }
}
