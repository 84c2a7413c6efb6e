import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// `responder-lab chain FILE --from ID`: the responder chain, one responder a line, with the rule
/// that makes each hop.
@MainActor
enum ChainCommand: Subcommand {
  static let name = "chain"
  static let abstract = "Walk the responder chain from a responder, saying why each hop happens."
  static let arguments = [CommonOptions.input]
  static let discussion = """
    Each line is one responder, its next responder, and the rule of FIDELITY section 1 that makes
    it: 1.2 (a view's controller or superview), 1.4 (a controller's steps), 1.6 (UIKit's private
    wrapper views), 1.7 (window, scene, application), 1.8 (the app delegate).

    --first-responder starts at the key window's first responder instead, where typing, key
    commands and nil-targeted actions start (FIDELITY 11.1, 11.8). One of the two is needed.
    """
  static let options = [
    CommonOptions.from,
    OptionSpec(
      name: "--first-responder", help: "Start at the key window's first responder instead."),
    CommonOptions.step, CommonOptions.profile, CommonOptions.addresses, CommonOptions.json,
  ]

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let from = arguments.value("--from")
    guard from != nil || arguments.has("--first-responder") else {
      return context.usage(
        "Missing expected option '--from <id>'. Or start at the first responder: '--first-responder'"
      )
    }
    let input: LoadedInput
    switch CommonOptions.loadInput(arguments, in: context) {
    case .failed(let code): return code
    case .loaded(let loaded): input = loaded
    }
    let start: UIResponder
    if let from {
      guard let named = CommonOptions.responder(named: from, in: input.world, context: context)
      else { return .usage }
      start = named
    } else if let first = input.world.simulation.currentFirstResponder {
      start = first
    } else {
      let reason = "The key window has no first responder (FIDELITY 11.1)."
      if arguments.has("--json") {
        let pairs: [(String, JSONOutput?)] = [("chain", .array([])), ("reason", .string(reason))]
        context.print(JSONOutput.object(pairs).rendered())
      } else {
        context.print(reason)
      }
      return .success
    }
    let style = CommonOptions.style(arguments)
    let hops = ResponderChainExplanation(style: style).hops(from: start)
    if arguments.has("--json") {
      let items = hops.map { hop -> JSONOutput in
        let label = CommonOptions.label(hop.responder, in: input.world, style: style)
        var next = JSONOutput.null
        if let responder = hop.next {
          next = .string(CommonOptions.label(responder, in: input.world, style: style))
        }
        let rules: [JSONOutput] = hop.rules.map { .string($0) }
        let pairs: [(String, JSONOutput?)] = [
          ("responder", .string(label)), ("class", .string(hop.responder.className)),
          ("next", next), ("reason", .string(hop.reason)), ("fidelity", .array(rules)),
        ]
        return JSONOutput.object(pairs)
      }
      context.print(JSONOutput.object([("chain", .array(items))]).rendered())
      return .success
    }
    context.print(render(hops, world: input.world, style: style, terminal: context.terminal))
    return .success
  }

  /// The chain as text, one responder a line: `2. UIView#2 → UIViewController#1: why (FIDELITY n)`.
  static func render(
    _ hops: [ResponderChainExplanation.Hop], world: LabWorld, style: DumpStyle, terminal: Terminal
  ) -> String {
    hops.enumerated().map { index, hop in
      let name = terminal.bold(CommonOptions.label(hop.responder, in: world, style: style))
      let next = hop.next.map { CommonOptions.label($0, in: world, style: style) } ?? "nil"
      let rules = terminal.dim("(FIDELITY \(hop.rules.joined(separator: ", ")))")
      let line = "\(String(index + 1).leftPadded(to: 2)). \(name) → \(next): \(hop.reason) \(rules)"
      guard let note = world.unnamedControllerNote(for: hop.responder) else { return line }
      return line + "\n    " + terminal.yellow("! \(note)")
    }.joined(separator: "\n")
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
