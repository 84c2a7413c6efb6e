import ResponderLabDiagnostics

/// An error answered instead of a result: JSON-RPC 2.0's codes and the Model Context Protocol's,
/// with a message of one sentence and, where it helps, data saying what was wrong.
struct JSONRPCError: Error, Equatable {
  /// The code, an integer.
  var code: Int
  /// One sentence: what is wrong, and how to fix it.
  var message: String
  /// More about the mistake, or nil.
  var data: JSONOutput?

  /// The message is not JSON.
  static let parseErrorCode = -32700
  /// The JSON is not a JSON-RPC request or notification.
  static let invalidRequestCode = -32600
  /// No such method.
  static let methodNotFoundCode = -32601
  /// The method's parameters are wrong.
  static let invalidParamsCode = -32602
  /// The server failed.
  static let internalErrorCode = -32603
  /// No such resource (the Model Context Protocol's code).
  static let resourceNotFoundCode = -32002

  static func parseError(_ message: String, data: JSONOutput? = nil) -> JSONRPCError {
    JSONRPCError(code: parseErrorCode, message: message, data: data)
  }

  static func invalidRequest(_ message: String) -> JSONRPCError {
    JSONRPCError(code: invalidRequestCode, message: message)
  }

  static func methodNotFound(_ method: String) -> JSONRPCError {
    JSONRPCError(
      code: methodNotFoundCode,
      message:
        "Method not found: '\(method)'. The server answers \(MCPServer.methods.joined(separator: ", ")).",
      data: .object([("method", .string(method))]))
  }

  static func invalidParams(_ message: String) -> JSONRPCError {
    JSONRPCError(code: invalidParamsCode, message: message)
  }

  /// The error object of a response.
  var output: JSONOutput {
    .object([("code", .number(Double(code))), ("message", .string(message)), ("data", data)])
  }
}
