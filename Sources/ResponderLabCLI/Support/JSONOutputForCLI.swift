import ResponderLabDiagnostics
import ResponderLabScenarios

/// The JSON forms of the tool's own results.
enum JSONOutputForCLI {
  static func error(_ error: InputError) -> JSONOutput {
    .object([
      (
        "error",
        .object([
          ("file", .string(error.file)),
          ("line", .number(Double(error.position.line))),
          ("column", .number(Double(error.position.column))),
          ("expected", .string(error.expected)),
          ("found", .string(error.found)),
          ("fix", .string(error.fix)),
        ])
      )
    ])
  }
}
