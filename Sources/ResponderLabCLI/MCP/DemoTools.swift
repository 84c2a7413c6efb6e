import ResponderLabDiagnostics

/// The tools of the demos: their list and their narration, as `responder-lab demo` prints them.
@MainActor
enum DemoTools {
  static func list(_ arguments: ToolArguments, _ session: MCPSession) -> ToolOutcome {
    .success(
      .object([
        (
          "demos",
          .array(
            DemoCommand.catalog.map {
              .object([("name", .string($0.name)), ("summary", .string($0.summary))])
            })
        )
      ]))
  }

  static func run(_ arguments: ToolArguments, _ session: MCPSession) -> ToolOutcome {
    let name = arguments.string("name") ?? ""
    let call = CommandLineCall(
      arguments: ["demo"] + arguments.commandLine + ["--", name],
      directory: session.directory)
    guard call.succeeded else { return .failure(call.failure) }
    return .success(.object([("name", .string(name)), ("text", .string(call.output))]))
  }
}
