import Foundation
import ResponderLabCLI
import Testing

/// `responder-lab diff`: two steps of a scenario, two real dumps, a scenario against a dump.
@Suite("responder-lab diff compares relations between two moments")
@MainActor
struct DiffCommandTests {
  static let dumps = "Tests/Fixtures/RealDumps/"

  /// The diff's JSON, with the run.
  static func json(_ arguments: String) throws -> (ToolRun, [String: Any]) {
    let run = ToolRun(arguments + " --json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
      "\(run.output)\(run.errors)")
    return (run, object)
  }

  /// Each changed object's changes, by object name, as `relation: from → to`.
  static func changes(_ json: [String: Any]) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for object in json["changed"] as? [[String: Any]] ?? [] {
      let name = object["name"] as? String ?? "?"
      result[name] = (object["changes"] as? [[String: Any]] ?? []).map {
        "\($0["relation"] as? String ?? "?"): \($0["from"] as? String ?? "?") → \($0["to"] as? String ?? "?")"
      }
    }
    return result
  }

  static func names(_ json: [String: Any], _ key: String) -> [String] {
    (json[key] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
  }

  @Test(
    "Two steps of a scenario: the new presentation is added, and the presenter's relations change")
  func twoSteps() throws {
    let (run, json) = try Self.json(
      "diff docs/examples/two-sheets.json@2 docs/examples/two-sheets.json@3")
    #expect(run.code == .failure, "differences exit 1, as diff(1)")
    #expect((json["old"] as? [String: Any])?["step"] as? Int == 2)
    #expect((json["new"] as? [String: Any])?["step"] as? Int == 3)
    #expect((json["paired"] as? [String: Any])?["byStableName"] as? Int == 15)
    let added = (json["added"] as? [[String: Any]] ?? [])
    #expect(
      added.first.map { "\($0["name"] ?? "") \($0["place"] ?? "")" }
        == "UINavigationController#1 (profile) presented by SettingsViewController#1 (settings)")
    #expect(Self.names(json, "added").contains("ProfileFormViewController#1 (profileForm)"))
    #expect(Self.names(json, "removed").isEmpty)
    let changes = Self.changes(json)
    #expect(
      changes["SettingsViewController#1 (settings)"]
        == ["presentedViewController: nil → UINavigationController#1 (profile)"])
    #expect(changes["HomeViewController#1 (home)"] == ["next: UIView#4 → UIView#5"])
  }

  @Test("Steps given in the other order give the mirror image")
  func reversed() throws {
    let (_, forward) = try Self.json(
      "diff docs/examples/two-sheets.json@2 docs/examples/two-sheets.json@3")
    let (_, backward) = try Self.json(
      "diff docs/examples/two-sheets.json@3 docs/examples/two-sheets.json@2")
    #expect(Self.names(backward, "removed") == Self.names(forward, "added"))
    #expect(Self.names(backward, "added") == Self.names(forward, "removed"))
    #expect(
      Self.changes(backward)["SettingsViewController#1 (settings)"]
        == ["presentedViewController: UINavigationController#1 (profile) → nil"])
  }

  @Test("A dismissal removes the presented controllers and clears the presenter's relation")
  func dismissal() throws {
    let (_, json) = try Self.json(
      "diff docs/examples/two-sheets.json@4 docs/examples/two-sheets.json@6 --relations")
    let removed = Self.names(json, "removed")
    #expect(
      removed.prefix(3) == [
        "SettingsViewController#1 (settings)", "UINavigationController#1 (profile)",
        "ProfileFormViewController#1 (profileForm)",
      ])
    #expect(
      Self.changes(json)["HomeViewController#1 (home)"]?.contains(
        "presentedViewController: SettingsViewController#1 (settings) → nil") == true)
    let kinds = (json["changed"] as? [[String: Any]] ?? []).flatMap {
      ($0["changes"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
    }
    #expect(!kinds.isEmpty)
    #expect(kinds.allSatisfy { $0 == "relation" }, "--relations leaves frames and flags out")
  }

  @Test("Focusing a field in a sheet: the first responder, the detent it grows to, and the text")
  func firstResponderAndDetent() throws {
    let (_, json) = try Self.json(
      "diff docs/examples/tab-navigation-sheet.json@6 docs/examples/tab-navigation-sheet.json@8")
    let first = try #require(json["firstResponder"] as? [String: Any])
    #expect(first["from"] as? String == "nil")
    #expect(first["to"] as? String == "UITextField#1 (subject)")
    let changes = Self.changes(json)
    #expect(changes["ComposeViewController#1 (compose)"] == ["detent: medium → large"])
    #expect(changes["UITextField#1 (subject)"] == ["text: \"\" → Lunch"])
    #expect(changes["UIDropShadowView#2"] == ["frame: (0 388.32; 390 455.68) → (0 57; 390 787)"])
  }

  @Test("Two runs of a real app: the controllers only the first run had are removed, nothing else")
  func realRuns() throws {
    let (run, json) = try Self.json(
      "diff \(Self.dumps)lyfpay-navigation.printHierarchy.txt \(Self.dumps)lyfpay-navigation-second-run.printHierarchy.txt"
    )
    #expect(run.code == .failure)
    let paired = try #require(json["paired"] as? [String: Any])
    #expect(paired["byAddress"] as? Int == 0, "two runs print different addresses")
    #expect(paired["byPlace"] as? Int == 16)
    #expect(
      Self.names(json, "removed") == [
        "LyfPay.CloseMenuViewController#1", "LyfPay.MenuViewController#1", "UIView#4", "UIView#5",
      ])
    #expect(Self.names(json, "added").isEmpty)
    #expect(Self.changes(json).isEmpty)
  }

  @Test(
    "A real tab switch: the selected tab, the controllers it loads, the old tab leaving the window")
  func realTabSwitch() throws {
    let (_, json) = try Self.json(
      "diff \(Self.dumps)swiftui-tabs-split-appearing.printHierarchy.txt \(Self.dumps)swiftui-tabs-split-switching.printHierarchy.txt"
    )
    let changes = Self.changes(json)
    let tabs = try #require(changes["SwiftUI.UIKitTabBarController#1"])
    #expect(
      tabs.contains(
        "selectedViewController: _TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_#1 → _TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_#2"
      ))
    let oldTab = try #require(changes["_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_#1"])
    // The importer settles "appearing" and "disappearing" into the states they lead to.
    #expect(
      oldTab == ["next: UIViewControllerWrapperView#1 → nil", "appearance: appeared → disappeared"])
    let newTab = try #require(changes["_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_#2"])
    #expect(newTab.contains("view: nil → _TtGC7SwiftUI14_UIHostingViewVVS_7TabItem8RootView_#2"))
    #expect(
      changes["_TtGC7SwiftUI14_UIHostingViewVVS_7TabItem8RootView_#1"]?.first
        == "superview: UIViewControllerWrapperView#1 → nil")
    #expect(Self.names(json, "added").count == 10)
  }

  @Test(
    "A scenario against its own _printHierarchy: what a dump cannot carry shows as a difference")
  func scenarioAgainstDump() throws {
    let dumpPath = NSTemporaryDirectory() + "diff-\(UUID().uuidString).printHierarchy.txt"
    defer { try? FileManager.default.removeItem(atPath: dumpPath) }
    let dump = ToolRun("dump docs/examples/two-sheets.json --step 4 --format vc")
    try dump.output.write(toFile: dumpPath, atomically: true, encoding: .utf8)
    let (_, json) = try Self.json("diff docs/examples/two-sheets.json@4 \(dumpPath) --relations")
    #expect((json["paired"] as? [String: Any])?["byPlace"] as? Int == 26)
    let settings = try #require(
      (json["changed"] as? [[String: Any]])?.first {
        $0["name"] as? String == "SettingsViewController#1"
      })
    #expect(settings["oldName"] as? String == "SettingsViewController#1 (settings)")
    #expect(
      Self.changes(json)["SettingsViewController#1"]
        == ["presentationController.delegate: a ListeningDelegate → nil"])
  }

  @Test("The same input twice: nothing differs, exit 0, and printed objects pair by address")
  func identical() throws {
    let path = Self.dumps + "wechat-tabs.pvc-printHierarchy.txt"
    let (run, json) = try Self.json("diff \(path) \(path)")
    #expect(run.code == .success)
    #expect(json["identical"] as? Bool == true)
    let paired = try #require(json["paired"] as? [String: Any])
    #expect((paired["byAddress"] as? Int ?? 0) > 5)
    let text = ToolRun("diff \(path) \(path)")
    #expect(text.code == .success)
    #expect(text.output.hasSuffix("No differences.\n"))
  }

  @Test("The text form: headings, removed and added lines, each change as 'relation: old → new'")
  func textForm() {
    let run = ToolRun("diff docs/examples/two-sheets.json@2 docs/examples/two-sheets.json@3")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "--- docs/examples/two-sheets.json after step 2 (run until idle)")
    #expect(
      lines.dropFirst().first
        == "+++ docs/examples/two-sheets.json after step 3 (present profile from settings)")
    #expect(lines.contains("objects paired: 15 by stable name"))
    #expect(lines.contains("added (14):"))
    #expect(
      lines.contains(
        "  + UINavigationController#1 (profile), presented by SettingsViewController#1 (settings)"))
    #expect(lines.contains("  SettingsViewController#1 (settings)"))
    #expect(lines.contains("    presentedViewController: nil → UINavigationController#1 (profile)"))
    #expect(lines.last == "Objects: 2 changed, 14 added, 0 removed; 2 relation(s) changed.")
  }

  @Test("Bad input: a step of a dump, a step past the end, '-' twice, a missing or broken file")
  func badInput() {
    let dump = Self.dumps + "plain-window.recursiveDescription.txt"
    let cases: [(String, CommandLineTool.ExitCode, String)] = [
      ("diff \(dump)@2 \(dump)", .usage, "names a step, but '\(dump)' is a dump"),
      (
        "diff docs/examples/two-sheets.json@1 docs/examples/two-sheets.json@9", .usage,
        "'docs/examples/two-sheets.json@9' is past the end: 'docs/examples/two-sheets.json' has 8 steps."
      ),
      ("diff - -", .usage, "Both inputs are '-'"),
      ("diff nope.json \(dump)", .usage, "Cannot read 'nope.json': no such file"),
      (
        "diff docs/examples/broken/jumping.recursiveDescription.txt \(dump)", .dataError,
        "docs/examples/broken/jumping.recursiveDescription.txt:3:16: error:"
      ),
      ("diff \(dump)", .usage, "Missing expected argument '<new>'"),
    ]
    for (line, code, message) in cases {
      let run = ToolRun(line)
      #expect(run.code == code, "\(line)")
      #expect(run.errors.contains(message), "\(line): \(run.errors)")
      #expect(run.output.isEmpty, "\(line) prints nothing on standard output")
    }
  }

  @Test("'-' reads one side from standard input, and a file really named with '@2' is read whole")
  func standardInputAndAtSign() throws {
    let dump = Self.dumps + "plain-window.recursiveDescription.txt"
    let text = try String(contentsOfFile: ToolRun.packageRoot + "/" + dump, encoding: .utf8)
    let piped = ToolRun(["diff", "-", dump], input: text)
    #expect(piped.code == .success, "\(piped.errors)")
    #expect(piped.output.contains("--- <stdin>"))
    let folder = NSTemporaryDirectory() + "diff-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try text.write(toFile: folder + "/window@2", atomically: true, encoding: .utf8)
    let named = ToolRun(["diff", folder + "/window@2", dump])
    #expect(named.code == .success, "\(named.errors)")
  }
}
