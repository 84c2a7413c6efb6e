import Foundation
import ResponderLabCLI
import Testing

/// Each shell, with the script `responder-lab completions <shell>` prints, asked what it
/// completes. A missing shell skips the test, visibly; in CI (`CI=true`) it fails it.
@Suite("Shell completions, asked of bash, zsh and fish", .enabled(if: BuiltBinary.path != nil))
@MainActor
struct ShellCompletionTests {
  /// A command line, and words its completion must offer.
  struct Case: Sendable {
    var line: String
    var offers: [String]
    /// Whether the offered words are all the shell may offer.
    var exactly = false
  }

  static let cases = [
    Case(line: "responder-lab du", offers: ["dump"], exactly: true),
    Case(line: "responder-lab --v", offers: ["--version"], exactly: true),
    Case(line: "responder-lab dump --fo", offers: ["--format"], exactly: true),
    Case(
      line: "responder-lab dump docs/examples/two-sheets.json --format ",
      offers: ["vc", "views", "chain", "pvc", "autolayout", "json", "dot", "svg", "hierarchy-svg"],
      exactly: true),
    Case(
      line: "responder-lab run docs/examples/two-sheets.json --a",
      offers: ["--all-events", "--addresses"]),
    Case(
      line: "responder-lab explain docs/examples/two-sheets.json --a",
      offers: ["--at", "--addresses"]),
    Case(
      line: "responder-lab demo ",
      offers: ["hierarchy", "guardian", "probe", "overlay-sheet", "fixes"], exactly: true),
    Case(
      line: "responder-lab learn ", offers: ["list", "hint", "check", "reset", "solution"],
      exactly: true),
    Case(line: "responder-lab learn check 1", offers: ["1", "10", "15"]),
    Case(line: "responder-lab learn reset Next", offers: ["NextToController"], exactly: true),
    Case(
      line: "responder-lab help ex", offers: ["explain", "explore", "exit-codes"], exactly: true),
    Case(line: "responder-lab completions ", offers: ["bash", "zsh", "fish"], exactly: true),
    Case(
      line: "responder-lab dump docs/examples/two-sheets.json --from w",
      offers: ["welcome", "window"], exactly: true),
    Case(
      line: "responder-lab explain docs/examples/alert-over-sheet.json --probe ",
      offers: ["fieldProbe", "alertTouch"], exactly: true),
  ]

  @Test(
    "bash offers every command, option, value, demo, learn subcommand, exercise, topic and id",
    .enabled(if: available("bash"), "bash is not installed"))
  func bash() throws { try check("bash") }

  @Test(
    "zsh offers every command, option, value, demo, learn subcommand, exercise, topic and id",
    .enabled(if: available("zsh"), "zsh is not installed (apt-get install zsh)"))
  func zsh() throws { try check("zsh") }

  @Test(
    "fish offers every command, option, value, demo, learn subcommand, exercise, topic and id",
    .enabled(if: available("fish"), "fish is not installed (apt-get install fish)"))
  func fish() throws { try check("fish") }

  @Test(
    "Input files complete as files, and --package-path as folders",
    arguments: ShellHarness.shells.filter(ShellCompletionTests.available))
  func paths(shell: String) throws {
    let lines = [
      "responder-lab dump docs/examples/two-s", "responder-lab learn --package-path Playg",
    ]
    let offered = try ShellHarness.completions(
      shell: shell, script: ToolRun(["completions", shell]).output, lines: lines)
    #expect(offered[lines[0]]?.contains { $0.hasSuffix("two-sheets.json") } == true)
    #expect(offered[lines[1]]?.contains { $0.hasPrefix("Playgrounds") } == true)
  }

  /// Whether to run a shell's test: when it is installed, and always in CI.
  nonisolated static func available(_ shell: String) -> Bool {
    ShellHarness.inCI || ShellHarness.path(of: shell) != nil
  }

  private func check(_ shell: String) throws {
    let script = ToolRun(["completions", shell]).output
    let offered = try ShellHarness.completions(
      shell: shell, script: script, lines: Self.cases.map(\.line))
    for item in Self.cases {
      let words = Set(offered[item.line] ?? [])
      for word in item.offers {
        #expect(words.contains(word), "\(shell) does not offer '\(word)' for '\(item.line)'")
      }
      if item.exactly {
        #expect(words == Set(item.offers), "\(shell) offers \(words.sorted()) for '\(item.line)'")
      }
    }
  }
}
