import ResponderLabCLI
import Testing

@Suite("responder-lab chain")
@MainActor
struct ChainCommandTests {
  @Test("Each hop cites the FIDELITY rule that makes it (1.2, 1.4, 1.6, 1.7, 1.8)")
  func citesRules() {
    let run = ToolRun("chain docs/examples/tab-navigation-sheet.json --from caption --step 0")
    #expect(run.code == .success)
    #expect(run.output.contains(" 1. UILabel#2 (caption)"))
    #expect(
      run.output.contains(
        "root view of InboxViewController#1, so next is the controller (FIDELITY 1.2)"))
    #expect(run.output.contains("(FIDELITY 1.4 step 4, 1.9b)"))
    #expect(
      run.output.contains(
        "a private wrapper (there is no special case for the window's root) (FIDELITY 1.4 step 4, 1.6)"
      ))
    #expect(run.output.contains("a window's next is its window scene (FIDELITY 1.7)"))
    #expect(run.output.contains("an app delegate's next is nil: the chain ends (FIDELITY 1.8)"))
  }

  @Test(
    "A presented controller's next is its presenter; the presenter's is inside the sheet (FIDELITY 1.4 steps 2–3)"
  )
  func presentedChain() {
    let run = ToolRun("chain docs/examples/tab-navigation-sheet.json --from draft")
    #expect(
      run.output.contains(
        "was presented by UITabBarController#1, so next is the presenting controller (FIDELITY 1.4 step 2)"
      ))
    #expect(run.output.contains("(FIDELITY 1.4 step 3, 1.9c)"))
  }

  @Test("--json prints the chain with reasons and rules")
  func json() {
    let run = ToolRun("chain docs/examples/two-sheets.json --from welcome --json")
    #expect(run.code == .success)
    #expect(run.output.hasPrefix("{\n  \"chain\": ["))
    #expect(run.output.contains("\"fidelity\": [\"1.2\"]"))
  }

  @Test("Without --from, chain is a usage error")
  func needsFrom() {
    #expect(ToolRun("chain docs/examples/two-sheets.json").code == .usage)
  }
}
