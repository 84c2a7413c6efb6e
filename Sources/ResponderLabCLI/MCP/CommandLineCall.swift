import Foundation
import ResponderLabDevice
import ResponderLabDiagnostics
import ResponderLabScenarios

/// One run of a `responder-lab` command inside the server, on a world's files, exactly as the
/// command line runs it: a tool's answer is the command's `--json` output, and its failure the
/// command's own message.
@MainActor
struct CommandLineCall {
  var code: CommandLineTool.ExitCode
  var output: String
  var errors: String

  /// Runs `command` with `options` (each `--name=value` or a flag) on `world`'s files.
  init(_ command: String, options: [String], world: MCPWorkspace.World?) {
    let folder = world?.folder ?? FileManager.default.currentDirectoryPath
    let arguments = [command] + options + ["--"] + (world?.files ?? [])
    self.init(arguments: arguments, directory: folder)
  }

  /// Runs the tool with `arguments` from `directory`, with nothing on standard input, and tears
  /// down the worlds the command loaded, which a command's process would let go of at its end.
  init(arguments: [String], directory: String) {
    var output = ""
    var errors = ""
    WorldLoader.worldsLoaded = []
    defer {
      for world in WorldLoader.worldsLoaded ?? [] { world.device.tearDown() }
      WorldLoader.worldsLoaded = nil
    }
    code = CommandLineTool.run(
      arguments: arguments,
      environment: ToolEnvironment(
        currentDirectory: directory, readStandardInput: { Data() },
        readAvailableStandardInput: { Data() }),
      output: &output, errors: &errors)
    self.output = output
    self.errors = errors
  }

  /// Whether the command did its work: success, or a failed expectation (exit code 1), which is
  /// an answer too.
  var succeeded: Bool { code == .success || code == .failure }

  /// The output read as JSON, or the failure to report.
  func json() -> Result<JSONOutput, ToolFailure> {
    guard succeeded else { return .failure(failure) }
    do throws(InputError) {
      return .success(try JSONParser.parse(output, file: "output").output)
    } catch {
      return .failure(ToolFailure(output.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
  }

  /// The command's error as the command line prints it without `--json`: an input file's mistake
  /// as `file:line:column: error: …` with its fix, or a usage mistake's line without the usage
  /// line that follows it on the command line.
  var failure: ToolFailure {
    let text = errors.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasPrefix("{"), let value = try? JSONParser.parse(text, file: "errors"),
      let error = value["error"], let file = error["file"]?.string,
      let line = error["line"]?.number, let column = error["column"]?.number
    {
      return ToolFailure(
        "\(file):\(Int(line)):\(Int(column)): error: expected \(error["expected"]?.string ?? ""), found \(error["found"]?.string ?? "").\n  To fix, \(error["fix"]?.string ?? "")"
      )
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.hasPrefix("Usage: ") && !$0.hasPrefix("See 'responder-lab help")
    }
    let message = lines.joined(separator: "\n")
    guard !message.isEmpty else {
      return ToolFailure("The command failed with exit code \(code.rawValue) and no message.")
    }
    return ToolFailure(message.hasPrefix("error: ") ? String(message.dropFirst(7)) : message)
  }
}
