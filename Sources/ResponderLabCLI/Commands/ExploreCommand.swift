import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// `responder-lab explore FILE…`: one self-contained HTML page to explore a scenario or a dump.
@MainActor
enum ExploreCommand: Subcommand {
  static let name = "explore"
  static let abstract = "Write an interactive HTML page of a scenario's steps or of a dump."
  static let arguments = [CommonOptions.input]
  static let discussion = """
    The page is one file with its style and script inline: it needs no network and opens from
    file://. It shows the screen (hover outlines a view, a click selects it and hit-tests the
    point), the controller and view trees (searchable; selecting in one selects everywhere), the
    selection's properties (a view's constraints by axis, as the console prints them, and its
    ambiguity) and responder chain with the rule of each hop (as 'chain'), the
    hit-test path with every view passed over and why, and for a scenario a timeline: the screen
    and trees after each step, its trace events, and which expectations held. Keys: ← → step,
    / search, ↑ ↓ move in a tree, Esc clears the selection.
    """
  static let options = [
    CommonOptions.step,
    OptionSpec(
      name: "--output", valueName: "path",
      help: "Write the page here (default: the input's name with .html, in the current folder).",
      kind: .outputFile),
  ]

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let input: LoadedInput
    switch CommonOptions.loadInput(arguments, in: context, runsSteps: false) {
    case .failed(let code): return code
    case .loaded(let loaded): input = loaded
    }
    var page = ExplorerPage(
      title: input.run?.scenario.title ?? input.name, source: input.name)
    if let run = input.run {
      let last: Int
      switch CommonOptions.stepLimit(arguments, of: input, in: context) {
      case .failure(let error): return error.code
      case .success(let limit): last = limit ?? run.scenario.steps.count
      }
      page.addMoment(input.world, label: "Start: the scenario's world, before any step", step: 0)
      while run.records.count < last {
        let failuresBefore = run.failures.count
        let record: ScenarioRun.StepRecord
        do throws(InputError) {
          record = try run.step()
        } catch {
          return WorldLoader(context: context).report(error)
        }
        let failure = run.failures.count > failuresBefore ? run.failures.last : nil
        page.addStep(record, categories: RunCommand.defaultCategories, failure: failure)
        page.addMoment(input.world, label: record.step.summary, step: record.number)
      }
    } else {
      page.addMoment(input.world, label: "The imported hierarchy", step: 0)
    }
    let output =
      arguments.value("--output")
      ?? (URL(fileURLWithPath: input.name).deletingPathExtension().lastPathComponent + ".html")
    let html = page.html()
    let code = DumpCommand.write(html, to: output, input: input, context: context)
    guard code == .success else { return code }
    var contents = page.momentCount == 1 ? "1 moment" : "\(page.momentCount) moments"
    if let run = input.run {
      let steps = run.records.count == 1 ? "1 step" : "\(run.records.count) steps"
      let failed = run.failures.count == 1 ? "1 expectation" : "\(run.failures.count) expectations"
      contents += " (the start and \(steps)), \(failed) failed"
    }
    let kilobytes = (html.utf8.count + 1023) / 1024
    context.print(
      "Wrote \(output): one page of \(kilobytes) KB with \(contents). Open it in a browser; it needs no network."
    )
    return code
  }
}
