import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// Arguments and options several commands share, and the work they share: loading the input,
/// running a scenario's steps, finding `--from`.
@MainActor
enum CommonOptions {
  static let input = ArgumentSpec(
    name: "file",
    help:
      "A scenario (.json) or a device's dump (recursiveDescription, _printHierarchy, pvc, presponder); '-' reads standard input. Several dumps of one moment are joined.",
    kind: .inputFile, isRepeating: true)
  static let addresses = OptionSpec(
    name: "--addresses",
    help: "Name objects as UIKit does, with addresses, instead of stable names.")
  static let json = OptionSpec(name: "--json", help: "Print machine-readable JSON.")
  static let step = OptionSpec(
    name: "--step", valueName: "n",
    help: "For a scenario, run only the first n steps (default: all; 0 for none).", kind: .count)
  static let from = OptionSpec(
    name: "--from", valueName: "id",
    help:
      "The responder to start from: an id of the input, a stable name such as UILabel#2, or a dump's address (0x7fc8…).",
    kind: .objectID)

  static let profile = OptionSpec(
    name: "--profile", valueName: "name",
    help:
      "For a scenario, the device to run it on instead of the file's, in the profile's orientation (landscape for tablet-landscape and the Split View and Slide Over windows).",
    choices: DeviceProfile.all.map(\.name))

  static func style(_ arguments: ParsedArguments) -> DumpStyle {
    arguments.has("--addresses") ? .uikit : .stable
  }

  /// Loads the positional input and, unless `runsSteps` is false, runs the scenario's steps as
  /// `--step` asks; or reports why not.
  static func loadInput(
    _ arguments: ParsedArguments, in context: CommandContext, runsSteps: Bool = true
  ) -> WorldLoader.Outcome {
    let path = arguments.positionals[0]
    var loader = WorldLoader(context: context, json: arguments.has("--json"))
    loader.profile = arguments.value("--profile").flatMap(DeviceProfile.named)
    let outcome =
      arguments.positionals.count > 1
      ? loader.load(dumps: arguments.positionals) : loader.load(path)
    guard case .loaded(let input) = outcome else { return outcome }
    let limit: Int?
    switch stepLimit(arguments, of: input, in: context) {
    case .failure(let error): return .failed(error.code)
    case .success(let value): limit = value
    }
    if runsSteps, let run = input.run {
      do throws(InputError) {
        try run.run(through: limit)
      } catch {
        return .failed(loader.report(error))
      }
    }
    return outcome
  }

  /// The number of steps `--step` asks for (nil for all), or the usage error's exit code.
  static func stepLimit(
    _ arguments: ParsedArguments, of input: LoadedInput, in context: CommandContext
  ) -> Result<Int?, StepLimitError> {
    guard let text = arguments.value("--step"), let number = Int(text) else { return .success(nil) }
    guard let run = input.run else {
      return .failure(
        StepLimitError(code: context.usage("'--step' needs a scenario; '\(input.name)' is a dump."))
      )
    }
    guard number <= run.scenario.steps.count else {
      return .failure(
        StepLimitError(
          code: context.usage(
            "'--step \(number)' is past the end: '\(input.name)' has \(run.scenario.steps.count) steps."
          )))
    }
    return .success(number)
  }

  /// The exit code of a refused `--step`.
  struct StepLimitError: Error {
    var code: CommandLineTool.ExitCode
  }

  /// The object `--from` names, or nil after the usage error, which suggests the nearest name.
  static func responder(named name: String, in world: LabWorld, context: CommandContext)
    -> UIResponder?
  {
    if let object = world.object(named: name) { return object }
    let names = world.knownNames
    if let suggestion = Suggestion.nearest(to: name, in: names) {
      _ = context.usage(UsageError("No object named '\(name)'", suggestion: suggestion))
    } else {
      let known = names.prefix(30).joined(separator: ", ") + (names.count > 30 ? ", …" : "")
      _ = context.usage(UsageError("No object named '\(name)'", detail: "Known names: \(known)."))
    }
    return nil
  }

  /// A name for `object`: its stable name, and its id in parentheses when the input gave one.
  static func label(_ object: UIResponder, in world: LabWorld, style: DumpStyle) -> String {
    let name =
      style.showsAddresses ? object.objectName.uikitDescription : object.objectName.description
    if let id = world.id(of: object), id != object.objectName.description {
      return "\(name) (\(id))"
    }
    return name
  }
}
