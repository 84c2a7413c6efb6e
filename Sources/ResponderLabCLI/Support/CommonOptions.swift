import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// Options several commands share, and the work they share: loading the input, running a
/// scenario's steps, finding `--from`.
@MainActor
enum CommonOptions {
  static let addresses = OptionSpec(
    name: "--addresses",
    help: "Name objects as UIKit does, with addresses, instead of stable names.")
  static let json = OptionSpec(name: "--json", help: "Print machine-readable JSON.")
  static let step = OptionSpec(
    name: "--step", valueName: "n",
    help: "For a scenario, run the first n steps first (default: all; 0 for none).")
  static let from = OptionSpec(
    name: "--from", valueName: "id",
    help:
      "The responder to start from: an id of the input, a stable name such as UILabel#2, or a dump's address (0x7fc8…)."
  )

  static func style(_ arguments: ParsedArguments) -> DumpStyle {
    arguments.has("--addresses") ? .uikit : .stable
  }

  /// Loads the one positional input, runs its steps as `--step` asks, or reports why not.
  static func loadInput(
    _ arguments: ParsedArguments, help: String, in context: CommandContext, defaultSteps: Int? = nil
  ) -> WorldLoader.Outcome {
    guard let path = arguments.positionals.first else {
      return .failed(context.usage("Missing expected argument '<file>'.", help: help))
    }
    let loader = WorldLoader(context: context, json: arguments.has("--json"))
    let outcome =
      arguments.positionals.count > 1
      ? loader.load(dumps: arguments.positionals, help: help) : loader.load(path, help: help)
    guard case .loaded(let input) = outcome else { return outcome }
    var limit = defaultSteps
    if let text = arguments.value("--step") {
      guard let number = Int(text), number >= 0 else {
        return .failed(
          context.usage(
            "The value '\(text)' is invalid for '--step <n>': write a whole number.", help: help))
      }
      guard let run = input.run else {
        return .failed(context.usage("'--step' needs a scenario; '\(path)' is a dump.", help: help))
      }
      guard number <= run.scenario.steps.count else {
        return .failed(
          context.usage(
            "'--step \(number)' is past the end: '\(path)' has \(run.scenario.steps.count) steps.",
            help: help))
      }
      limit = number
    }
    if let run = input.run {
      do throws(InputError) {
        try run.run(through: limit)
      } catch {
        return .failed(loader.report(error))
      }
    }
    return outcome
  }

  /// The object `--from` names, or the usage error.
  static func responder(
    named name: String, in world: LabWorld, help: String, context: CommandContext
  ) -> UIResponder? {
    if let object = world.object(named: name) { return object }
    let known = world.knownNames.prefix(30).joined(separator: ", ")
    _ = context.usage(
      "No object named '\(name)'. Known names: \(known)\(world.knownNames.count > 30 ? ", …" : "").",
      help: help)
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
