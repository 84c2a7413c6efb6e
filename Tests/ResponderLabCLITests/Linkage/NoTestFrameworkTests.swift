import Foundation
import Testing

/// The shipped tools stand on the device layer, not on the test harness: the `responder-lab`
/// binary links neither XCTest nor Swift Testing, and no runtime source imports them.
@Suite("The responder-lab binary links no test framework")
struct NoTestFrameworkTests {
  /// The built `responder-lab`, next to the test bundle, when `swift build` has built it.
  static let binary: String? = {
    var url = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = url.appendingPathComponent("responder-lab").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      url.deleteLastPathComponent()
    }
    return nil
  }()

  /// `ldd`, when the system has it.
  static let ldd: String? = ["/usr/bin/ldd", "/bin/ldd"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The libraries that would mean a test framework came along.
  static let testLibraries = [
    "libXCTest", "libTesting", "lib_TestingInterop", "libXCTestSwiftSupport",
  ]

  /// The folders of every target that ships in `responder-lab` or in the fuzzers.
  static let runtimeFolders = [
    "Sources/SimUIKit", "Sources/SimSwiftUI", "Sources/ResponderLabDiagnostics",
    "Sources/ResponderLabDevice", "Sources/ResponderLabScenarios", "Sources/ResponderLabExhibits",
    "Sources/ResponderLabLearn", "Sources/ResponderLabCLI", "Sources/responder-lab", "Fuzz",
  ]

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test(
    "ldd lists no XCTest or Testing library for the built responder-lab",
    .enabled(if: binary != nil, "responder-lab is not built next to the tests"),
    .enabled(if: ldd != nil, "ldd is missing on this system"))
  func lddListsNoTestLibrary() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.ldd))
    process.arguments = [try #require(Self.binary)]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    // The binary does link the Swift runtime: proof that ldd read it.
    #expect(text.contains("libswiftCore"), "\(text)")
    let linked = text.split(separator: "\n").filter { line in
      Self.testLibraries.contains { line.contains($0) }
    }
    #expect(
      linked.isEmpty, "responder-lab links a test framework:\n\(linked.joined(separator: "\n"))")
  }

  @Test("No runtime source imports XCTest, Testing or ResponderLabTesting")
  func noRuntimeSourceImportsATestFramework() throws {
    var scanned = 0
    var offenders: [String] = []
    for folder in Self.runtimeFolders {
      let root = Self.packageRoot.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
      for file in files ?? [] where file.hasSuffix(".swift") {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        scanned += 1
        for line in text.split(separator: "\n") {
          let words = line.split(separator: " ")
          guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count
          else { continue }
          if ["XCTest", "Testing", "ResponderLabTesting"].contains(words[importIndex + 1]) {
            offenders.append("\(folder)/\(file): \(line)")
          }
        }
      }
    }
    #expect(scanned > 100)
    #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
  }
}
