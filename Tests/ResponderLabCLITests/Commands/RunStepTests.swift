import Foundation
import ResponderLabCLI
import Testing

/// `run` builds the world once and runs each step once, in order, as far as `--step` says.
@Suite("responder-lab run --step")
@MainActor
struct RunStepTests {
  /// Two steps that work, then a pop on a navigation controller showing only its root.
  static let failingAtStepThree = """
    {
      "window": { "root": "home" },
      "controllers": [
        { "id": "home", "class": "HomeViewController" },
        { "id": "settings", "class": "SettingsViewController" },
        { "id": "profile", "kind": "navigation", "stack": ["profileForm"] },
        { "id": "profileForm", "class": "ProfileFormViewController" }
      ],
      "steps": [
        { "action": "present", "controller": "settings", "from": "home" },
        { "action": "runUntilIdle" },
        { "action": "pop", "on": "profile" }
      ]
    }
    """

  @Test("--step n runs and prints only the first n steps")
  func firstSteps() {
    let run = ToolRun("run docs/examples/two-sheets.json --step 2")
    #expect(run.code == .success)
    #expect(run.output.contains("== Step 1: "))
    #expect(run.output.contains("== Step 2: "))
    #expect(!run.output.contains("== Step 3: "))
    #expect(!run.output.contains("Every expectation held"), "no expect step ran")
    let none = ToolRun("run docs/examples/two-sheets.json --step 0")
    #expect(none.code == .success)
    #expect(!none.output.contains("== Step"))
  }

  @Test("Each step runs once: the steps before an impossible one print, then its error (exit 65)")
  func singlePass() {
    let run = ToolRun(["run", "-"], input: Self.failingAtStepThree)
    #expect(run.code == .dataError)
    #expect(run.output.contains("== Step 1: "))
    #expect(run.output.contains("== Step 2: "))
    #expect(!run.output.contains("== Step 3: "))
    #expect(run.errors.hasPrefix("<stdin>:"))
    #expect(run.errors.contains("a navigation stack with more than its root"))
    let opens = run.output.components(separatedBy: "== Step 1: ").count - 1
    #expect(opens == 1)
  }

  @Test("run refuses a dump, and --step past the end, as usage errors")
  func refusals() {
    let dump = ToolRun("run docs/examples/mail-tabs.pvc.txt")
    #expect(dump.code == .usage)
    #expect(dump.errors.hasPrefix("error: 'docs/examples/mail-tabs.pvc.txt' is not a scenario"))
    let past = ToolRun("run docs/examples/two-sheets.json --step 9")
    #expect(past.code == .usage)
    #expect(past.errors.contains("has 8 steps"))
  }
}
