import Foundation
import Testing

/// Runs `ClientCodeTopLevelSwift5`, an app's `main.swift` in the Swift 5 mode, built beside the tests.
@Suite("An app's main.swift in the Swift 5 mode, with only the import changed")
struct TopLevelExecutableTests {
  /// The executable `swift build` put next to the test bundle.
  static let executable: String? = {
    var url = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = url.appendingPathComponent("ClientCodeTopLevelSwift5").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      url.deleteLastPathComponent()
    }
    return nil
  }()

  @Test(
    "FIDELITY 3.2, 3.5, 3.10: top-level code presents from a navigation child and dismisses, as on a device"
  )
  func topLevelCodeRuns() throws {
    let path = try #require(Self.executable, "build the package first: swift build --build-tests")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(
      text.split(separator: "\n") == [
        "root in navigation: true",
        "presented by the navigation controller: true",
        "inbox sees the sheet: true",
        "delegate kept: true",
        "dismissed: true",
        "delegate told: []",
      ])
  }
}
