import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// `responder-lab diff A B`: what changed between two moments — two steps of a scenario, two
/// dumps, or a scenario and a dump — as relations (parent, presenter, next responder, first
/// responder, delegate, detent) before frames.
@MainActor
enum DiffCommand: Subcommand {
  static let name = "diff"
  static let abstract =
    "Compare two moments: steps of a scenario, two dumps, or a scenario and a dump."
  static let arguments = [
    ArgumentSpec(
      name: "old",
      help:
        "A scenario (.json), after its nth step with @n (two-sheets.json@1; default: all steps), or a device's dump; '-' reads standard input.",
      kind: .inputFile),
    ArgumentSpec(name: "new", help: "The same, for the moment compared with it.", kind: .inputFile),
  ]
  static let discussion = """
    For each object both moments have, diff lists every fact that changed, relations first:
    parent, presentingViewController, presentedViewController, next, view, superview,
    selectedViewController, presentationController.delegate and a scroll view's delegate, then
    modalPresentationStyle, detent, appearance, title, frame, isHidden, alpha,
    isUserInteractionEnabled and text; then the objects only one moment has, with where they were,
    and the first responder. Two steps of one scenario pair objects by stable name (the same
    object); other inputs pair them by the address both dumps printed, else by place in the trees
    (class and position under the parent, presenter or superview). The exit code is 0 when nothing
    differs and 1 when something does, as diff(1).
    """
  static let options = [
    OptionSpec(
      name: "--relations",
      help: "Compare relations only, leaving out frames, flags, appearance and text."),
    CommonOptions.addresses, CommonOptions.json,
  ]

  /// One side of the comparison: a file, and for a scenario how many of its steps run.
  struct Side {
    var path: String
    var step: Int?
  }

  /// One side's facts and how to name it.
  struct Moment {
    var facts: HierarchyFacts
    var title: String
    var json: JSONOutput
  }

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let sides = arguments.positionals.prefix(2).map { side(of: $0, in: context) }
    if sides.allSatisfy({ $0.path == "-" }) {
      return context.usage(
        "Both inputs are '-'; standard input can be read once. To fix, save one of them to a file.")
    }
    let style = CommonOptions.style(arguments)
    let loader = WorldLoader(context: context, json: arguments.has("--json"))
    var moments: [Moment] = []
    let matching: HierarchyDiff.Matching
    let resolved = sides.map { $0.path == "-" ? nil : context.environment.resolve($0.path) }
    if resolved[0] != nil, resolved[0] == resolved[1] {
      // Two moments of one input: one world, run to the earlier step, then to the later.
      let outcome = loader.load(sides[0].path)
      guard case .loaded(let input) = outcome else { return failure(outcome) }
      var steps: [Int?] = []
      for side in sides {
        switch limit(side, of: input, in: context) {
        case .failure(let error): return error.code
        case .success(let limit): steps.append(limit)
        }
      }
      let order = (steps[0] ?? Int.max) <= (steps[1] ?? Int.max) ? [0, 1] : [1, 0]
      var taken: [Moment?] = [nil, nil]
      for index in order {
        switch moment(of: input, through: steps[index], style: style, loader: loader) {
        case .failure(let error): return error.code
        case .success(let moment): taken[index] = moment
        }
      }
      moments = taken.compactMap { $0 }
      matching = input.isScenario ? .sameObjects : .byPlace
    } else {
      for side in sides {
        let outcome = loader.load(side.path)
        guard case .loaded(let input) = outcome else { return failure(outcome) }
        let steps: Int?
        switch limit(side, of: input, in: context) {
        case .failure(let error): return error.code
        case .success(let limit): steps = limit
        }
        switch moment(of: input, through: steps, style: style, loader: loader) {
        case .failure(let error): return error.code
        case .success(let moment): moments.append(moment)
        }
      }
      matching = .byPlace
    }
    let diff = HierarchyDiff(
      from: moments[0].facts, to: moments[1].facts, matching: matching,
      relationsOnly: arguments.has("--relations"))
    if arguments.has("--json") {
      guard case .object(let members) = diff.json() else { return .success }
      context.print(
        JSONOutput.object(
          [JSONOutput.Member("old", moments[0].json), JSONOutput.Member("new", moments[1].json)]
            + members
        ).rendered())
    } else {
      let t = context.terminal
      context.print(t.red("--- " + moments[0].title))
      context.print(t.green("+++ " + moments[1].title))
      for (kind, line) in diff.lines {
        switch kind {
        case .heading: context.print(t.bold(line))
        case .removed: context.print(t.red(line))
        case .added: context.print(t.green(line))
        case .plain: context.print(line)
        }
      }
    }
    return diff.isEmpty ? .success : .failure
  }

  /// The side an argument names: `file`, or `file@n` for a scenario after n steps (a file whose
  /// name really ends in `@n` is read whole).
  static func side(of argument: String, in context: CommandContext) -> Side {
    guard argument != "-", let at = argument.lastIndex(of: "@"),
      let step = Int(argument[argument.index(after: at)...]), step >= 0,
      !FileManager.default.fileExists(atPath: context.environment.resolve(argument))
    else { return Side(path: argument) }
    return Side(path: String(argument[..<at]), step: step)
  }

  private static func failure(_ outcome: WorldLoader.Outcome) -> CommandLineTool.ExitCode {
    if case .failed(let code) = outcome { return code }
    return .success
  }

  /// The number of steps to run for `side` (nil for all), or the usage error.
  private static func limit(_ side: Side, of input: LoadedInput, in context: CommandContext)
    -> Result<Int?, CommonOptions.StepLimitError>
  {
    guard let step = side.step else { return .success(nil) }
    guard let run = input.run else {
      return .failure(
        CommonOptions.StepLimitError(
          code: context.usage(
            "'\(input.name)@\(step)' names a step, but '\(input.name)' is a dump, which has none. To fix, remove '@\(step)'."
          )))
    }
    guard step <= run.scenario.steps.count else {
      return .failure(
        CommonOptions.StepLimitError(
          code: context.usage(
            "'\(input.name)@\(step)' is past the end: '\(input.name)' has \(run.scenario.steps.count) steps."
          )))
    }
    return .success(step)
  }

  /// Runs `input`'s scenario through `steps` (all when nil) and takes the facts of that moment.
  private static func moment(
    of input: LoadedInput, through steps: Int?, style: DumpStyle, loader: WorldLoader
  ) -> Result<Moment, CommonOptions.StepLimitError> {
    let world = input.world
    var title = input.name
    var json: [(String, JSONOutput?)] = [("input", .string(input.name))]
    if let run = input.run {
      do throws(InputError) {
        try run.run(through: steps)
      } catch {
        return .failure(CommonOptions.StepLimitError(code: loader.report(error)))
      }
      let count = run.records.count
      title +=
        count == 0
        ? " before any step"
        : " after step \(count) (\(run.records[count - 1].step.summary))"
      json.append(("step", .number(Double(count))))
    }
    let facts = HierarchyFacts(
      rootController: world.rootController, rootView: world.rootView,
      firstResponder: world.simulation.currentFirstResponder, style: style,
      ids: { world.id(of: $0) }, printedAddress: { world.printedAddress(of: $0) })
    return .success(Moment(facts: facts, title: title, json: .object(json)))
  }
}
