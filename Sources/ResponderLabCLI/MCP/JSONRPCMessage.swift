import ResponderLabDiagnostics
import ResponderLabScenarios

/// One message a client sent, taken apart as JSON-RPC 2.0 and the Model Context Protocol define it:
/// a request (a method and an id, answered), a notification (a method, never answered) or a
/// response to a request of the server's (this server sends none, so responses are ignored).
enum JSONRPCMessage: Equatable {
  case request(id: JSONOutput, method: String, params: JSONValue?)
  case notification(method: String, params: JSONValue?)
  case response

  /// The message in `line`, or the error to answer with the request's id, when it could be read
  /// (`.null` otherwise).
  static func read(_ line: String) -> Result<JSONRPCMessage, Failure> {
    let value: JSONValue
    do throws(InputError) {
      value = try JSONParser.parse(line, file: "message")
    } catch {
      return .failure(
        Failure(
          id: .null,
          error: .parseError(
            "Parse error: the message is not JSON. Send one JSON-RPC object per line.",
            data: .object([
              ("line", .number(Double(error.position.line))),
              ("column", .number(Double(error.position.column))),
              ("expected", .string(error.expected)), ("found", .string(error.found)),
              ("fix", .string(error.fix)),
            ]))))
    }
    guard let members = value.members else {
      let what =
        value.elements != nil
        ? "an array: batches are not part of the protocol since revision 2025-06-18; send each message on its own line"
        : "\(value.summary), not an object; send a JSON-RPC object such as {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"
      return .failure(Failure(id: .null, error: .invalidRequest("Invalid Request: \(what).")))
    }
    let object = JSONOutput.object(members.map { JSONOutput.Member($0.key, $0.value.output) })
    let rawID = value["id"]
    let id = rawID.flatMap(requestID)
    func refuse(_ message: String) -> Result<JSONRPCMessage, Failure> {
      .failure(Failure(id: id ?? .null, error: .invalidRequest("Invalid Request: \(message)")))
    }
    guard value["jsonrpc"]?.string == "2.0" else {
      return refuse("\"jsonrpc\" must be \"2.0\".")
    }
    guard let methodValue = value["method"] else {
      if object["result"] != nil || object["error"] != nil, rawID != nil {
        return .success(.response)
      }
      return refuse("a request needs \"method\" (a string) and \"id\" (a string or an integer).")
    }
    guard let method = methodValue.string else {
      return refuse("\"method\" must be a string.")
    }
    if let rawID, id == nil {
      return .failure(
        Failure(
          id: .null,
          error: .invalidRequest(
            "Invalid Request: \"id\" must be a string or an integer, not \(rawID.summary).")))
    }
    let params = value["params"]
    if let params, params.members == nil {
      let error = JSONRPCError.invalidParams(
        "Invalid params: \"params\" must be an object, not \(params.summary).")
      return .failure(Failure(id: id ?? .null, error: error, isNotification: id == nil))
    }
    if let id { return .success(.request(id: id, method: method, params: params)) }
    return .success(.notification(method: method, params: params))
  }

  /// A request id the protocol accepts: a string, or an integer (never null, never a fraction).
  static func requestID(_ value: JSONValue) -> JSONOutput? {
    switch value.kind {
    case .string(let text): return .string(text)
    case .number(let number)
    where number.rounded() == number && abs(number) <= 9_007_199_254_740_992:
      return .number(number)
    default: return nil
    }
  }

  /// A message that cannot be served, with the id to answer (null when none could be read).
  struct Failure: Error, Equatable {
    var id: JSONOutput
    var error: JSONRPCError
    /// Whether the message was a notification, which is never answered, even with an error.
    var isNotification = false
  }
}
