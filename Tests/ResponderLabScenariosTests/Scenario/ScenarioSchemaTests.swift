import Foundation
import ResponderLabScenarios
import SimUIKit
import Testing

@Suite("The scenario schema and examples")
@MainActor
struct ScenarioSchemaTests {
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  static func schema() throws -> JSONValue {
    let text = try String(contentsOfFile: root + "/docs/scenario.schema.json", encoding: .utf8)
    return try JSONParser.parse(text, file: "scenario.schema.json")
  }

  static func keys(of object: JSONValue?) -> [String] {
    (object?["properties"]?.members ?? []).map(\.key)
  }

  @Test("The schema lists exactly the keys the loader accepts, object by object")
  func schemaMatchesLoader() throws {
    let schema = try Self.schema()
    let defs = schema["$defs"]
    #expect(Self.keys(of: schema) == ScenarioKeys.scenario)
    #expect(Self.keys(of: schema["properties"]?["window"]) == ScenarioKeys.window)
    #expect(Self.keys(of: defs?["device"]) == ScenarioKeys.device)
    #expect(Self.keys(of: defs?["device"]?["properties"]?["safeArea"]) == ScenarioKeys.safeArea)
    #expect(Self.keys(of: defs?["controller"]) == ScenarioKeys.controller)
    #expect(Self.keys(of: defs?["controller"]?["properties"]?["sheet"]) == ScenarioKeys.sheet)
    #expect(
      Self.keys(of: defs?["controller"]?["properties"]?["actions"]?["items"])
        == ScenarioKeys.alertAction)
    #expect(Self.keys(of: defs?["view"]) == ScenarioKeys.view)
    #expect(Self.keys(of: defs?["delegate"]) == ScenarioKeys.delegate)
    #expect(Self.keys(of: defs?["probe"]) == ScenarioKeys.probe)
  }

  @Test("The schema lists every step action with exactly its keys")
  func schemaMatchesSteps() throws {
    let variants = try #require(try Self.schema()["$defs"]?["step"]?["oneOf"]?.elements)
    var fromSchema: [String: [String]] = [:]
    for variant in variants {
      let keys = Self.keys(of: variant)
      let action = try #require(variant["properties"]?["action"]?["const"]?.string)
      fromSchema[action] = keys.filter { $0 != "action" && $0 != "comment" }
    }
    #expect(fromSchema == ScenarioKeys.steps)
    #expect(Set(fromSchema.keys) == Set(Scenario.stepActions))
  }

  @Test("Every example scenario loads and runs to its end")
  func examplesRun() throws {
    let folder = Self.root + "/docs/examples"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasSuffix(".json")
    }.sorted()
    #expect(files.count >= 3)
    for file in files {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      let run = try ScenarioRun(ScenarioLoader(file: file).load(text))
      try run.run()
      #expect(run.records.count == run.scenario.steps.count, "\(file)")
      #expect(run.failures.isEmpty, "\(file): \(run.failures)")
      #expect(run.world.simulation.faults.isEmpty, "\(file): \(run.world.simulation.faults)")
    }
  }
}
