import Foundation
import Testing

/// Runs of the built `responder-lab` and `exercise-NN` executables, when `swift build` has built
/// them: `main`, exit codes and piped standard input, without building anything.
@Suite("The built learn executables")
struct BuiltExecutablesTests {
  /// The directory of the built executables, next to the test bundle.
  static let binaries: String? = {
    var url = Bundle.main.bundleURL
    for _ in 0..<4 {
      if FileManager.default.isExecutableFile(
        atPath: url.appendingPathComponent("exercise-01").path),
        FileManager.default.isExecutableFile(
          atPath: url.appendingPathComponent("responder-lab").path)
      {
        return url.path
      }
      url.deleteLastPathComponent()
    }
    return nil
  }()

  static func run(_ name: String, _ arguments: [String], input: String = "") throws -> (
    Int32, String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(binaries) + "/" + name)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    let output = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = standardInput
    try process.run()
    standardInput.fileHandleForWriting.write(Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  @Test("An exercise's executable prints a verdict and exits 0 or 1", .enabled(if: binaries != nil))
  func exerciseExecutable() throws {
    let (code, output) = try Self.run("exercise-01", [])
    #expect(code == 0 || code == 1)
    #expect(
      output.hasPrefix(code == 0 ? "✓ PASSED  Exercise 1" : "✗ NOT YET  Exercise 1"), "\(output)")
  }

  @Test(
    "responder-lab learn list and hint work in a temporary package, from the real main",
    .enabled(if: binaries != nil))
  func learnThroughMain() throws {
    let root = NSTemporaryDirectory() + "responder-lab-learn-binary-" + UUID().uuidString
    try FileManager.default.createDirectory(
      atPath: root + "/Playgrounds/Starters", withIntermediateDirectories: true)
    try "// A stand-in manifest.\n".write(
      toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (listCode, list) = try Self.run("responder-lab", ["learn", "list", "--package-path", root])
    #expect(listCode == 0)
    #expect(list.contains("01 ▶ Walk next from a view to its controller"))
    let (hintCode, hint) = try Self.run("responder-lab", ["learn", "hint", "--package-path", root])
    #expect(hintCode == 0)
    #expect(hint.contains("Hints for exercise 1 (1 of 3):"))
    #expect(FileManager.default.fileExists(atPath: root + "/.responder-lab/progress.json"))
  }
}
