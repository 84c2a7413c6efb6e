import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios

/// Reads an input file, a scenario (`.json`) or a device's dump (anything else), into a world.
@MainActor
struct WorldLoader {
  let context: CommandContext
  /// Whether errors are reported as JSON.
  var json = false

  /// A loaded input, or the exit code after the error was reported.
  enum Outcome {
    case loaded(LoadedInput)
    case failed(CommandLineTool.ExitCode)
  }

  /// Reads several dumps of one moment into one world (objects with the same address are one).
  func load(dumps paths: [String], help: String) -> Outcome {
    var inputs: [(file: String, text: String)] = []
    for path in paths {
      if path.hasSuffix(".json") {
        return .failed(
          context.usage(
            "'\(path)' is a scenario; several files must all be device dumps of one moment.",
            help: help))
      }
      switch read(path, help: help) {
      case .failed(let code): return .failed(code)
      case .read(let text): inputs.append((path, text))
      }
    }
    do throws(InputError) {
      let world = try DumpImporter.importDumps(inputs)
      return .loaded(
        LoadedInput(
          path: context.environment.resolve(paths[0]), run: nil, world: world,
          texts: Dictionary(inputs.map { ($0.file, $0.text) }, uniquingKeysWith: { a, _ in a })))
    } catch {
      return .failed(report(error))
    }
  }

  /// The text of `path`, or the exit code after the error was reported.
  private enum Read {
    case read(String)
    case failed(CommandLineTool.ExitCode)
  }

  private func read(_ path: String, help: String) -> Read {
    let resolved = context.environment.resolve(path)
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory)
    guard exists, !isDirectory.boolValue, let data = FileManager.default.contents(atPath: resolved)
    else {
      let reason =
        !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "not readable"
      return .failed(
        context.usage(
          "Cannot read '\(path)': \(reason). To fix, pass the path of a scenario (.json) or a dump.",
          help: help))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failed(
        report(
          InputError(
            file: path, position: SourcePosition(line: 1, column: 1), expected: "UTF-8 text",
            found: "bytes that are not UTF-8", fix: "save the file as UTF-8.")))
    }
    return .read(text)
  }

  /// Reads `path`. A scenario's steps are checked by a dry run, so that an impossible step is
  /// reported before any output.
  func load(_ path: String, help: String) -> Outcome {
    let resolved = context.environment.resolve(path)
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory)
    guard exists, !isDirectory.boolValue, let data = FileManager.default.contents(atPath: resolved)
    else {
      let reason =
        !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "not readable"
      return .failed(
        context.usage(
          "Cannot read '\(path)': \(reason). To fix, pass the path of a scenario (.json) or a dump.",
          help: help))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failed(
        report(
          InputError(
            file: path, position: SourcePosition(line: 1, column: 1), expected: "UTF-8 text",
            found: "bytes that are not UTF-8", fix: "save the file as UTF-8.")))
    }
    do throws(InputError) {
      if path.hasSuffix(".json") {
        let scenario = try ScenarioLoader(file: path).load(text)
        try ScenarioRun(scenario).run()
        let run = try ScenarioRun(scenario)
        return .loaded(LoadedInput(path: resolved, run: run, world: run.world))
      }
      let world = try DumpImporter(file: path).importDump(text)
      return .loaded(LoadedInput(path: resolved, run: nil, world: world, texts: [path: text]))
    } catch {
      return .failed(report(error))
    }
  }

  /// Prints an input error and returns exit code 65.
  func report(_ error: InputError) -> CommandLineTool.ExitCode {
    if json {
      context.errors +=
        JSONOutputForCLI.error(error).rendered() + "\n"
    } else {
      context.errors +=
        "\(error.file):\(error.position): \(context.terminal.red("error:")) expected \(error.expected), found \(error.found).\n  To fix, \(error.fix)\n"
    }
    return .dataError
  }
}

/// An input file read into a world, with its scenario when it was one.
@MainActor
struct LoadedInput {
  /// The absolute path, so that no command writes over it.
  var path: String
  /// The scenario's run, ready for its first step, when the input was a scenario.
  var run: ScenarioRun?
  var world: LabWorld
  /// The text of each dump file read, by the path as given.
  var texts: [String: String] = [:]
}
