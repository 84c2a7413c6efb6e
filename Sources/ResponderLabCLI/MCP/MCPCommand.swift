import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios

/// `responder-lab mcp`: the tool as a Model Context Protocol server on standard input and output.
@MainActor
enum MCPCommand: Subcommand {
  static let name = "mcp"
  static let abstract =
    "Serve the commands as tools of a Model Context Protocol server on stdin/stdout."
  static let discussion = """
    Speaks JSON-RPC 2.0, one compact JSON object a line, answered as each line arrives; protocol
    revisions 2025-11-25 and 2025-06-18, as the client's initialize asks. Tools: import_dump,
    load_scenario, dump, chain, explain, hit_test, run_scenario, list_demos, run_demo. Worlds
    loaded last until the end of the input; then the server exits 0. Bad messages get JSON-RPC
    errors and never stop it; a message over 4 MiB is refused. Resources are the rows of
    docs/fidelity.md (responder-lab://fidelity/4.6), found above the current directory or the
    executable, or in --docs. See docs/mcp.md.
    """
  static let options = [
    OptionSpec(
      name: "--docs", valueName: "dir",
      help: "The folder of fidelity.md (default: docs/ above the current directory or the tool).",
      kind: .folder)
  ]

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let environment = context.environment
    var fidelity: FidelityDocument?
    if let docs = arguments.value("--docs") {
      let path = environment.resolve(docs) + "/fidelity.md"
      guard let document = FidelityDocument(path: path) else {
        return context.usage(
          "Cannot read '\(docs)/fidelity.md'. To fix, pass the folder that holds fidelity.md.")
      }
      fidelity = document
    } else {
      let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "/")
        .deletingLastPathComponent().path
      fidelity =
        FidelityDocument.find(above: environment.currentDirectory)
        ?? FidelityDocument.find(above: executable)
      if fidelity == nil {
        context.errors +=
          "responder-lab mcp: docs/fidelity.md not found above '\(environment.currentDirectory)'; no resources are offered. To fix, pass --docs <folder>.\n"
      }
    }
    let session = MCPSession(directory: environment.currentDirectory, fidelity: fidelity)
    defer { session.workspace.removeAll() }
    let server = MCPServer(session: session)
    var lines = MessageLines(
      limit: MCPServer.maximumMessageBytes, read: environment.readAvailableStandardInput)
    while let line = lines.next() {
      // NB: blank lines between messages are skipped, as many clients and servers do.
      if case .text(let text) = line, text.allSatisfy(\.isWhitespace) { continue }
      let message = MCPServer.message(in: line)
      if case .success(.request(let id, let method, _)) = message, method != "initialize",
        let cancellation = Cancellation.find(of: id, in: lines.pending)
      {
        // NB: the specification asks both sides to log cancellations; standard error is the log.
        context.errors +=
          "responder-lab mcp: request \(id.compactText) (\(method)) cancelled before it started\(cancellation.reason.map { ": \($0)" } ?? "").\n"
        continue
      }
      if let response = server.respond(to: message) {
        context.output += response.compactText + "\n"
      }
    }
    return .success
  }
}

/// Cancellations of requests not yet started: a request whose `notifications/cancelled` already
/// waits behind it is dropped unanswered, as the protocol asks. The tools finish without waiting
/// on anything, so a cancellation that arrives later finds its request answered, and is ignored.
struct Cancellation {
  /// The reason the client gave, if any.
  var reason: String?

  /// The cancellation of the request `id` among the `upcoming` lines, if there is one.
  static func find(of id: JSONOutput, in upcoming: [MessageLines.Line]) -> Cancellation? {
    for line in upcoming {
      guard case .text(let text) = line, text.contains("notifications/cancelled"),
        case .success(.notification("notifications/cancelled", let params)) = JSONRPCMessage.read(
          text),
        params?["requestId"].flatMap(JSONRPCMessage.requestID) == id
      else { continue }
      return Cancellation(reason: params?["reason"]?.string)
    }
    return nil
  }
}
