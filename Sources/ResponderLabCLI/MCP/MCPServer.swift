import ResponderLabDiagnostics
import ResponderLabScenarios

/// A Model Context Protocol server over JSON-RPC 2.0: it answers each message a client sends with
/// at most one message, and never stops on bad input.
///
/// Revisions 2025-11-25 and 2025-06-18 are spoken, as `initialize` negotiates. Tools are the
/// commands of `responder-lab`; resources are the rows of `docs/fidelity.md`; one prompt walks
/// through a sheet that refuses to close.
@MainActor
final class MCPServer {
  /// The protocol revisions spoken, the latest first.
  nonisolated static let protocolVersions = ["2025-11-25", "2025-06-18"]
  /// The methods answered.
  nonisolated static let methods = [
    "initialize", "ping", "tools/list", "tools/call", "resources/list", "resources/templates/list",
    "resources/read", "prompts/list", "prompts/get",
  ]
  /// The longest message read, in bytes; a longer one is refused.
  nonisolated static let maximumMessageBytes = 4 * 1024 * 1024

  let session: MCPSession
  /// The revision `initialize` agreed on, or nil before it.
  private(set) var protocolVersion: String?

  init(session: MCPSession) {
    self.session = session
  }

  /// The answer to `line`, or nil when none is due (a notification, or a response).
  func respond(to line: MessageLines.Line) -> JSONOutput? {
    if case .text(let text) = line, text.allSatisfy(\.isWhitespace) { return nil }
    return respond(to: Self.message(in: line))
  }

  /// `line` taken apart, or the error to answer.
  static func message(in line: MessageLines.Line) -> Result<JSONRPCMessage, JSONRPCMessage.Failure>
  {
    switch line {
    case .text(let text): return JSONRPCMessage.read(text)
    case .notUTF8:
      return .failure(
        .init(id: .null, error: .parseError("Parse error: the message is not UTF-8 text.")))
    case .tooLong(let length):
      return .failure(
        .init(
          id: .null,
          error: .invalidRequest(
            "Invalid Request: the message is \(length) bytes, over the limit of \(maximumMessageBytes). Send smaller dumps, or fewer at once."
          )))
    }
  }

  /// The answer to `message`, or nil when none is due.
  func respond(to message: Result<JSONRPCMessage, JSONRPCMessage.Failure>) -> JSONOutput? {
    switch message {
    case .failure(let failure):
      return failure.isNotification ? nil : Self.response(id: failure.id, error: failure.error)
    case .success(.response), .success(.notification):
      return nil
    case .success(.request(let id, let method, let params)):
      switch call(method, params: params) {
      case .success(let result):
        return .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
      case .failure(let error):
        return Self.response(id: id, error: error)
      }
    }
  }

  static func response(id: JSONOutput, error: JSONRPCError) -> JSONOutput {
    .object([("jsonrpc", .string("2.0")), ("id", id), ("error", error.output)])
  }

  private func call(_ method: String, params: JSONValue?) -> Result<JSONOutput, JSONRPCError> {
    if method == "ping" { return .success(.emptyObject) }
    if method == "initialize" { return initialize(params) }
    guard Self.methods.contains(method) else { return .failure(.methodNotFound(method)) }
    guard protocolVersion != nil else {
      return .failure(
        .invalidRequest(
          "Invalid Request: the session is not initialized; send 'initialize' first."))
    }
    if ["tools/list", "resources/list", "resources/templates/list", "prompts/list"].contains(
      method),
      let cursor = params?["cursor"]
    {
      return .failure(
        .invalidParams(
          "Invalid params: unknown cursor \(cursor.summary); every list comes whole, so send none.")
      )
    }
    switch method {
    case "tools/list":
      return .success(.object([("tools", .array(MCPToolCatalog.all.map(\.declaration)))]))
    case "tools/call": return callTool(params)
    case "resources/list": return .success(.object([("resources", .array(resources))]))
    case "resources/templates/list":
      return .success(.object([("resourceTemplates", .array(templates))]))
    case "resources/read": return readResource(params)
    case "prompts/list":
      return .success(.object([("prompts", .array([SheetDiagnosisPrompt.declaration]))]))
    default: return getPrompt(params)
    }
  }

  // MARK: - Lifecycle

  private func initialize(_ params: JSONValue?) -> Result<JSONOutput, JSONRPCError> {
    guard protocolVersion == nil else {
      return .failure(
        .invalidRequest("Invalid Request: 'initialize' was already answered; send it once."))
    }
    guard let requested = params?["protocolVersion"]?.string else {
      return .failure(
        .invalidParams(
          "Invalid params: 'initialize' needs \"protocolVersion\", a string such as \"\(Self.protocolVersions[0])\"."
        ))
    }
    for key in ["capabilities", "clientInfo"] {
      if let value = params?[key], value.members == nil {
        return .failure(
          .invalidParams("Invalid params: \"\(key)\" must be an object, not \(value.summary)."))
      }
    }
    let version = Self.protocolVersions.contains(requested) ? requested : Self.protocolVersions[0]
    protocolVersion = version
    var info: [(String, JSONOutput?)] = [
      ("name", .string("responder-lab")), ("title", .string("ResponderLab")),
      ("version", .string(ResponderLabVersion.current)),
    ]
    if version >= "2025-11-25" {
      info.append(
        (
          "description",
          .string(
            "UIKit's responder chain, hierarchies and sheets, simulated: load a device's dump or a scenario, walk its chains, run its steps, and ask why."
          )
        ))
    }
    return .success(
      .object([
        ("protocolVersion", .string(version)),
        (
          "capabilities",
          .object([
            ("tools", .object([("listChanged", .bool(false))])),
            ("resources", .object([("subscribe", .bool(false)), ("listChanged", .bool(false))])),
            ("prompts", .object([("listChanged", .bool(false))])),
          ])
        ),
        ("serverInfo", .object(info)),
        ("instructions", .string(instructions)),
      ]))
  }

  private var instructions: String {
    var text = """
      Load a world first: import_dump for a device's dumps (recursiveDescription, _printHierarchy, chisel's pvc or presponder, as lldb printed them; several of one moment are joined), load_scenario for a scenario. Then pass its id as 'world' to dump, chain, explain, hit_test and run_scenario; objects are named by the ids import_dump returns or by stable names such as UILabel#2. Worlds last for the session. Answers cite FIDELITY numbers
      """
    if session.fidelity != nil {
      text += "; read \(FidelityDocument.rowTemplate) for the fact behind one."
    } else {
      text += "; this server did not find docs/fidelity.md, so it offers no resources."
    }
    return text
  }

  // MARK: - Tools

  private func callTool(_ params: JSONValue?) -> Result<JSONOutput, JSONRPCError> {
    guard let name = params?["name"]?.string else {
      return .failure(.invalidParams("Invalid params: 'tools/call' needs \"name\", a string."))
    }
    guard let tool = MCPToolCatalog.tool(name) else {
      let names = MCPToolCatalog.all.map(\.name)
      let suggestion = Suggestion.nearest(to: name, in: names).map { " Did you mean '\($0)'?" }
      return .failure(
        .invalidParams(
          "Unknown tool: '\(name)'.\(suggestion ?? "") Tools: \(names.joined(separator: ", ")).")
      )
    }
    let arguments = params?["arguments"]
    if let arguments, arguments.members == nil {
      return .failure(
        .invalidParams("Invalid params: \"arguments\" must be an object, not \(arguments.summary).")
      )
    }
    let checked = tool.check(arguments)
    if case .failure(let failure) = checked, protocolVersion == "2025-06-18" {
      // NB: until 2025-11-25, arguments that do not fit the schema were a protocol error.
      return .failure(.invalidParams("Invalid params: " + failure.message))
    }
    let outcome = checked.flatMap { tool.run($0, session) }
    switch outcome {
    case .success(let structured):
      return .success(
        .object([
          ("content", .array([Self.text(structured.compactText)])),
          ("structuredContent", structured), ("isError", .bool(false)),
        ]))
    case .failure(let failure):
      return .success(
        .object([("content", .array([Self.text(failure.message)])), ("isError", .bool(true))]))
    }
  }

  static func text(_ text: String) -> JSONOutput {
    .object([("type", .string("text")), ("text", .string(text))])
  }

  // MARK: - Resources

  private var resources: [JSONOutput] {
    guard let fidelity = session.fidelity else { return [] }
    let page = JSONOutput.object([
      ("uri", .string(FidelityDocument.pageURI)), ("name", .string("fidelity.md")),
      ("title", .string("Fidelity: what the simulator does, fact by fact")),
      ("mimeType", .string("text/markdown")),
    ])
    return [page]
      + fidelity.rows.map { row in
        .object([
          ("uri", .string(FidelityDocument.uri(of: row.number))),
          ("name", .string("FIDELITY \(row.number)")),
          ("title", .string("FIDELITY \(row.number) (\(row.status))")),
          ("description", .string(row.summary)), ("mimeType", .string("text/markdown")),
        ])
      }
  }

  private var templates: [JSONOutput] {
    guard session.fidelity != nil else { return [] }
    return [
      .object([
        ("uriTemplate", .string(FidelityDocument.rowTemplate)), ("name", .string("fidelity-row")),
        ("title", .string("One fact of docs/fidelity.md, by number (4.6, R13)")),
        ("mimeType", .string("text/markdown")),
      ])
    ]
  }

  private func readResource(_ params: JSONValue?) -> Result<JSONOutput, JSONRPCError> {
    guard let uri = params?["uri"]?.string else {
      return .failure(.invalidParams("Invalid params: 'resources/read' needs \"uri\", a string."))
    }
    let text: String?
    if uri == FidelityDocument.pageURI {
      text = session.fidelity?.text
    } else {
      text = session.fidelity?.row(at: uri)?.markdown
    }
    guard let text else {
      let hint =
        session.fidelity == nil
        ? "This server found no docs/fidelity.md; start it with --docs <folder>."
        : "Rows are \(FidelityDocument.rowTemplate), as in \(FidelityDocument.uri(of: "4.6"))."
      return .failure(
        JSONRPCError(
          code: JSONRPCError.resourceNotFoundCode, message: "Resource not found: \(uri). \(hint)",
          data: .object([("uri", .string(uri))])))
    }
    return .success(
      .object([
        (
          "contents",
          .array([
            .object([
              ("uri", .string(uri)), ("mimeType", .string("text/markdown")),
              ("text", .string(text)),
            ])
          ])
        )
      ]))
  }

  // MARK: - Prompts

  private func getPrompt(_ params: JSONValue?) -> Result<JSONOutput, JSONRPCError> {
    guard let name = params?["name"]?.string else {
      return .failure(.invalidParams("Invalid params: 'prompts/get' needs \"name\", a string."))
    }
    guard name == SheetDiagnosisPrompt.name else {
      return .failure(
        .invalidParams(
          "Invalid params: unknown prompt '\(name)'. Prompts: \(SheetDiagnosisPrompt.name)."))
    }
    var values: [String: String] = [:]
    for member in params?["arguments"]?.members ?? [] {
      guard SheetDiagnosisPrompt.argumentNames.contains(member.key), let value = member.value.string
      else {
        return .failure(
          .invalidParams(
            "Invalid params: the prompt's arguments are \(SheetDiagnosisPrompt.argumentNames.joined(separator: " and ")), as strings; found \"\(member.key)\": \(member.value.summary)."
          ))
      }
      values[member.key] = value
    }
    return .success(
      .object([
        ("description", .string("Diagnose a sheet that refuses to close")),
        (
          "messages",
          SheetDiagnosisPrompt.messages(world: values["world"], symptom: values["symptom"])
        ),
      ]))
  }
}
