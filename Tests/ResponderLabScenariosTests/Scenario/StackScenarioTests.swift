import ResponderLabScenarios
import SimUIKit
import Testing

@Suite("Stack views in scenario files")
@MainActor
struct StackScenarioTests {
  static func scenario(view: String) -> String {
    ScenarioLoaderTests.scenario(
      controllers: #"[{ "id": "root", "view": { "subviews": ["# + view + "] } }]")
  }

  @Test("FIDELITY 14.18, 21.1: a stack arranges its subviews in order, by Auto Layout")
  func stackArranges() throws {
    let text = Self.scenario(
      view:
        #"{ "id": "column", "kind": "stack", "axis": "vertical", "spacing": 10, "frame": [0, 100, 200, 50], "subviews": [{ "id": "a", "text": "One" }, { "id": "b", "text": "Two" }] }"#
    )
    let run = try ScenarioRun(ScenarioLoader(file: "s.json").load(text))
    try run.run()
    let world = run.world
    let stack = try #require(world.object(named: "column") as? UIStackView)
    let first = try #require(world.object(named: "a") as? UIView)
    let second = try #require(world.object(named: "b") as? UIView)
    #expect(stack.axis == .vertical && stack.spacing == 10)
    #expect(
      stack.arrangedSubviews.map(ObjectIdentifier.init)
        == [first, second].map(ObjectIdentifier.init))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
    #expect(second.frame.minY == 30)
  }

  @Test("axis and spacing on a view that is not a stack are refused where they are, with a fix")
  func axisOutsideStack() {
    let text = Self.scenario(view: #"{ "id": "box", "axis": "vertical" }"#)
    do {
      _ = try ScenarioLoader(file: "s.json").load(text)
      Issue.record("loaded a plain view with an axis")
    } catch {
      #expect(error.expected == "'axis' only on a view of kind \"stack\"")
      #expect(error.fix.contains("\"kind\": \"stack\""))
    }
  }

  @Test("A negative spacing is refused")
  func negativeSpacing() {
    let text = Self.scenario(view: #"{ "kind": "stack", "spacing": -4 }"#)
    do {
      _ = try ScenarioLoader(file: "s.json").load(text)
      Issue.record("loaded a negative spacing")
    } catch {
      #expect(error.expected == "a spacing of 0 or more points")
    }
  }
}
