import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios

/// The tools that load a world or read one, each running its command of `responder-lab` on the
/// world's files.
@MainActor
enum WorldTools {
  static func importDump(_ arguments: ToolArguments, _ session: MCPSession) -> ToolOutcome {
    let world: MCPWorkspace.World
    switch session.workspace.add(arguments.dumps("dumps") ?? [], isScenario: false) {
    case .failure(let failure): return .failure(failure)
    case .success(let added): world = added
    }
    let call = CommandLineCall(
      "import", options: arguments.commandLine + ["--json"], world: world)
    switch call.json() {
    case .failure(let failure):
      session.workspace.remove(world)
      return .failure(failure)
    case .success(let json):
      return .success(
        .object([JSONOutput.Member("world", .string(world.id))] + (json.members ?? [])))
    }
  }

  static func loadScenario(_ arguments: ToolArguments, _ session: MCPSession) -> ToolOutcome {
    let text = arguments.string("text") ?? ""
    let world: MCPWorkspace.World
    switch session.workspace.add([(arguments.string("name"), text)], isScenario: true) {
    case .failure(let failure): return .failure(failure)
    case .success(let added): world = added
    }
    let call = CommandLineCall("dump", options: ["--format=json", "--step=0"], world: world)
    guard call.succeeded else {
      session.workspace.remove(world)
      return .failure(call.failure)
    }
    let hierarchy: JSONOutput
    let scenario: Scenario
    do throws(InputError) {
      hierarchy = try JSONParser.parse(call.output, file: "output").output
      scenario = try ScenarioLoader(file: world.files[0]).load(text)
    } catch {
      session.workspace.remove(world)
      return .failure(ToolFailure(error.description))
    }
    return .success(
      .object([
        ("world", .string(world.id)), ("file", .string(world.files[0])),
        ("title", scenario.title.map { .string($0) } ?? .null),
        ("steps", .array(scenario.steps.map { .string($0.summary) })),
        ("probes", .array(scenario.probes.map { .string($0.id.id) })),
        ("hierarchy", hierarchy),
      ]))
  }

  static func dump(_ arguments: ToolArguments, _ session: MCPSession) -> ToolOutcome {
    session.workspace.world(arguments.string("world") ?? "").flatMap { world in
      let format = arguments.string("format") ?? "vc"
      let call = CommandLineCall(
        "dump",
        options: arguments.commandLine,
        world: world)
      guard call.succeeded else { return .failure(call.failure) }
      if format == "json" {
        return call.json().map { .object([("format", .string(format)), ("hierarchy", $0)]) }
      }
      var text = call.output
      if text.hasSuffix("\n") { text.removeLast() }
      return .success(.object([("format", .string(format)), ("text", .string(text))]))
    }
  }

  static func chain(_ arguments: ToolArguments, _ session: MCPSession) -> ToolOutcome {
    session.workspace.world(arguments.string("world") ?? "").flatMap { world in
      let call = CommandLineCall(
        "chain",
        options: arguments.commandLine + ["--json"],
        world: world)
      guard call.succeeded else { return .failure(call.failure) }
      if !call.output.hasPrefix("{") {
        // NB: with no first responder the command says so in a sentence, even with --json.
        let note = call.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return .success(.object([("chain", .array([])), ("note", .string(note))]))
      }
      return call.json()
    }
  }

  static func explain(_ arguments: ToolArguments, _ session: MCPSession) -> ToolOutcome {
    session.workspace.world(arguments.string("world") ?? "").flatMap { world in
      CommandLineCall(
        "explain",
        options: arguments.commandLine + ["--json"],
        world: world
      ).json()
    }
  }

  static func runScenario(_ arguments: ToolArguments, _ session: MCPSession) -> ToolOutcome {
    session.workspace.world(arguments.string("world") ?? "").flatMap { world in
      CommandLineCall(
        "run", options: arguments.commandLine + ["--json"],
        world: world
      ).json()
    }
  }

  static func hitTest(_ arguments: ToolArguments, _ session: MCPSession) -> ToolOutcome {
    session.workspace.world(arguments.string("world") ?? "").flatMap { world in
      let point = [arguments.number("x") ?? 0, arguments.number("y") ?? 0].map(
        JSONOutput.numberText
      ).joined(separator: ",")
      let call = CommandLineCall(
        "explain",
        options: ["--at=\(point)"] + arguments.commandLine + ["--json"],
        world: world)
      return call.json().flatMap { json in
        guard case .array(let sections)? = json["sections"], let first = sections.first else {
          return .failure(ToolFailure("explain --at \(point) gave no section for the point."))
        }
        return .success(first)
      }
    }
  }

}
