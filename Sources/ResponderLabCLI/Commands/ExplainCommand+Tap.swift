import Foundation
import ResponderLabDevice
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// `responder-lab explain FILE --tap X,Y`: the whole story of a tap, told from a real one.
@MainActor
enum TapExplanation {
  static func run(
    point: CGPoint, arguments: ParsedArguments, input: LoadedInput, style: DumpStyle,
    in context: CommandContext
  ) -> CommandLineTool.ExitCode {
    let world = input.world
    func label(_ object: UIResponder) -> String {
      CommonOptions.label(object, in: world, style: style)
    }
    guard let root = world.window ?? world.rootView else {
      return context.usage(
        "The input has no views, so nothing can be tapped. Explain a scenario or a dump that has some."
      )
    }
    guard root.bounds.contains(point) else {
      return context.usage(
        "The point (\(point.x.formatted()), \(point.y.formatted())) is outside \(label(root)) (\(root.bounds.width.formatted()) × \(root.bounds.height.formatted())). Tap inside it."
      )
    }
    var sections: [WorldExplainer.Section] = []
    let hit: UIView
    if let window = root as? UIWindow {
      let touch = HitTestExplanation(label: label).touch(at: point, in: window)
      sections.append(.init(title: "Hit-testing", lines: touch.lines))
      guard let view = touch.view else { return print(sections, arguments, context) }
      hit = view
    } else {
      guard let view = root.hitTest(point, with: nil) else {
        sections.append(
          .init(title: "Hit-testing", lines: ["The touch lands on nothing (FIDELITY 9.1)."]))
        return print(sections, arguments, context)
      }
      hit = view
      sections.append(
        .init(
          title: "Hit-testing",
          lines: [
            "The dump has no window; the touch is at (\(point.x.formatted()), \(point.y.formatted())) of its top view, \(label(root)), and lands on \(label(view)) (FIDELITY 9.1–9.4)."
          ]))
    }

    sections.append(
      .init(title: "Recognizers that see the touch", lines: recognizers(above: hit, label: label)))

    let mark = world.simulation.trace.mark
    let environment = world.simulation.gestureEnvironment
    if let finger = environment.touchDown(at: point, in: root) { environment.lift(finger) }
    world.device.runUntilIdle()
    let story = world.simulation.trace.events(since: mark).filter {
      [.gesture, .responder, .delegate, .warning].contains($0.category)
    }.map { event in
      let subject = event.subject.flatMap { world.object(named: $0.description) }.map(label)
      let who = subject ?? event.subject?.description
      return "  " + (who.map { "\($0): " } ?? "") + event.message
    }
    sections.append(
      .init(
        title: "What the tap did (FIDELITY 14.3–14.10, 14.12, 14.15)",
        lines: story.isEmpty
          ? ["  Nothing was traced: no recognizer, control or row reacted."] : story))

    var chain = ["Unhandled touches travel up the hit-test view's responder chain (FIDELITY 1.10):"]
    let hops = ResponderChainExplanation(style: style).hops(from: hit)
    chain += ChainCommand.render(
      hops, world: world, style: style, terminal: Terminal(usesColor: false)
    )
    .split(separator: "\n").map { "  " + $0 }
    sections.append(.init(title: "Responder chain", lines: chain))
    return print(sections, arguments, context)
  }

  /// The recognizers on the hit-test view and its ancestors, deepest first (FIDELITY 14.1, 14.20).
  private static func recognizers(above hit: UIView, label: (UIResponder) -> String) -> [String] {
    var lines: [String] = []
    var view: UIView? = hit
    while let current = view {
      for recognizer in current.gestureRecognizers ?? [] {
        var facts = [recognizer.isEnabled ? "enabled" : "disabled (sees nothing, FIDELITY 14.1)"]
        if !recognizer.cancelsTouchesInView { facts.append("cancelsTouchesInView = false") }
        if recognizer.delaysTouchesBegan { facts.append("delaysTouchesBegan") }
        if !recognizer.delaysTouchesEnded { facts.append("delaysTouchesEnded = false") }
        if let scrollView = current as? UIScrollView, recognizer === scrollView.panGestureRecognizer
        {
          facts.append(
            "the scroll view's own pan; delaysContentTouches = \(scrollView.delaysContentTouches)")
        }
        if current is UIDropShadowView, recognizer.systemRole != nil {
          facts.append(
            "the sheet's own drag: a tap never begins it; a drag moves the sheet, sharing the touch with a scroll view inside it (FIDELITY 14.19)"
          )
        }
        lines.append(
          "  \(recognizer.traceName) on \(label(current)): \(facts.joined(separator: ", "))")
      }
      view = current.superview
    }
    if lines.isEmpty {
      return ["No gesture recognizer is attached to the hit-test view or its ancestors."]
    }
    return ["Deepest first, each gets the touch before the view does (FIDELITY 14.1, 14.8):"]
      + lines
  }

  private static func print(
    _ sections: [WorldExplainer.Section], _ arguments: ParsedArguments, _ context: CommandContext
  ) -> CommandLineTool.ExitCode {
    if arguments.has("--json") {
      let json = sections.map { section -> JSONOutput in
        .object([
          ("title", .string(section.title)), ("lines", .array(section.lines.map { .string($0) })),
        ])
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
