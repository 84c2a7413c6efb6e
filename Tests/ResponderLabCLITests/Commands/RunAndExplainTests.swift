import Foundation
import ResponderLabCLI
import Testing

@Suite("responder-lab run and explain")
@MainActor
struct RunAndExplainTests {
  @Test("run prints each step's trace and the hierarchy's changes")
  func runSteps() {
    let run = ToolRun("run docs/examples/two-sheets.json")
    #expect(run.code == .success)
    #expect(run.output.contains("== Step 3: present profile from settings"))
    #expect(run.output.contains("+    |    + <UINavigationController#1>, state: appearing"))
    #expect(run.output.contains("(no change)") || run.output.contains("hierarchy:"))
  }

  @Test("run --json gives every step with its trace and changes")
  func runJSON() {
    let run = ToolRun("run docs/examples/two-sheets.json --json")
    #expect(run.code == .success)
    #expect(run.output.contains("\"summary\": \"dismiss home\""))
  }

  @Test(
    "A refused swipe shows shouldDismiss, then didAttemptToDismiss after release (FIDELITY 4.2, 4.4)"
  )
  func refusedSwipe() {
    let run = ToolRun("run docs/examples/alert-over-sheet.json")
    let asked = run.output.range(of: "presentationControllerShouldDismiss → false")
    let attempt = run.output.range(of: "presentationControllerDidAttemptToDismiss")
    #expect(asked != nil && attempt != nil)
    if let asked, let attempt { #expect(asked.lowerBound < attempt.lowerBound) }
  }

  @Test("run needs a scenario")
  func runNeedsScenario() {
    #expect(ToolRun("run docs/examples/photos-tabs.printHierarchy.txt").code == .usage)
  }

  @Test("explain says where a probe lands and why (FIDELITY 9.1–9.4)")
  func explainProbe() {
    let run = ToolRun("explain docs/examples/notes-window.recursiveDescription.txt --at 300,330")
    #expect(run.output.contains("lands on UIButton#1"))
    #expect(
      run.output.contains(
        "UIButtonLabel#1 contains the point but has userInteractionEnabled = NO (FIDELITY 9.2)"))
  }

  @Test("explain names who presents what, with UIKit's forwarding (FIDELITY 3.2)")
  func explainPresentations() {
    let run = ToolRun("explain docs/examples/tab-navigation-sheet.json --probe draftTouch")
    #expect(
      run.output.contains("UITabBarController#1 (tabs) presents ComposeViewController#1 (compose)"))
    #expect(run.output.contains("forwarded to UITabBarController#1 (FIDELITY 3.2)"))
    #expect(!run.output.contains("== Probe captionProbe"))
  }

  @Test("explain on a dump keeps the import's notes in a section of their own (FIDELITY 1.7)")
  func explainDumpNotes() {
    let run = ToolRun("explain Tests/Fixtures/RealDumps/childview-to-window.arrowChain.txt")
    #expect(run.code == .success)
    let sections = run.output.components(separatedBy: "== ")
    let presentations = sections.first { $0.hasPrefix("Presentations") } ?? ""
    let notes = sections.first { $0.hasPrefix("Notes") } ?? ""
    #expect(presentations.contains("Nothing is presented."))
    #expect(!presentations.contains("FIDELITY 1.7"))
    #expect(notes.contains("the chain ends at the window"))
  }

  @Test("explain with an unknown probe is a usage error")
  func unknownProbe() {
    #expect(ToolRun("explain docs/examples/two-sheets.json --probe nothing").code == .usage)
  }

  @Test(
    "A current-context presentation is presented by the controller that defines the context (FIDELITY 3.4)"
  )
  func explainContext() {
    let run = ToolRun("explain docs/examples/current-context.json --probe tabBarTouch")
    #expect(
      run.output.contains(
        "UINavigationController#1 (feedNav) presents FiltersViewController#1 (filters) (modalPresentationStyle .overCurrentContext"
      ))
    #expect(
      run.output.contains("sets definesPresentationContext, so it is the context (FIDELITY 3.4)"))
    #expect(run.output.contains("lands on UITabBar#1"))
  }

  @Test("A failed expectation makes run exit with 1 and names the step's line")
  func failedExpectation() throws {
    let path = NSTemporaryDirectory() + "responder-lab-expect-\(UUID().uuidString).json"
    try """
    { "window": { "root": "home" },
      "controllers": [ { "id": "home" }, { "id": "other" } ],
      "steps": [ { "action": "expect", "topController": "other" } ] }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ToolRun(["run", path])
    #expect(run.code == .failure)
    #expect(run.output.contains("== 1 expectation(s) failed"))
    #expect(
      run.output.contains("\(path):3:14: step 1: expect the top controller is other; found home"))
  }

  @Test("Every example's expectations hold")
  func examplesHold() {
    for file in ExamplesTests.files(".json") {
      let run = ToolRun(["run", "docs/examples/" + file])
      #expect(run.code == .success, "\(file)")
      #expect(run.output.contains("== Every expectation held"), "\(file)")
    }
  }
}
