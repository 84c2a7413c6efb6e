import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import Testing

@testable import ResponderLabCLI

/// Bad input to `responder-lab mcp`: tool errors with the CLI's messages, protocol errors for bad
/// JSON-RPC, cancellation, and a server that answers the next message after each.
@Suite("responder-lab mcp: errors, malformed messages and cancellation")
struct MCPServerErrorTests {
  typealias Tests = MCPServerTests

  static func request(_ id: Int, _ method: String, _ params: JSONOutput? = nil) -> String {
    JSONOutput.object([
      ("jsonrpc", .string("2.0")), ("id", .number(Double(id))), ("method", .string(method)),
      ("params", params),
    ]).compactLine
  }

  @Test(
    "A tool's failure is a tool error with the command line's message: a broken dump, an unknown id, a step past the end"
  )
  func toolErrorsCarryTheCLIMessages() throws {
    let client = try MCPClient()
    try client.initialize()
    let broken = "broken/jumping.recursiveDescription.txt"
    let refused = try client.call(
      "import_dump",
      [
        (
          "dumps",
          .array([
            .object([
              ("name", .string("jumping.recursiveDescription.txt")),
              ("text", .string(try Tests.text(broken))),
            ])
          ])
        )
      ])
    let message = try #require(Tests.errorText(refused))
    #expect(
      message
        == (try Tests.cliError(
          ["import", "jumping.recursiveDescription.txt"], in: Tests.examples + "/broken")))

    let file = "two-sheets.json"
    let loaded = try Tests.structured(
      client.call(
        "load_scenario", [("text", .string(try Tests.text(file))), ("name", .string(file))]))
    let world = try #require(loaded["world"])
    let unknown = try client.call("chain", [("world", world), ("from", .string("acount"))])
    #expect(Tests.errorText(unknown) == (try Tests.cliError(["chain", file, "--from", "acount"])))
    let past = try client.call("run_scenario", [("world", world), ("step", .number(99))])
    #expect(Tests.errorText(past) == (try Tests.cliError(["run", file, "--step", "99"])))
    let dumpAsScenario = try Tests.structured(
      client.call("import_dump", [("dumps", try Tests.dumpArgument("mail-tabs.pvc.txt"))]))
    let dumpWorld = try #require(dumpAsScenario["world"])
    let notAScenario = try client.call("run_scenario", [("world", dumpWorld)])
    #expect(Tests.errorText(notAScenario)?.contains("is not a scenario") == true)

    let badScenario = try client.call("load_scenario", [("text", .string("{ \"windw\": {} }"))])
    #expect(
      Tests.errorText(badScenario)?.hasPrefix(
        "scenario-1.json:1:3: error: expected one of the keys of a scenario") == true)
    let noWorld = try client.call("dump", [("world", .string("world-99"))])
    #expect(Tests.errorText(noWorld)?.hasPrefix("No world 'world-99'.") == true)
    #expect(try client.finish().status == 0)
  }

  @Test(
    "Arguments that do not fit the schema are a tool error in 2025-11-25 and invalid params in 2025-06-18"
  )
  func argumentMistakes() throws {
    let latest = try MCPClient()
    try latest.initialize(version: "2025-11-25")
    let typo = try latest.call("chain", [("wrld", .string("world-1"))])
    #expect(
      Tests.errorText(typo)
        == "Unknown argument 'wrld' of chain; did you mean 'world'? Its arguments: world, from, firstResponder, step, profile, addresses."
    )
    let negative = try latest.call(
      "run_scenario", [("world", .string("world-1")), ("step", .number(-1))])
    #expect(
      Tests.errorText(negative) == "'step' must be a whole number, 0 or more; found the number -1.")
    let missing = try latest.call("hit_test", [("world", .string("world-1")), ("x", .number(1))])
    #expect(Tests.errorText(missing)?.hasPrefix("Missing argument 'y' of hit_test") == true)
    #expect(try latest.finish().status == 0)

    let older = try MCPClient()
    try older.initialize(version: "2025-06-18")
    let answer = try older.request(
      "tools/call",
      .object([("name", .string("chain")), ("arguments", .object([("wrld", .string("w"))]))]))
    #expect(answer["error"]?["code"] == .number(-32602))
    #expect(try older.finish().status == 0)
  }

  @Test(
    "Malformed JSON-RPC gets protocol errors, and the server answers the next message each time")
  func malformedMessages() throws {
    let client = try MCPClient()
    let early = try client.request("tools/list")
    #expect(early["error"]?["code"] == .number(-32600))
    try client.initialize()
    let cases: [(String, Double, JSONOutput)] = [
      ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\n", -32700, .null),
      ("not json at all\n", -32700, .null),
      ("[{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\"}]\n", -32600, .null),
      ("42\n", -32600, .null),
      ("{\"id\":8,\"method\":\"ping\"}\n", -32600, .number(8)),
      ("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}\n", -32600, .null),
      ("{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}\n", -32600, .null),
      ("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":7}\n", -32600, .number(9)),
      ("{\"jsonrpc\":\"2.0\",\"id\":10,\"method\":\"tools/lst\"}\n", -32601, .number(10)),
      ("{\"jsonrpc\":\"2.0\",\"id\":11,\"method\":\"ping\",\"params\":[1]}\n", -32602, .number(11)),
      (
        "{\"jsonrpc\":\"2.0\",\"id\":\"twelve\",\"method\":\"tools/call\",\"params\":{\"name\":\"chian\"}}\n",
        -32602, .string("twelve")
      ),
      (
        "{\"jsonrpc\":\"2.0\",\"id\":13,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\"}}\n",
        -32600, .number(13)
      ),
      (
        "{\"jsonrpc\":\"2.0\",\"id\":14,\"method\":\"resources/read\",\"params\":{\"uri\":\"responder-lab://fidelity/99.99\"}}\n",
        -32002, .number(14)
      ),
      (
        "{\"jsonrpc\":\"2.0\",\"id\":15,\"method\":\"prompts/get\",\"params\":{\"name\":\"nope\"}}\n",
        -32602, .number(15)
      ),
      (
        "{\"jsonrpc\":\"2.0\",\"id\":16,\"method\":\"tools/list\",\"params\":{\"cursor\":\"x\"}}\n",
        -32602, .number(16)
      ),
    ]
    for (line, code, id) in cases {
      client.write(line)
      let answer = try #require(try client.receive(), "no answer to \(line)")
      #expect(answer["error"]?["code"] == .number(code), "\(line)")
      #expect(answer["id"] == id, "\(line)")
      #expect(answer["jsonrpc"] == .string("2.0"))
    }
    // Notifications are never answered, not even when they are wrong; bytes that are not UTF-8 and
    // an empty line neither stop the server.
    client.write("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/unknown\",\"params\":[]}\n\n")
    client.write(
      "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":999}}\n"
    )
    client.write(bytes: Data([0xFF, 0xFE, 0x0A]))
    let notUTF8 = try #require(try client.receive())
    #expect(notUTF8["error"]?["code"] == .number(-32700))
    #expect(try client.request("ping")["result"] == .emptyObject)
    let end = try client.finish()
    #expect(end.status == 0)
    #expect(end.remaining.isEmpty)
  }

  @Test(
    "A message over the size limit is refused without being held whole, and the next one is answered"
  )
  func sizeLimit() throws {
    let client = try MCPClient()
    try client.initialize()
    let padding = String(repeating: "a", count: MCPServer.maximumMessageBytes)
    client.write(
      "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\",\"params\":{\"pad\":\"\(padding)\"}}\n")
    let refused = try #require(try client.receive())
    #expect(refused["error"]?["code"] == .number(-32600))
    #expect(refused["id"] == .null)
    #expect(try client.request("ping")["result"] == .emptyObject)
    #expect(try client.finish().status == 0)
  }

  @Test(
    "A request cancelled before the server starts it is never answered; a late cancellation is ignored"
  )
  func cancellation() throws {
    let client = try MCPClient()
    try client.initialize()
    let dumps = JSONOutput.array([
      .object([
        ("name", .string("chain.txt")), ("text", .string("UILabel -> UIView -> UIViewController")),
      ])
    ])
    let call = JSONOutput.object([
      ("name", .string("import_dump")), ("arguments", .object([("dumps", dumps)])),
    ])
    // One write: the three lines reach the server together, so the cancellation waits behind its
    // request when the server reads it.
    client.write(
      Self.request(40, "tools/call", call)
        + "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":40,\"reason\":\"changed my mind\"}}\n"
        + Self.request(41, "ping"))
    let next = try #require(try client.receive())
    #expect(next["id"] == .number(41))
    // The cancelled call loaded nothing: the next world is the first.
    let imported = try Tests.structured(client.call("import_dump", [("dumps", dumps)]))
    #expect(imported["world"] == .string("world-1"))
    client.write(
      "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":1}}\n")
    #expect(try client.request("ping")["result"] == .emptyObject)
    let end = try client.finish()
    #expect(end.status == 0)
    #expect(
      end.errors.contains("request 40 (tools/call) cancelled before it started: changed my mind."))
  }

  @Test(
    "Resources are docs/fidelity.md's rows by number, and the prompt walks through a sheet that refuses to close"
  )
  func resourcesAndPrompt() throws {
    let client = try MCPClient()
    try client.initialize()
    let list = try #require(try client.request("resources/list")["result"]?["resources"])
    guard case .array(let resources) = list else {
      Issue.record("no resources")
      return
    }
    let page = try String(
      contentsOfFile: ToolRunRoot.packageRoot + "/docs/fidelity.md", encoding: .utf8)
    let rows = page.split(separator: "\n").filter {
      $0.wholeMatch(of: /\| [0-9]+\.[0-9]+[a-z]? \|.*/) != nil
    }
    #expect(resources.count > rows.count)
    let read = try client.request(
      "resources/read", .object([("uri", .string("responder-lab://fidelity/4.6"))]))
    guard case .array(let contents)? = read["result"]?["contents"],
      case .string(let text)? = contents.first?["text"]
    else {
      Issue.record("no contents in \(read.compactText)")
      return
    }
    let row = try #require(rows.first { $0.hasPrefix("| 4.6 |") })
    #expect(text.contains(row))
    #expect(text.hasPrefix("## 4. "))
    let templates = try client.request("resources/templates/list")
    #expect(templates["result"]?["resourceTemplates"] != nil)

    let prompts = try client.request("prompts/list")
    guard case .array(let list2)? = prompts["result"]?["prompts"], let prompt = list2.first,
      case .string(let name)? = prompt["name"]
    else {
      Issue.record("no prompt")
      return
    }
    let got = try client.request(
      "prompts/get",
      .object([("name", .string(name)), ("arguments", .object([("world", .string("world-3"))]))]))
    guard case .array(let messages)? = got["result"]?["messages"],
      case .string(let prompt2)? = messages.first?["content"]?["text"]
    else {
      Issue.record("no messages in \(got.compactText)")
      return
    }
    #expect(prompt2.contains("world-3"))
    #expect(prompt2.contains("4.6"))
    #expect(try client.finish().status == 0)
  }
}
