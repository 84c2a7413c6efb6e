import Foundation
import ResponderLabScenarios
import ResponderLabTesting
import Testing

/// The worked example of `ResponderLabScenarios.docc/Articles/Running-a-scenario.md`, run as written.
@Suite("The 'Running a scenario' article")
@MainActor
struct RunningAScenarioArticleTests {
  @Test("The article's scenario runs, its expectation holds, and the sheet is presented")
  func articleExample() throws {
    let text = """
      { "window": { "root": "home" },
        "controllers": [
          { "id": "home" },
          { "id": "sheet", "presentationStyle": "pageSheet" } ],
        "steps": [
          { "action": "present", "controller": "sheet", "from": "home" },
          { "action": "runUntilIdle" },
          { "action": "expect", "topController": "sheet" } ] }
      """
    let run = try ScenarioRun(ScenarioLoader(file: "sheet.json").load(text))
    try run.run()
    #expect(run.failures.isEmpty)
    #expect(
      run.world.device.controllerDump == """
        <UIViewController#1>, state: appeared, view: <UIView#1>
           + <UIViewController#2>, state: appeared, view: <UIView#2>, presented with: <_UIPageSheetPresentationController#1>
        """)
  }

  @Test("The article's code block holds the same scenario as this test")
  func articleMatches() throws {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let article = try String(
      contentsOf: url.appendingPathComponent(
        "Sources/ResponderLabScenarios/ResponderLabScenarios.docc/Articles/Running-a-scenario.md"),
      encoding: .utf8)
    #expect(article.contains(#"{ "action": "expect", "topController": "sheet" } ] }"#))
    #expect(
      article.contains("let run = try ScenarioRun(ScenarioLoader(file: \"sheet.json\").load(text))")
    )
  }
}
