import Foundation
import ResponderLabCLI

/// One in-process run of `responder-lab`, from the package's root directory.
@MainActor
struct ToolRun {
  var code: CommandLineTool.ExitCode
  var output: String
  var errors: String

  /// The package's root, found from this file's path.
  nonisolated static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  init(_ arguments: [String], terminal: Bool = false, noColor: String? = nil, input: String = "") {
    var output = ""
    var errors = ""
    let data = Data(input.utf8)
    code = CommandLineTool.run(
      arguments: arguments,
      environment: ToolEnvironment(
        outputIsTerminal: terminal, noColor: noColor, currentDirectory: Self.packageRoot,
        readStandardInput: { data }),
      output: &output, errors: &errors)
    self.output = output
    self.errors = errors
  }

  init(_ line: String, input: String = "") {
    self.init(line.split(separator: " ").map(String.init), input: input)
  }
}
