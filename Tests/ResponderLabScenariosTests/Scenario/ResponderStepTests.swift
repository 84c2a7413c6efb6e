import ResponderLabScenarios
import SimUIKit
import Testing

@Suite("Scenario steps for the first responder, actions and key presses")
@MainActor
struct ResponderStepTests {
  private static let editor = #"""
    [{ "id": "root", "performs": ["save:"],
       "keyCommands": [{ "input": "s", "modifiers": ["command"], "action": "save:" }],
       "view": { "subviews": [
         { "id": "title", "kind": "textField", "frame": [16, 120, 300, 44] },
         { "id": "caption", "kind": "label", "text": "Hi", "frame": [16, 200, 100, 20] }
       ] } }]
    """#

  private func scenario(controllers: String = editor, steps: String) -> String {
    ScenarioLoaderTests.scenario(controllers: controllers, steps: steps)
  }

  private func loadError(_ text: String) -> InputError? {
    ScenarioLoaderTests().loadError(text)
  }

  private func run(_ steps: String) throws -> ScenarioRun {
    let run = try ScenarioRun(ScenarioLoader(file: "s.json").load(scenario(steps: steps)))
    try run.run()
    return run
  }

  @Test("FIDELITY 11.2: becomeFirstResponder and resignFirstResponder steps, with expectations")
  func becomeAndResign() throws {
    let run = try run(
      #"""
      [{ "action": "becomeFirstResponder", "on": "title" },
       { "action": "expect", "firstResponder": "title" },
       { "action": "becomeFirstResponder", "on": "caption" },
       { "action": "expect", "firstResponder": "title" },
       { "action": "resignFirstResponder", "on": "title" },
       { "action": "expect", "firstResponder": null },
       { "action": "expect", "firstResponder": "caption" }]
      """#)
    #expect(run.failures.map(\.step) == [7], "a label cannot become first responder")
    #expect(run.failures.first?.found == "nothing")
  }

  @Test(
    "FIDELITY 11.8: a nil-targeted sendAction starts at the first responder; actionTarget says where it went"
  )
  func sendActionTargets() throws {
    let run = try run(
      #"""
      [{ "action": "becomeFirstResponder", "on": "title" },
       { "action": "type", "text": "Milk" },
       { "action": "sendAction", "selector": "copy:" },
       { "action": "expect", "actionTarget": null },
       { "action": "sendAction", "selector": "selectAll:" },
       { "action": "expect", "actionTarget": "title" },
       { "action": "sendAction", "selector": "save:" },
       { "action": "expect", "actionTarget": "root" },
       { "action": "sendAction", "selector": "save:", "to": "root", "from": "caption" },
       { "action": "expect", "actionTarget": "root" }]
      """#)
    #expect(run.failures.isEmpty, "\(run.failures)")
    #expect(run.lastActionTarget === run.world.object(named: "root"))
  }

  @Test(
    "FIDELITY 11.16: a press step types, or sends a key command's action from the first responder")
  func pressSteps() throws {
    let run = try run(
      #"""
      [{ "action": "press", "key": "s", "modifiers": ["command"] },
       { "action": "expect", "actionTarget": "root" },
       { "action": "becomeFirstResponder", "on": "title" },
       { "action": "press", "key": "a" },
       { "action": "expect", "actionTarget": "title" },
       { "action": "press", "key": "escape" },
       { "action": "expect", "actionTarget": "title" },
       { "action": "press", "key": "s", "modifiers": ["command", "shift"] },
       { "action": "expect", "actionTarget": null }]
      """#)
    #expect(run.failures.isEmpty, "\(run.failures)")
    #expect((run.world.object(named: "title") as? UITextField)?.text?.hasPrefix("a") == true)
  }

  @Test("A selector not spelled as Objective-C spells one is refused where it is written")
  func badSelector() throws {
    let text = scenario(steps: #"[{ "action": "sendAction", "selector": "copy(_:)" }]"#)
    let error = try #require(loadError(text))
    #expect(error.expected.contains("a selector as Objective-C spells it"))
    #expect(error.fix.contains("one colon per argument"))
    let line = try #require(text.split(separator: "\n").firstIndex { $0.contains("copy(_:)") })
    #expect(error.position.line == line + 1)
  }

  @Test("An unknown key name or modifier is refused with the nearest one")
  func badKeys() throws {
    let key = try #require(
      loadError(scenario(steps: #"[{ "action": "press", "key": "escap" }]"#)))
    #expect(key.fix == "write \"escape\".")
    let modifier = try #require(
      loadError(
        scenario(steps: #"[{ "action": "press", "key": "s", "modifiers": ["comand"] }]"#)))
    #expect(modifier.found == "\"comand\"")
    #expect(modifier.fix == "write \"command\".")
  }

  @Test("performs on a container, and unknown responders in steps, are refused")
  func badControllerKeys() throws {
    let navigation = try #require(
      loadError(
        ScenarioLoaderTests.scenario(
          controllers:
            #"[{ "id": "root", "kind": "navigation", "stack": ["a"], "performs": ["save:"] }, { "id": "a" }]"#
        )))
    #expect(navigation.expected == "\"performs\" only on a plain controller")
    let unknown = try #require(
      loadError(scenario(steps: #"[{ "action": "becomeFirstResponder", "on": "titel" }]"#)))
    #expect(unknown.expected.contains("the id of a view or controller"))
    #expect(unknown.fix == "write \"title\".")
    let command = try #require(
      loadError(
        ScenarioLoaderTests.scenario(
          controllers:
            #"[{ "id": "root", "keyCommands": [{ "input": "s", "action": "save:", "modifer": [] }] }]"#
        )))
    #expect(command.found == "the unknown key \"modifer\"")
  }
}
