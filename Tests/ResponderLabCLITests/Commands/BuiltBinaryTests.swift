import Foundation
import Testing

/// A few runs of the built `responder-lab` executable itself, to check `main` and the exit codes.
@Suite("The responder-lab executable")
struct BuiltBinaryTests {
  /// The executable next to the test bundle, when `swift build` has built it.
  static let executable: String? = {
    var url = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = url.appendingPathComponent("responder-lab").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      url.deleteLastPathComponent()
    }
    return nil
  }()

  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    Int32, String, String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(executable))
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, out, err)
  }

  @Test("It dumps an example and exits 0", .enabled(if: executable != nil))
  func success() throws {
    let (code, output, _) = try Self.run(["dump", "docs/examples/two-sheets.json"])
    #expect(code == 0)
    #expect(output.hasPrefix("<HomeViewController#1>"))
  }

  @Test("It exits 64 on a usage mistake and 65 on bad data", .enabled(if: executable != nil))
  func failures() throws {
    #expect(try Self.run(["dump", "--nope"]).0 == 64)
    #expect(try Self.run(["dump", "docs/examples/broken/unknown-key.json"]).0 == 65)
  }

  @Test("Piped output has no colour", .enabled(if: executable != nil))
  func noColourInPipes() throws {
    let (_, output, _) = try Self.run(["run", "docs/examples/two-sheets.json"])
    #expect(!output.contains("\u{1B}["))
  }
}
