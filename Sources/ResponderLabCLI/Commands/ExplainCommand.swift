import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// `responder-lab explain FILE`: where each probe lands and why, who presents what, and which
/// delegate was asked what and when, citing FIDELITY.
@MainActor
enum ExplainCommand: Subcommand {
  static let name = "explain"
  static let abstract =
    "Explain where probes land, who presents what, and which delegates are asked."
  static let arguments = [CommonOptions.input]
  static let discussion = """
    A scenario's steps run first (all of them, or --step n). Then, for each probe (or only
    --probe), the view a touch there would reach (hit-testing, FIDELITY 9) and its responder chain
    (FIDELITY 1); then every presentation in the hierarchy (FIDELITY 3); then the delegate calls
    the steps caused, in order (FIDELITY 4).

    With --tap, a real tap at that point, told in full: hit-testing (each view skipped and why), the
    gesture recognizers along the superview chain and every state they went through, whether the
    view's touches were delayed or cancelled and why, the control's action or the row selected, and
    the responder chain (FIDELITY 9, 14, 1).

    With --action, where that action sent with a nil target would go instead: where the search
    starts (the key window's first responder, else the --from sender), every responder it meets and
    why it is skipped or chosen, and who else could perform it off the chain (FIDELITY 11.8–11.13).
    """
  static let options = [
    OptionSpec(name: "--probe", valueName: "id", help: "Explain only this probe.", kind: .probeID),
    OptionSpec(
      name: "--at", valueName: "x,y",
      help: "Explain a touch at this point of the window (works for dumps too).", kind: .point),
    OptionSpec(
      name: "--tap", valueName: "x,y",
      help: "Tap this point of the window and tell the whole story of the touch.", kind: .point),
    OptionSpec(
      name: "--action", valueName: "selector",
      help: "Explain where this action (copy:, save:) sent with a nil target goes."),
    OptionSpec(
      name: "--from", valueName: "id",
      help: "With --action, the sender: where the search starts if there is no first responder.",
      kind: .objectID),
    CommonOptions.step, CommonOptions.profile, CommonOptions.addresses, CommonOptions.json,
  ]

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let input: LoadedInput
    switch CommonOptions.loadInput(arguments, in: context) {
    case .failed(let code): return code
    case .loaded(let loaded): input = loaded
    }
    let style = CommonOptions.style(arguments)
    if let action = arguments.value("--action") {
      return ActionExplanation.run(
        action: Selector(action), arguments: arguments, input: input, style: style, in: context)
    }
    if let tap = arguments.value("--tap") {
      let numbers = tap.split(separator: ",").compactMap { Double($0) }
      guard numbers.count == 2 else {
        return context.usage(
          "The value '\(tap)' is invalid for '--tap <x,y>'. Write two numbers, as in 100,200.")
      }
      return TapExplanation.run(
        point: CGPoint(x: numbers[0], y: numbers[1]), arguments: arguments, input: input,
        style: style, in: context)
    }
    let explainer = WorldExplainer(world: input.world, scenario: input.run?.scenario, style: style)
    var probes = input.run?.scenario.probes ?? []
    if let wanted = arguments.value("--probe") {
      probes = probes.filter { $0.id.id == wanted }
      if probes.isEmpty {
        let known = (input.run?.scenario.probes ?? []).map(\.id.id)
        return context.usage(
          UsageError(
            "No probe named '\(wanted)'", suggestion: Suggestion.nearest(to: wanted, in: known),
            detail: "Probes: \(known.isEmpty ? "none" : known.joined(separator: ", "))."))
      }
    }
    if let point = arguments.value("--at") {
      let numbers = point.split(separator: ",").compactMap { Double($0) }
      guard numbers.count == 2 else {
        return context.usage(
          "The value '\(point)' is invalid for '--at <x,y>'. Write two numbers, as in 100,200.")
      }
      probes = [Scenario.Probe(point: CGPoint(x: numbers[0], y: numbers[1]), name: "at \(point)")]
    }
    let sections = explainer.sections(probes: probes)
    if arguments.has("--json") {
      let json = sections.map { section -> JSONOutput in
        let lines: [JSONOutput] = section.lines.map { .string($0) }
        return .object([("title", .string(section.title)), ("lines", .array(lines))])
      }
      context.print(JSONOutput.object([("sections", .array(json))]).rendered())
      return .success
    }
    for (index, section) in sections.enumerated() {
      if index > 0 { context.print() }
      context.print(context.terminal.bold("== " + section.title))
      for line in section.lines { context.print(line) }
    }
    return .success
  }
}
