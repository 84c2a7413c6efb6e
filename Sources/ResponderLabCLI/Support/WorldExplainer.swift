import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// The text of `explain`, in sections: each probe (``HitTestExplanation`` and the responder chain),
/// the presentations (``PresentationExplanation``) and the delegate calls, with what the scenario
/// says about its probes and delegates, then what the import or the scenario noted.
@MainActor
struct WorldExplainer {
  struct Section {
    var title: String
    var lines: [String]
  }

  let world: LabWorld
  let scenario: Scenario?
  let style: DumpStyle

  func label(_ object: UIResponder) -> String {
    CommonOptions.label(object, in: world, style: style)
  }

  private var presentationExplanation: PresentationExplanation {
    PresentationExplanation(style: style, label: label)
  }

  func sections(probes: [Scenario.Probe]) -> [Section] {
    var result: [Section] = []
    for probe in probes { result.append(explain(probe)) }
    result.append(presentations())
    result.append(delegateCalls())
    if !world.notes.isEmpty { result.append(Section(title: "Notes", lines: world.notes)) }
    return result
  }

  func explain(_ probe: Scenario.Probe) -> Section {
    var lines: [String] = []
    var start: UIView?
    if let point = probe.point {
      if let window = world.window {
        let touch = HitTestExplanation(label: label).touch(at: point, in: window)
        start = touch.view
        lines += touch.lines
      }
    } else if let target = probe.target {
      start = world.object(named: target.id) as? UIView
      if start == nil {
        world.rootView?.forEachInSubtree { view in
          if start == nil, (view as? UILabel)?.text == target.id { start = view }
        }
      }
      if let view = start {
        lines.append(
          "The probe starts at \(label(view))\(view.window == nil ? ", which is not in the window, so no touch can reach it" : "")."
        )
      } else {
        lines.append("No view is named '\(target.id)' at this point of the scenario.")
      }
    }
    if let start {
      lines.append("Its responder chain (unhandled events travel up it, FIDELITY 1.10):")
      let hops = ResponderChainExplanation(style: style).hops(from: start)
      let chain = ChainCommand.render(
        hops, world: world, style: style, terminal: Terminal(usesColor: false))
      lines += chain.split(separator: "\n").map { "  " + $0 }
    }
    return Section(title: "Probe \(probe.id.id)", lines: lines)
  }

  func presentations() -> Section {
    var lines = presentationExplanation.presentations(
      from: world.rootController, trace: world.simulation.trace)
    if lines.isEmpty { lines.append("Nothing is presented.") }
    return Section(title: "Presentations", lines: lines)
  }

  func delegateCalls() -> Section {
    var lines = presentationExplanation.events(in: world.simulation.trace)
    if let scenario {
      for delegate in scenario.delegates {
        lines.append(
          "\(delegate.id.id) is the \(delegate.role) delegate of \(delegate.of.id)'s presentation; it answers shouldDismiss \(delegate.shouldDismiss.map { $0 ? "YES" : "NO" } ?? "(not implemented)") (FIDELITY 2.6: the delegate is weak; 4.6: not asked while isModalInPresentation)."
        )
      }
    }
    return Section(title: "Delegates and presentation events", lines: lines)
  }
}
