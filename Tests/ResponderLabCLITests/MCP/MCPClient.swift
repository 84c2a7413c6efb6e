import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import Testing

@testable import ResponderLabCLI

/// `responder-lab mcp` run as a client runs it: a child process, one JSON-RPC message a line on
/// its standard input, each answer read from its standard output as it comes.
final class MCPClient {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private var buffer: [UInt8] = []
  private var nextID = 1

  /// Starts the server from the package's root, with `arguments` after `mcp`.
  init(arguments: [String] = []) throws {
    let executable = try #require(BuiltBinary.path, "build responder-lab first: swift build")
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["mcp"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: ToolRunRoot.packageRoot)
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  /// Writes `text` as it is, in one write: several lines written together arrive together.
  func write(_ text: String) {
    write(bytes: Data(text.utf8))
  }

  /// Writes `data` as it is, in one write.
  func write(bytes data: Data) {
    input.fileHandleForWriting.write(data)
  }

  /// Sends one message, compact, on its own line.
  func send(_ message: JSONOutput) {
    write(message.compactLine)
  }

  /// The next line the server writes, parsed, or nil at the end of its output.
  func receive() throws -> JSONOutput? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return try JSONParser.parse(line, file: "answer").output
      }
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { return nil }
      buffer += chunk
    }
  }

  /// Sends a request and returns its answer: a result or an error.
  func request(_ method: String, _ params: JSONOutput? = nil) throws -> JSONOutput {
    let id = nextID
    nextID += 1
    send(
      .object([
        ("jsonrpc", .string("2.0")), ("id", .number(Double(id))), ("method", .string(method)),
        ("params", params),
      ]))
    let answer = try #require(try receive(), "the server ended without answering \(method)")
    #expect(answer["id"] == .number(Double(id)))
    return answer
  }

  /// Initializes the session with `version` and says so, as a client does.
  @discardableResult
  func initialize(version: String = "2025-11-25") throws -> JSONOutput {
    let answer = try request(
      "initialize",
      .object([
        ("protocolVersion", .string(version)), ("capabilities", .emptyObject),
        ("clientInfo", .object([("name", .string("tests")), ("version", .string("1"))])),
      ]))
    send(.object([("jsonrpc", .string("2.0")), ("method", .string("notifications/initialized"))]))
    return answer
  }

  /// Calls a tool and returns the call's result.
  func call(_ tool: String, _ arguments: [(String, JSONOutput?)] = []) throws -> JSONOutput {
    let answer = try request(
      "tools/call", .object([("name", .string(tool)), ("arguments", .object(arguments))]))
    return try #require(answer["result"], "tools/call \(tool) answered \(answer.compactText)")
  }

  /// Closes the server's input and waits for it to exit; returns its status and what it wrote on
  /// standard error.
  func finish() throws -> (status: Int32, remaining: [JSONOutput], errors: String) {
    try input.fileHandleForWriting.close()
    var remaining: [JSONOutput] = []
    while let answer = try receive() { remaining.append(answer) }
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, remaining, errorText)
  }
}

extension JSONOutput {
  /// The message on one line, as the client writes it.
  var compactLine: String { compactText + "\n" }
}
