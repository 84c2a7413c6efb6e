import Foundation
import ResponderLabCLI
import Testing

/// `import --check` on the real dumps of `Tests/Fixtures/RealDumps`: the simulator's rebuild agrees
/// with every dump, alone and joined with the dumps of the same moment.
@Suite("import --check on real dumps")
@MainActor
struct RealDumpCheckTests {
  static let folder = "Tests/Fixtures/RealDumps"

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: ToolRun.packageRoot + "/" + folder))
      ?? []).filter { $0.hasSuffix(".txt") }.sorted()
  }

  /// The pairs (and one triple) of dumps printed at one moment, with the same addresses.
  static let moments: [[String]] = [
    [
      "wechat-tabs.pvc-printHierarchy.txt", "wechat-tab-badge.presponder.txt",
      "wechat-window.pviews.txt",
    ],
    [
      "stacked-fullscreen-presentations.pvc-printHierarchy.txt",
      "stacked-fullscreen-presentations-root.pvc.txt",
    ],
    ["viewcontroller-root.pvc-printHierarchy.txt", "viewcontroller-root.presponder.txt"],
    ["table-controller.pvc-printHierarchy.txt", "grouped-table.ptv.txt"],
  ]

  @Test("FIDELITY 10.1, 10.2, 10.3, 10.5: every real dump imports and passes import --check")
  func everyFileChecks() {
    #expect(Self.files.count >= 25)
    for file in Self.files {
      let run = ToolRun(["import", "--check", "\(Self.folder)/\(file)"])
      #expect(run.code == .success, "\(file): \(run.output)\(run.errors)")
    }
  }

  @Test("FIDELITY 1.2, 1.4: dumps of one moment join, pass import --check, and chain by address")
  func momentsJoin() {
    for moment in Self.moments {
      let paths = moment.map { "\(Self.folder)/\($0)" }
      let run = ToolRun(["import", "--check"] + paths)
      #expect(run.code == .success, "\(moment): \(run.output)\(run.errors)")
      #expect(run.output.hasPrefix("Joined \(moment.count) dumps of one moment"))
    }
    let wechat = Self.moments[0].map { "\(Self.folder)/\($0)" }
    let byAddress = ToolRun(["chain"] + wechat + ["--from", "0x116c695a0"])
    let byName = ToolRun(["chain"] + wechat + ["--from", "MMBadgeView#1"])
    #expect(byAddress.code == .success)
    #expect(byAddress.output == byName.output)
    #expect(byAddress.output.contains("MMTabBar#1 → UILayoutContainerView#1"))
    #expect(byAddress.output.contains("UILayoutContainerView#1 → MainTabBarViewController#1"))
    #expect(byAddress.output.contains("MainTabBarViewController#1 → iConsoleWindow#1"))
  }

  @Test("FIDELITY 1.2: a chain through views whose controllers no dump names says so at that hop")
  func unnamedControllers() {
    let run = ToolRun([
      "chain", "\(Self.folder)/plain-window.recursiveDescription.txt", "--from", "UIView#1",
    ])
    #expect(run.code == .success)
    #expect(run.output.contains("the dumps name no controller here"))
  }
}
