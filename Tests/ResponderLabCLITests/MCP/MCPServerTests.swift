import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import Testing

@testable import ResponderLabCLI

/// `responder-lab mcp` driven as a client drives it: the handshake, the tool list, and a call of
/// every tool, each checked against the command line's own output for the same input.
@Suite("responder-lab mcp: the handshake and every tool, against the CLI")
struct MCPServerTests {
  static let examples = ToolRunRoot.packageRoot + "/docs/examples"
  static let realDumps = ToolRunRoot.packageRoot + "/Tests/Fixtures/RealDumps"

  /// The text of `file` in `folder`.
  static func text(_ file: String, in folder: String = examples) throws -> String {
    try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
  }

  /// The command line's `--json` output for `arguments`, run from `folder` as a user would.
  static func cli(_ arguments: [String], in folder: String = examples) throws -> JSONOutput {
    let executable = try #require(BuiltBinary.path, "build responder-lab first: swift build")
    let run = try Subprocess.run(executable, arguments, directory: folder)
    #expect(run.status == 0 || run.status == 1, "\(arguments): \(run.errors)")
    return try JSONParser.parse(run.output, file: "cli").output
  }

  /// What the command line prints on standard error for `arguments` (without `--json`), without
  /// its usage lines and its "error: ".
  static func cliError(_ arguments: [String], in folder: String = examples) throws -> String {
    let executable = try #require(BuiltBinary.path, "build responder-lab first: swift build")
    let run = try Subprocess.run(executable, arguments, directory: folder)
    #expect(run.status != 0)
    let lines = run.errors.split(separator: "\n").filter {
      !$0.hasPrefix("Usage: ") && !$0.hasPrefix("See 'responder-lab help")
    }
    let text = lines.joined(separator: "\n")
    return text.hasPrefix("error: ") ? String(text.dropFirst(7)) : text
  }

  static func structured(_ result: JSONOutput) throws -> JSONOutput {
    #expect(result["isError"] == .bool(false), "\(result.compactText)")
    let structured = try #require(result["structuredContent"])
    // NB: the text block is the same JSON, serialized, for clients without structured content.
    guard case .array(let content)? = result["content"],
      case .string(let text)? = content.first?["text"]
    else {
      Issue.record("no text content in \(result.compactText)")
      return structured
    }
    #expect(try JSONParser.parse(text, file: "text").output == structured)
    return structured
  }

  static func errorText(_ result: JSONOutput) -> String? {
    guard result["isError"] == .bool(true), case .array(let content)? = result["content"],
      case .string(let text)? = content.first?["text"]
    else { return nil }
    return text
  }

  /// The structured result without the members named.
  static func removing(_ keys: Set<String>, from value: JSONOutput) -> JSONOutput {
    .object((value.members ?? []).filter { !keys.contains($0.key) })
  }

  static func dumpArgument(_ file: String, in folder: String = examples) throws -> JSONOutput {
    .array([.object([("name", .string(file)), ("text", .string(try text(file, in: folder)))])])
  }

  @Test(
    "initialize negotiates 2025-11-25 or 2025-06-18, and answers an older request with the latest")
  func handshake() throws {
    for (asked, agreed) in [
      ("2025-06-18", "2025-06-18"), ("2025-11-25", "2025-11-25"), ("2024-11-05", "2025-11-25"),
    ] {
      let client = try MCPClient()
      let answer = try client.initialize(version: asked)
      let result = try #require(answer["result"])
      #expect(result["protocolVersion"] == .string(agreed))
      #expect(result["serverInfo"]?["name"] == .string("responder-lab"))
      #expect(result["serverInfo"]?["version"] == .string(ResponderLabVersion.current))
      for capability in ["tools", "resources", "prompts"] {
        #expect(result["capabilities"]?[capability] != nil)
      }
      #expect(try client.request("ping")["result"] == .emptyObject)
      let end = try client.finish()
      #expect(end.status == 0)
      #expect(end.remaining.isEmpty, "the initialized notification is never answered")
    }
  }

  @Test(
    "tools/list names every tool, each with an input schema that closes its arguments and an output schema"
  )
  func toolsList() throws {
    let client = try MCPClient()
    try client.initialize()
    let tools = try #require(try client.request("tools/list")["result"]?["tools"])
    guard case .array(let list) = tools else {
      Issue.record("tools is not an array")
      return
    }
    let names = list.compactMap { tool -> String? in
      if case .string(let name)? = tool["name"] { name } else { nil }
    }
    #expect(
      Set(names) == [
        "import_dump", "load_scenario", "dump", "chain", "explain", "run_scenario", "hit_test",
        "list_demos", "run_demo",
      ])
    // Each tool takes its command's options, as its help lists them, by the same names in camel
    // case: --first-responder is firstResponder.
    let mirrored: [(tool: String, command: String, left: Set<String>)] = [
      ("import_dump", "import", ["--check", "--json"]), ("dump", "dump", ["--output"]),
      ("chain", "chain", ["--json"]), ("explain", "explain", ["--at", "--json"]),
      ("run_scenario", "run", ["--json"]), ("run_demo", "demo", []),
    ]
    let executable = try #require(BuiltBinary.path)
    for (toolName, command, left) in mirrored {
      let help = try Subprocess.run(
        executable, [command, "--help"], directory: ToolRunRoot.packageRoot
      ).output
      let options = help.split(separator: "\n").filter { $0.hasPrefix("  --") }.map {
        String($0.dropFirst(2).prefix { $0 != " " })
      }
      let expected = options.filter { !left.contains($0) }.map { option in
        let words = option.dropFirst(2).split(separator: "-")
        return String(words[0])
          + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      }
      let tool = list.first { $0["name"] == .string(toolName) }
      let properties = tool?["inputSchema"]?["properties"]?.members?.map(\.key) ?? []
      #expect(
        Set(expected).isSubset(of: Set(properties)),
        "\(toolName): \(properties) lacks some of \(expected)")
    }
    for tool in list {
      #expect(tool["inputSchema"]?["type"] == .string("object"))
      #expect(tool["inputSchema"]?["additionalProperties"] == .bool(false))
      #expect(tool["outputSchema"]?["type"] == .string("object"))
      #expect(tool["description"] != nil)
    }
    #expect(try client.finish().status == 0)
  }

  @Test("import_dump, dump, chain, hit_test and explain on a dump give what the CLI's --json gives")
  func dumpTools() throws {
    let client = try MCPClient()
    try client.initialize()
    let file = "notes-window.recursiveDescription.txt"
    let imported = try Self.structured(
      client.call("import_dump", [("dumps", try Self.dumpArgument(file))]))
    #expect(Self.removing(["world"], from: imported) == (try Self.cli(["import", file, "--json"])))
    let world = try #require(imported["world"])
    guard case .array(let ids)? = imported["ids"], case .string(let id)? = ids.last else {
      Issue.record("no ids in \(imported.compactText)")
      return
    }

    for format in ["vc", "views", "pvc"] {
      let dump = try Self.structured(
        client.call("dump", [("world", world), ("format", .string(format))]))
      let executable = try #require(BuiltBinary.path)
      let cli = try Subprocess.run(
        executable, ["dump", file, "--format", format], directory: Self.examples)
      #expect(dump["text"] == .string(String(cli.output.dropLast())))
    }
    let json = try Self.structured(
      client.call("dump", [("world", world), ("format", .string("json"))]))
    #expect(json["hierarchy"] == (try Self.cli(["dump", file, "--format", "json"])))

    let chain = try Self.structured(
      client.call("chain", [("world", world), ("from", .string(id))]))
    #expect(chain == (try Self.cli(["chain", file, "--from", id, "--json"])))

    let hit = try Self.structured(
      client.call("hit_test", [("world", world), ("x", .number(100)), ("y", .number(200.5))]))
    let explained = try Self.cli(["explain", file, "--at", "100,200.5", "--json"])
    guard case .array(let sections)? = explained["sections"] else {
      Issue.record("explain --at gave no sections")
      return
    }
    #expect(hit == sections.first)

    let explain = try Self.structured(client.call("explain", [("world", world)]))
    #expect(explain == (try Self.cli(["explain", file, "--json"])))
    let action = try Self.structured(
      client.call(
        "explain", [("world", world), ("action", .string("copy:")), ("from", .string(id))]))
    #expect(
      action == (try Self.cli(["explain", file, "--action", "copy:", "--from", id, "--json"])))
    #expect(try client.finish().status == 0)
  }

  @Test(
    "import_dump joins real dumps of one moment as the CLI does, and the world lasts the session")
  func realDumps() throws {
    let files = [
      "wechat-tabs.pvc-printHierarchy.txt", "wechat-tab-badge.presponder.txt",
      "wechat-window.pviews.txt",
    ]
    let client = try MCPClient()
    try client.initialize()
    let dumps = JSONOutput.array(
      try files.map {
        .object([("name", .string($0)), ("text", .string(try Self.text($0, in: Self.realDumps)))])
      })
    let imported = try Self.structured(client.call("import_dump", [("dumps", dumps)]))
    #expect(
      Self.removing(["world"], from: imported)
        == (try Self.cli(["import"] + files + ["--json"], in: Self.realDumps)))
    let world = try #require(imported["world"])
    // A second world does not replace the first.
    let other = try Self.structured(
      client.call("import_dump", [("dumps", try Self.dumpArgument("mail-tabs.pvc.txt"))]))
    #expect(other["world"] != world)
    let dump = try Self.structured(
      client.call("dump", [("world", world), ("format", .string("vc"))]))
    let executable = try #require(BuiltBinary.path)
    let cli = try Subprocess.run(executable, ["dump"] + files, directory: Self.realDumps)
    #expect(dump["text"] == .string(String(cli.output.dropLast())))
    #expect(try client.finish().status == 0)
  }

  @Test(
    "A dump sent with every character beyond ASCII escaped, as Python's json writes it, keeps its emoji"
  )
  func escapedText() throws {
    let client = try MCPClient()
    try client.initialize()
    let file = "notes-window.recursiveDescription.txt"
    let text = try Self.text(file).replacing("text = 'Groceries'", with: "text = '🛒 Groceries'")
    // NB: written by hand, each character beyond ASCII as \u escapes, emoji as a surrogate pair.
    var escaped = ""
    for unit in JSONOutput.quote(text).utf16 {
      escaped += unit < 0x80 ? String(UnicodeScalar(UInt8(unit))) : String(format: "\\u%04x", unit)
    }
    client.write(
      #"{"jsonrpc":"2.0","id":90,"method":"tools/call","params":{"name":"import_dump","arguments":{"dumps":[{"name":"notes.txt","text":"#
        + escaped + "}]}}}\n")
    let answer = try #require(try client.receive())
    let imported = try Self.structured(try #require(answer["result"]))
    guard case .string(let rebuilt)? = imported["rebuilt"] else {
      Issue.record("no rebuilt dump in \(imported.compactText)")
      return
    }
    #expect(rebuilt.contains("text = '🛒 Groceries'"))
    #expect(try client.finish().status == 0)
  }

  @Test(
    "load_scenario, run_scenario, explain, chain and dump on a scenario give what the CLI gives")
  func scenarioTools() throws {
    let client = try MCPClient()
    try client.initialize()
    let file = "two-sheets.json"
    let loaded = try Self.structured(
      client.call(
        "load_scenario", [("text", .string(try Self.text(file))), ("name", .string(file))]))
    #expect(loaded["file"] == .string(file))
    #expect(
      loaded["hierarchy"] == (try Self.cli(["dump", file, "--format", "json", "--step", "0"])))
    let scenario = try ScenarioLoader(file: file).load(try Self.text(file))
    #expect(loaded["steps"] == .array(scenario.steps.map { .string($0.summary) }))
    let world = try #require(loaded["world"])

    let run = try Self.structured(client.call("run_scenario", [("world", world)]))
    #expect(run == (try Self.cli(["run", file, "--json"])))
    let firstStep = try Self.structured(
      client.call(
        "run_scenario", [("world", world), ("step", .number(1)), ("allEvents", .bool(true))]))
    #expect(firstStep == (try Self.cli(["run", file, "--step", "1", "--all-events", "--json"])))
    let explain = try Self.structured(
      client.call("explain", [("world", world), ("step", .number(2))]))
    #expect(explain == (try Self.cli(["explain", file, "--step", "2", "--json"])))
    let chain = try Self.structured(
      client.call("chain", [("world", world), ("from", .string("account"))]))
    #expect(chain == (try Self.cli(["chain", file, "--from", "account", "--json"])))
    let first = try Self.structured(
      client.call("chain", [("world", world), ("firstResponder", .bool(true))]))
    #expect(first["chain"] != nil)
    #expect(try client.finish().status == 0)
  }

  @Test("list_demos and run_demo give the demos the CLI lists and narrates")
  func demoTools() throws {
    let client = try MCPClient()
    try client.initialize()
    let list = try Self.structured(client.call("list_demos"))
    let executable = try #require(BuiltBinary.path)
    let overview = try Subprocess.run(executable, ["demo"], directory: ToolRunRoot.packageRoot)
    guard case .array(let demos)? = list["demos"] else {
      Issue.record("no demos")
      return
    }
    #expect(!demos.isEmpty)
    for demo in demos {
      guard case .string(let name)? = demo["name"], case .string(let summary)? = demo["summary"]
      else {
        Issue.record("a demo without a name or a summary")
        continue
      }
      // NB: the command line's table wraps long summaries; words are compared, not lines.
      let words = overview.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(overview.output.contains("  \(name) "))
      #expect(words.contains(summary.split(whereSeparator: \.isWhitespace).joined(separator: " ")))
    }
    let narrated = try Self.structured(client.call("run_demo", [("name", .string("hierarchy"))]))
    let cli = try Subprocess.run(
      executable, ["demo", "hierarchy"], directory: ToolRunRoot.packageRoot)
    #expect(narrated["text"] == .string(cli.output))
    #expect(try client.finish().status == 0)
  }
}
