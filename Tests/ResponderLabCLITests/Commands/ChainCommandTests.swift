import Foundation
import ResponderLabCLI
import Testing

@Suite("responder-lab chain")
@MainActor
struct ChainCommandTests {
  @Test("Each responder is one line with its next and the FIDELITY rule (1.2, 1.4, 1.6, 1.7, 1.8)")
  func citesRules() {
    let run = ToolRun("chain docs/examples/tab-navigation-sheet.json --from caption --step 0")
    #expect(run.code == .success)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 18)
    #expect(
      lines.first == " 1. UILabel#2 (caption) → UIView#2 (card): its superview (FIDELITY 1.2)")
    #expect(
      lines.contains(
        " 3. UIView#1 (inboxView) → InboxViewController#1 (inbox): a controller's root view answers its controller (FIDELITY 1.2)"
      ))
    #expect(lines.contains { $0.contains("(FIDELITY 1.4 step 4, 1.9b)") })
    #expect(
      lines.contains {
        $0.hasPrefix("12. UITabBarController#1 (tabs) → UIDropShadowView#1:")
          && $0.hasSuffix("(FIDELITY 1.4 step 4, 1.6)")
      })
    #expect(lines.contains { $0.hasSuffix("a window answers its window scene (FIDELITY 1.7)") })
    #expect(
      lines.last
        == "18. AppDelegate#1 (appDelegate) → nil: an app delegate answers nil: the chain ends (FIDELITY 1.8)"
    )
  }

  @Test(
    "A presented controller's next is its presenter; the presenter's is inside the sheet (FIDELITY 1.4 steps 2–3)"
  )
  func presentedChain() {
    let run = ToolRun("chain docs/examples/tab-navigation-sheet.json --from draft")
    #expect(
      run.output.contains(
        "ComposeViewController#1 (compose) → UITabBarController#1 (tabs): presented: the presenting controller (FIDELITY 1.4 step 2)"
      ))
    #expect(run.output.contains("UITabBarController#1 (tabs) → UIView#5: presenting"))
    #expect(run.output.contains("(FIDELITY 1.4 step 3, 1.9c)"))
  }

  @Test("--json prints the chain with reasons and rules")
  func json() {
    let run = ToolRun("chain docs/examples/two-sheets.json --from welcome --json")
    #expect(run.code == .success)
    #expect(run.output.hasPrefix("{\n  \"chain\": ["))
    #expect(run.output.contains("\"fidelity\": [\"1.2\"]"))
  }

  @Test("--first-responder --json with no first responder prints an empty chain and the reason")
  func jsonWithoutFirstResponder() throws {
    let run = ToolRun(
      ["chain", "-", "--first-responder", "--json"], input: "UILabel -> UIView -> ViewController")
    #expect(run.code == .success)
    let parsed = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let object = try #require(parsed, "not a JSON object: \(run.output)")
    #expect((object["chain"] as? [Any])?.isEmpty == true)
    #expect((object["reason"] as? String)?.contains("no first responder") == true)
  }

  @Test("Without --from, chain is a usage error")
  func needsFrom() {
    #expect(ToolRun("chain docs/examples/two-sheets.json").code == .usage)
  }
}
