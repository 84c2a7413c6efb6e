import Foundation
import ResponderLabCLI
import Testing

/// The explorer page driven in headless Chromium by `Scripts/browser/check_explorer.py`
/// (Selenium): clicks in the screen and the trees, the chain and hit-test shown, search, the
/// timeline stepped with the keyboard, the changes between two moments as `diff` prints them, and
/// no console errors. Without Chromium, its driver and
/// Selenium the test is skipped with a message; with `CI=true` (as `.ci/run` sets) it fails.
@Suite("The explorer in a real browser")
@MainActor
struct ExplorerBrowserTests {
  nonisolated static let python = "/usr/bin/python3"
  nonisolated static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Why the browser cannot run, or nil when it can.
  nonisolated static var missing: String? {
    let files = ["/usr/bin/chromium", "/usr/bin/chromedriver", python]
    if let absent = files.first(where: { !FileManager.default.isExecutableFile(atPath: $0) }) {
      return "\(absent) is missing (Scripts/install-browser-tools.sh installs it)"
    }
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: python)
    probe.arguments = ["-c", "import selenium"]
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return "python3 cannot run" }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
      ? nil : "python3-selenium is missing (Scripts/install-browser-tools.sh installs it)"
  }

  nonisolated static var runs: Bool { inCI || missing == nil }

  @Test(
    "Each example's page: click, select, chain, hit-test, search, step the timeline, no errors",
    .enabled(if: runs, "headless Chromium, chromium-driver or python3-selenium is missing"),
    arguments: [
      "two-sheets", "tab-navigation-sheet", "alert-over-sheet", "swiftui-overlay-half-sheet",
    ])
  func drive(example: String) throws {
    if let missing = Self.missing {
      Issue.record("CI must run the browser tests: \(missing)")
      return
    }
    let path = NSTemporaryDirectory() + "explore-\(example)-\(UUID().uuidString).html"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ToolRun(["explore", "docs/examples/\(example).json", "--output", path])
    #expect(run.code == .success)
    // The page's changes from the start to the end must be diff's.
    let diffPath = path + ".diff.json"
    defer { try? FileManager.default.removeItem(atPath: diffPath) }
    let scenario = "docs/examples/\(example).json"
    let diff = ToolRun(["diff", scenario + "@0", scenario, "--json"])
    try diff.output.write(toFile: diffPath, atomically: true, encoding: .utf8)
    let outcome = try Subprocess.run(
      Self.python, ["Scripts/browser/check_explorer.py", path, "--diff", diffPath],
      directory: ToolRun.packageRoot)
    #expect(outcome.status == 0, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains("ok   no console errors after the session"))
    #expect(!outcome.output.contains("FAIL"))
    #expect(outcome.output.contains("ok   the changes panel shows diff's changes"))
  }
}
