import ResponderLabScenarios
import SimUIKit
import Testing

@Suite("Loading scenario files")
@MainActor
struct ScenarioLoaderTests {
  /// A small valid scenario, with `extra` spliced into the top-level object.
  static func scenario(controllers: String, steps: String = "[]", extra: String = "") -> String {
    """
    {
      "window": { "root": "root" },
      "controllers": \(controllers),
      "steps": \(steps)\(extra)
    }
    """
  }

  static let plainRoot =
    #"[{ "id": "root", "view": { "subviews": [{ "id": "label", "text": "Hi", "frame": [10, 100, 100, 20] }] } }]"#

  func loadError(_ text: String) -> InputError? {
    do {
      _ = try ScenarioLoader(file: "s.json").load(text)
      return nil
    } catch {
      return error
    }
  }

  func runError(_ text: String) throws -> InputError? {
    let scenario = try ScenarioLoader(file: "s.json").load(text)
    do {
      try ScenarioRun(scenario).run()
      return nil
    } catch {
      return error
    }
  }

  @Test("A valid scenario loads, with its objects findable by id")
  func validScenario() throws {
    let scenario = try ScenarioLoader(file: "s.json").load(
      Self.scenario(controllers: Self.plainRoot))
    let world = try scenario.build()
    #expect(world.object(named: "label") != nil)
    #expect(world.object(named: "root") === world.window?.rootViewController)
  }

  @Test("An unknown key is an error at the key, suggesting the likely spelling")
  func unknownKey() {
    let error = loadError(
      Self.scenario(controllers: #"[{ "id": "root", "kidn": "plain" }]"#))
    #expect(error?.position == SourcePosition(line: 3, column: 35))
    #expect(error?.found == "the unknown key \"kidn\"")
    #expect(error?.fix.contains("\"kind\"") == true)
  }

  @Test("A duplicate id is an error at the second one, naming where the first is")
  func duplicateID() {
    let error = loadError(
      Self.scenario(controllers: #"[{ "id": "root" }, { "id": "root" }]"#))
    #expect(error?.expected == "a new id")
    #expect(error?.found.contains("first given at 3:27") == true)
  }

  @Test("A reference to an id nobody has is an error suggesting the nearest id")
  func danglingID() {
    let error = loadError(
      Self.scenario(
        controllers:
          #"[{ "id": "root", "kind": "navigation", "stack": ["inbx"] }, { "id": "inbox" }]"#))
    #expect(error?.found == "\"inbx\", which no controller has")
    #expect(error?.fix == "write \"inbox\".")
  }

  @Test("Containment and presentation that loop are a cycle error naming the loop")
  func cycle() {
    let error = loadError(
      Self.scenario(
        controllers:
          #"[{ "id": "root" }, { "id": "a", "presents": "b" }, { "id": "b", "kind": "navigation", "stack": ["a"] }]"#
      ))
    #expect(error?.found.hasPrefix("a cycle: ") == true)
  }

  @Test(
    "A controller placed twice is refused (FIDELITY 8.3: a presented controller is never a child)")
  func placedTwice() {
    let error = loadError(
      Self.scenario(
        controllers:
          #"[{ "id": "root", "kind": "navigation", "stack": ["a"], "presents": "a" }, { "id": "a" }]"#
      ))
    #expect(error?.found == "\"a\", already placed by \"root\"")
  }

  @Test("A tap outside the screen is refused when the file is loaded")
  func tapOutsideScreen() {
    let error = loadError(
      Self.scenario(
        controllers: Self.plainRoot, steps: #"[{ "action": "tap", "at": [500, 100] }]"#))
    #expect(error?.found == "(500, 100), outside it")
    #expect(error?.position.line == 4)
  }

  @Test("An unknown action is an error suggesting the nearest one")
  func unknownAction() {
    let error = loadError(
      Self.scenario(controllers: Self.plainRoot, steps: #"[{ "action": "dismis" }]"#))
    #expect(error?.fix == "write \"dismiss\".")
  }

  @Test("A key that belongs to another action is an unknown key")
  func keyOfAnotherAction() {
    let error = loadError(
      Self.scenario(
        controllers: Self.plainRoot, steps: #"[{ "action": "release", "distance": 3 }]"#))
    #expect(error?.found == "the unknown key \"distance\"")
  }

  @Test("Dismissing with nothing presented is an impossible step, reported at the step")
  func dismissNothing() throws {
    let error = try runError(
      Self.scenario(controllers: Self.plainRoot, steps: #"[{ "action": "dismiss" }]"#))
    #expect(error?.found == "nothing presented")
    #expect(error?.position == SourcePosition(line: 4, column: 13))
  }

  @Test("Popping a stack that holds only its root is an impossible step")
  func popRoot() throws {
    let error = try runError(
      Self.scenario(
        controllers: #"[{ "id": "root", "kind": "navigation", "stack": ["a"] }, { "id": "a" }]"#,
        steps: #"[{ "action": "pop", "on": "root" }]"#))
    #expect(error?.expected == "a navigation stack with more than its root at step 1")
  }

  @Test("Swiping with no sheet presented is an impossible step")
  func swipeWithoutSheet() throws {
    let error = try runError(
      Self.scenario(
        controllers: Self.plainRoot, steps: #"[{ "action": "swipeDown", "distance": 200 }]"#))
    #expect(error?.found.contains("No sheet is presented") == true)
  }

  @Test("An expectation naming an unknown view is refused when the file is loaded")
  func expectationWithDanglingView() {
    let error = loadError(
      Self.scenario(
        controllers: Self.plainRoot,
        steps: #"[{ "action": "expect", "hitAt": [10, 100], "lands": "lable" }]"#))
    #expect(error?.fix == "write \"label\".")
  }

  @Test("An expect step needs exactly one expectation")
  func expectationCount() {
    let error = loadError(
      Self.scenario(
        controllers: Self.plainRoot,
        steps: #"[{ "action": "expect", "traceContains": "a", "traceLacks": "b" }]"#))
    #expect(error?.found == "traceContains and traceLacks")
  }

  @Test("Detents out of order are refused (FIDELITY 6.1)")
  func detentsOutOfOrder() {
    let error = loadError(
      Self.scenario(
        controllers:
          #"[{ "id": "root" }, { "id": "s", "presentationStyle": "pageSheet", "sheet": { "detents": ["large", "medium"] } }]"#
      ))
    #expect(error?.expected == "detents from smallest to largest (FIDELITY 6.1)")
  }

  @Test("Sheet settings on a full-screen controller are refused (FIDELITY 2.2)")
  func sheetOnFullScreen() throws {
    let scenario = try ScenarioLoader(file: "s.json").load(
      Self.scenario(
        controllers:
          #"[{ "id": "root" }, { "id": "s", "presentationStyle": "fullScreen", "sheet": { "detents": ["large"] } }]"#
      ))
    #expect {
      _ = try scenario.build()
    } throws: { error in
      (error as? InputError)?.fix.contains("FIDELITY 2.2") ?? false
    }
  }

  @Test(
    "A hosting controller shows its SwiftUI-like content; setState drives a sheet (FIDELITY 7.1)")
  func hostingContent() throws {
    let text = Self.scenario(
      controllers:
        #"[{ "id": "root", "kind": "hosting", "state": { "showing": false }, "content": { "Text": "Hello", "sheet": { "isPresented": "showing", "content": { "Text": "Sheet" } } } }]"#,
      steps:
        #"[{ "action": "setState", "name": "showing", "value": true }, { "action": "runUntilIdle" }]"#
    )
    let run = try ScenarioRun(ScenarioLoader(file: "s.json").load(text))
    try run.run()
    let presented = run.world.rootController?.presentedViewController
    #expect(presented?.className == "PresentationHostingController<AnyView>")
  }

  @Test("An unknown SwiftUI view or modifier is an error at its key, suggesting the spelling")
  func unknownSwiftUIKey() throws {
    let scenario = try ScenarioLoader(file: "s.json").load(
      Self.scenario(
        controllers: #"[{ "id": "root", "kind": "hosting", "content": { "Txet": "Hello" } }]"#))
    #expect {
      _ = try scenario.build()
    } throws: { error in
      let error = error as? InputError
      return error?.found == "\"Txet\"" && error?.fix == "write \"Text\"."
    }
  }
}
