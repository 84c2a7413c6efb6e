import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// `responder-lab explain FILE --action copy: [--from ID]`: the route of a nil-targeted action.
@MainActor
enum ActionExplanation {
  static func run(
    action: Selector, arguments: ParsedArguments, input: LoadedInput, style: DumpStyle,
    in context: CommandContext
  ) -> CommandLineTool.ExitCode {
    let world = input.world
    var sender: UIResponder?
    if let from = arguments.value("--from") {
      guard
        let found = CommonOptions.responder(named: from, in: world, context: context)
      else { return .usage }
      sender = found
    }
    let route = ActionRouteExplanation().route(of: action, from: sender, in: world.application)
    let visited = Set(route.hops.compactMap(\.responder))
    let elsewhere = world.allResponders.filter {
      !visited.contains($0.objectName.description)
        && $0.canPerformAction(action, withSender: sender)
    }
    func label(_ name: String?) -> String? {
      guard let name else { return nil }
      guard let object = world.object(named: name) else { return name }
      return CommonOptions.label(object, in: world, style: style)
    }
    if arguments.has("--json") {
      func json(_ line: ActionRouteExplanation.Line) -> JSONOutput {
        .object([
          ("responder", label(line.responder).map { .string($0) } ?? .null),
          ("why", .string(line.text)), ("fidelity", .array(line.rules.map { .string($0) })),
        ])
      }
      let others: [JSONOutput] = elsewhere.map {
        .string(CommonOptions.label($0, in: world, style: style))
      }
      context.print(
        JSONOutput.object([
          ("action", .string(action.name)), ("start", json(route.start)),
          ("hops", .array(route.hops.map(json))), ("conclusion", json(route.conclusion)),
          ("notOnTheChain", .array(others)),
        ]).rendered())
      return .success
    }
    func render(_ line: ActionRouteExplanation.Line) -> String {
      let who = label(line.responder).map { context.terminal.bold($0) + ": " } ?? ""
      return who + line.text + " "
        + context.terminal.dim("(FIDELITY \(line.rules.joined(separator: ", ")))")
    }
    let from = sender.map { " from \(CommonOptions.label($0, in: world, style: style))" } ?? ""
    context.print(context.terminal.bold("== Action \(action) sent with a nil target\(from)"))
    context.print("Start: " + render(route.start))
    for (index, hop) in route.hops.enumerated() {
      context.print("\(String(index + 1).leftPadded(to: 2)). " + render(hop))
    }
    context.print("=> " + render(route.conclusion))
    for other in elsewhere {
      context.print(
        "Not on the chain: \(CommonOptions.label(other, in: world, style: style)) can perform \(action), but the search never reaches it "
          + context.terminal.dim("(FIDELITY 11.10)"))
    }
    return .success
  }
}
