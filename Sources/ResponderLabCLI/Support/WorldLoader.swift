import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// Reads an input, a scenario (`.json`) or a device's dump (anything else), from a file or from
/// standard input (`-`), into a world.
@MainActor
struct WorldLoader {
  let context: CommandContext
  /// Whether errors are reported as JSON.
  var json = false
  /// The device a scenario runs on instead of its file's (`--profile`).
  var profile: DeviceProfile?

  /// The name errors give standard input.
  static let standardInputName = "<stdin>"

  /// When not nil, every world loaded is added, so that a caller that outlives its commands (the
  /// `mcp` server) can tear them down; a command's process otherwise ends with its worlds.
  static var worldsLoaded: [LabWorld]?

  /// A loaded input, or the exit code after the error was reported.
  enum Outcome {
    case loaded(LoadedInput)
    case failed(CommandLineTool.ExitCode)
  }

  /// Reads several dumps of one moment into one world: objects with the same address are one.
  func load(dumps paths: [String]) -> Outcome {
    var dumps: [(name: String, text: String)] = []
    for path in paths {
      guard case .loaded(let input) = read(path) else { return read(path) }
      if input.isScenario {
        return .failed(
          context.usage(
            "'\(input.name)' is a scenario; several inputs must all be device dumps of one moment.")
        )
      }
      dumps.append((input.name, input.text))
    }
    do throws(InputError) {
      let world = try DumpImporter.importDumps(dumps.map { (file: $0.name, text: $0.text) })
      var input = LoadedInput(
        path: context.environment.resolve(paths[0]), name: dumps[0].name, text: dumps[0].text,
        run: nil, world: world)
      input.dumps = dumps
      return loaded(input)
    } catch {
      return .failed(report(error))
    }
  }

  /// Reads `path`, or standard input for `-`. A scenario's world is built, ready for its first
  /// step; no step has run.
  func load(_ path: String) -> Outcome { read(path) }

  private func read(_ path: String) -> Outcome {
    let data: Data
    let name: String
    var resolved: String?
    if path == "-" {
      data = context.environment.readStandardInput()
      name = Self.standardInputName
    } else {
      let absolute = context.environment.resolve(path)
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
      guard exists, !isDirectory.boolValue,
        let contents = FileManager.default.contents(atPath: absolute)
      else {
        let reason =
          !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "not readable"
        return .failed(
          context.usage(
            "Cannot read '\(path)': \(reason). To fix, pass the path of a scenario (.json) or a dump, or '-' for standard input."
          ))
      }
      data = contents
      name = path
      resolved = absolute
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failed(
        report(
          InputError(
            file: name, position: SourcePosition(line: 1, column: 1), expected: "UTF-8 text",
            found: "bytes that are not UTF-8", fix: "save the file as UTF-8.")))
    }
    let isScenario =
      path == "-"
      ? text.first { !$0.isWhitespace } == "{" : path.hasSuffix(".json")
    do throws(InputError) {
      if isScenario {
        var scenario = try ScenarioLoader(file: name).load(text)
        if let profile {
          scenario.device.profile = profile
        }
        let run = try ScenarioRun(scenario)
        return loaded(
          LoadedInput(path: resolved, name: name, text: text, run: run, world: run.world))
      }
      if let profile {
        return .failed(
          context.usage(
            "--profile \(profile.name) applies to scenarios; '\(name)' is a dump, whose device is the one it was taken on. To fix, remove --profile."
          ))
      }
      let world = try DumpImporter(file: name).importDump(text)
      var input = LoadedInput(path: resolved, name: name, text: text, run: nil, world: world)
      input.dumps = [(name, text)]
      return loaded(input)
    } catch {
      return .failed(report(error))
    }
  }

  private func loaded(_ input: LoadedInput) -> Outcome {
    Self.worldsLoaded?.append(input.world)
    return .loaded(input)
  }

  /// Prints an input error and returns exit code 65.
  func report(_ error: InputError) -> CommandLineTool.ExitCode {
    if json {
      context.errors += JSONOutputForCLI.error(error).rendered() + "\n"
    } else {
      context.errors +=
        "\(error.file):\(error.position): \(context.terminal.red("error:")) expected \(error.expected), found \(error.found).\n  To fix, \(error.fix)\n"
    }
    return .dataError
  }
}

/// An input read into a world, with its scenario when it was one.
@MainActor
struct LoadedInput {
  /// The file's absolute path, so that no command writes over it; nil for standard input.
  var path: String?
  /// The name errors and headings give it: the path as written, or `<stdin>`.
  var name: String
  /// The text read.
  var text: String
  /// The scenario's run, when the input was a scenario.
  var run: ScenarioRun?
  var world: LabWorld
  /// Each dump read, by name, with its text (one, or several of one moment).
  var dumps: [(name: String, text: String)] = []

  /// Whether the input is a scenario, which has steps.
  var isScenario: Bool { run != nil }
}
