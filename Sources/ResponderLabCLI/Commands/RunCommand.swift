import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// `responder-lab run FILE`: runs a scenario's steps, printing each step's trace and how the
/// hierarchy dump changed.
@MainActor
enum RunCommand: Subcommand {
  static let name = "run"
  static let abstract =
    "Run a scenario's steps, with the trace and a diff of the hierarchy after each."
  static let arguments = [
    ArgumentSpec(
      name: "scenario", help: "A scenario (.json); '-' reads standard input.", kind: .inputFile)
  ]
  static let discussion = """
    Each step is built and run once, in order. The trace leaves out view moves and main-queue hops
    unless --all-events is given. The exit code is 1 when an "expect" step did not hold.
    """
  static let options = [
    OptionSpec(
      name: "--all-events", help: "Show every trace event, view moves and queue hops too."),
    CommonOptions.step, CommonOptions.profile, CommonOptions.addresses, CommonOptions.json,
  ]
  /// The categories shown by default: what a reader of a scenario cares about.
  static let defaultCategories: Set<TraceEvent.Category> = [
    .lifecycle, .appearance, .containment, .window, .presentation, .delegate, .gesture, .warning,
    .fault, .swiftUI, .note,
  ]

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let input: LoadedInput
    switch CommonOptions.loadInput(arguments, in: context, runsSteps: false) {
    case .failed(let code): return code
    case .loaded(let loaded): input = loaded
    }
    guard let run = input.run else {
      return context.usage("'\(input.name)' is not a scenario (.json); run needs steps.")
    }
    let last: Int
    switch CommonOptions.stepLimit(arguments, of: input, in: context) {
    case .failure(let error): return error.code
    case .success(let limit): last = limit ?? run.scenario.steps.count
    }
    let style = CommonOptions.style(arguments)
    let text = HierarchyText(style: style)
    let world = input.world
    var before = text.render(rootController: world.rootController, rootView: world.rootView)
    var steps: [JSONOutput] = []
    let t = context.terminal
    if !arguments.has("--json") {
      context.print(t.bold("== Start: \(run.scenario.title ?? input.name)"))
      context.print(before)
    }
    while run.records.count < last {
      let record: ScenarioRun.StepRecord
      do throws(InputError) {
        record = try run.step()
      } catch {
        return WorldLoader(context: context, json: arguments.has("--json")).report(error)
      }
      let after = text.render(rootController: world.rootController, rootView: world.rootView)
      let diff = LineDiff(old: before, new: after)
      let shown =
        arguments.has("--all-events") ? Set(TraceEvent.Category.allCases) : defaultCategories
      let events = record.events.filter {
        shown.contains($0.category) && !($0.category == .note && $0.message.hasPrefix("step "))
      }
      if arguments.has("--json") {
        let pairs: [(String, JSONOutput?)] = [
          ("step", .number(Double(record.number))),
          ("summary", .string(record.step.summary)),
          ("line", .number(Double(record.step.position.line))),
          ("trace", .array(events.map { .string($0.description) })),
          ("changes", .array(diff.changes.map { .string($0) })),
        ]
        steps.append(.object(pairs))
      } else {
        context.print()
        context.print(
          t.bold("== Step \(record.number): \(record.step.summary)")
            + t.dim("  (\(run.scenario.file):\(record.step.position))"))
        context.print("trace:")
        context.print(
          events.isEmpty
            ? "  (nothing)" : events.map { "  " + $0.description }.joined(separator: "\n"))
        context.print("hierarchy:")
        if diff.isEmpty {
          context.print("  (no change)")
        } else {
          for change in diff.changes {
            context.print("  " + (change.hasPrefix("+") ? t.green(change) : t.red(change)))
          }
        }
      }
      before = after
    }
    let failures = run.failures.map { JSONOutput.string($0.description) }
    if arguments.has("--json") {
      context.print(
        JSONOutput.object([("steps", .array(steps)), ("failedExpectations", .array(failures))])
          .rendered())
    } else if !run.failures.isEmpty {
      context.print()
      context.print(t.red("== \(run.failures.count) expectation(s) failed"))
      for failure in run.failures { context.print(failure.description) }
    } else if run.records.map(\.step).contains(where: {
      if case .expect = $0.action { true } else { false }
    }) {
      context.print()
      context.print(t.green("== Every expectation held"))
    }
    return run.failures.isEmpty ? .success : .failure
  }
}
