import Foundation
import Testing

/// Type-checks two small client files with the toolchain's `swiftc`, in Swift 5 and Swift 6 mode:
/// one calls SimUIKit, the other a C declaration imported with `@MainActor` isolation, which is how
/// Swift sees UIKit's `NS_SWIFT_UI_ACTOR` declarations. The diagnostics must be the same, so client
/// code is told here what the SDK would tell it.
@Suite("Swift 5 and Swift 6 clients get the SDK's diagnostics")
struct LanguageModeDiagnosticsTests {
  @Test(
    "Calls from nonisolated code: the same diagnostics as for an imported main-actor declaration",
    .enabled(if: ClientCompiler.found != nil, "no swiftc or no built SimUIKit module was found"),
    arguments: ["5", "6"])
  func sameDiagnosticsAsTheSDK(languageMode: String) throws {
    let compiler = try #require(ClientCompiler.found)
    let simulated = try compiler.severities(typeChecking: "SimUIKitCalls.swift", in: languageMode)
    let reference = try compiler.severities(typeChecking: "ReferenceCalls.swift", in: languageMode)
    #expect(simulated == reference)
  }

  @Test(
    "Swift 5: synchronous nonisolated calls compile silently; a missing await is a warning",
    .enabled(if: ClientCompiler.found != nil, "no swiftc or no built SimUIKit module was found"))
  func swift5() throws {
    let compiler = try #require(ClientCompiler.found)
    let diagnostics = try compiler.severities(typeChecking: "SimUIKitCalls.swift", in: "5")
    #expect(diagnostics == ["asynchronous: warning"])
  }

  @Test(
    "Swift 6: a missing await is an error, as UIKit makes it",
    .enabled(if: ClientCompiler.found != nil, "no swiftc or no built SimUIKit module was found"))
  func swift6() throws {
    let compiler = try #require(ClientCompiler.found)
    let diagnostics = try compiler.severities(typeChecking: "SimUIKitCalls.swift", in: "6")
    #expect(diagnostics == ["synchronous: warning", "asynchronous: error"])
  }
}

/// The toolchain's compiler and the directory of the built modules, when both can be found.
struct ClientCompiler {
  let swiftc: URL
  let modules: URL

  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  static let found: ClientCompiler? = {
    let fileManager = FileManager.default
    let searchPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    let candidates = searchPath.map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
    guard let swiftc = candidates.first(where: { fileManager.isExecutableFile(atPath: $0) }) else {
      return nil
    }
    // The test bundle sits beside `Modules`, in the build directory of its configuration.
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let modules = bundle.deletingLastPathComponent().appendingPathComponent("Modules")
    guard
      fileManager.fileExists(
        atPath: modules.appendingPathComponent("SimUIKit.swiftmodule").path)
    else { return nil }
    return ClientCompiler(swiftc: URL(fileURLWithPath: swiftc), modules: modules)
  }()

  /// The severity of each diagnostic, named by the fixture function it is in.
  func severities(typeChecking fixture: String, in languageMode: String) throws -> [String] {
    let cache = FileManager.default.temporaryDirectory
      .appendingPathComponent("client-code-module-cache")
    let process = Process()
    process.executableURL = swiftc
    process.arguments = [
      "-typecheck", "-swift-version", languageMode,
      "-I", modules.path, "-I", Self.fixtures.appendingPathComponent("ReferenceSDK").path,
      "-module-cache-path", cache.path,
      Self.fixtures.appendingPathComponent(fixture).path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let source = try String(
      contentsOf: Self.fixtures.appendingPathComponent(fixture), encoding: .utf8)
    let asyncLine =
      source.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("async {") }.map { $0 + 1 } ?? .max
    // `file:line:column: severity: message`, once per diagnostic (later lines repeat it in a frame).
    return text.split(separator: "\n").compactMap { line -> String? in
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[0].hasSuffix(fixture), let number = Int(parts[1]) else {
        return nil
      }
      let severity = parts[3].trimmingCharacters(in: .whitespaces)
      guard severity == "error" || severity == "warning" else { return nil }
      return "\(number > asyncLine ? "asynchronous" : "synchronous"): \(severity)"
    }
  }
}
