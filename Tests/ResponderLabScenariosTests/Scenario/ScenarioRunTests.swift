import ResponderLabScenarios
import SimUIKit
import Testing

@Suite("Running scenario steps")
@MainActor
struct ScenarioRunTests {
  static func sheetScenario(modal: Bool, shouldDismiss: Bool?, steps: String) -> String {
    """
    {
      "window": { "root": "root" },
      "controllers": [
        { "id": "root" },
        { "id": "sheet", "presentationStyle": "pageSheet", "isModalInPresentation": \(modal),
          "sheet": { "detents": ["medium", "large"] } }
      ],
      "delegates": [ { "id": "guard", "of": "sheet"\(shouldDismiss.map { ", \"shouldDismiss\": \($0)" } ?? "") } ],
      "steps": [ { "action": "present", "controller": "sheet", "from": "root" }, { "action": "runUntilIdle" }, \(steps) ]
    }
    """
  }

  func delegateLines(_ text: String) throws -> [String] {
    let run = try ScenarioRun(ScenarioLoader(file: "s.json").load(text))
    try run.run()
    return run.world.simulation.trace.events(in: [.delegate]).map(\.message)
  }

  @Test(
    "A swipe below the smallest detent asks shouldDismiss, then sends willDismiss (FIDELITY 4.2)")
  func swipeAsksThenWill() throws {
    let lines = try delegateLines(
      Self.sheetScenario(
        modal: false, shouldDismiss: true,
        steps:
          #"{ "action": "swipeDown", "distance": 600 }, { "action": "release" }, { "action": "runUntilIdle" }"#
      ))
    let asked = try #require(
      lines.firstIndex { $0.hasPrefix("presentationControllerShouldDismiss") })
    let will = try #require(lines.firstIndex(of: "presentationControllerWillDismiss"))
    #expect(asked < will)
    #expect(lines.contains("presentationControllerDidDismiss"))
  }

  @Test("Dragging back above the detent cancels: willDismiss without didDismiss (FIDELITY 4.3)")
  func dragBackCancels() throws {
    let lines = try delegateLines(
      Self.sheetScenario(
        modal: false, shouldDismiss: true,
        steps:
          #"{ "action": "swipeDown", "distance": 600 }, { "action": "dragBack", "distance": 600 }, { "action": "release" }, { "action": "runUntilIdle" }"#
      ))
    #expect(lines.contains("presentationControllerWillDismiss"))
    #expect(!lines.contains("presentationControllerDidDismiss"))
  }

  @Test(
    "With isModalInPresentation the delegate is not asked; only didAttemptToDismiss comes (FIDELITY 4.6, 4.4)"
  )
  func modalSkipsDelegate() throws {
    let lines = try delegateLines(
      Self.sheetScenario(
        modal: true, shouldDismiss: true,
        steps:
          #"{ "action": "swipeDown", "distance": 600 }, { "action": "release" }, { "action": "runUntilIdle" }"#
      ))
    #expect(!lines.contains { $0.hasPrefix("presentationControllerShouldDismiss →") })
    #expect(lines.contains("presentationControllerDidAttemptToDismiss"))
  }

  @Test("Each step's record holds the trace events it caused")
  func stepRecords() throws {
    let run = try ScenarioRun(
      ScenarioLoader(file: "s.json").load(
        Self.sheetScenario(
          modal: false, shouldDismiss: nil, steps: #"{ "action": "advance", "seconds": 1 }"#)))
    let first = try run.step()
    #expect(first.number == 1)
    #expect(first.events.contains { $0.message.hasPrefix("present(") })
  }
}

@Suite("Running past the last step")
@MainActor
struct ScenarioRunEndTests {
  @Test("Asking for a step after the last one is an error, not a crash")
  func pastTheEnd() throws {
    let run = try ScenarioRun(
      ScenarioLoader(file: "s.json").load(#"{ "steps": [{ "action": "runUntilIdle" }] }"#))
    try run.step()
    #expect(run.isFinished)
    #expect(throws: InputError.self) { try run.step() }
  }
}
