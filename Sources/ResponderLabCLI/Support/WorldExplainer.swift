import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// The text of `explain`: probes, presentations and delegate calls, each citing FIDELITY.
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

  func sections(probes: [Scenario.Probe]) -> [Section] {
    var result: [Section] = []
    for probe in probes { result.append(explain(probe)) }
    result.append(presentations())
    result.append(delegateCalls())
    return result
  }

  func explain(_ probe: Scenario.Probe) -> Section {
    var lines: [String] = []
    var start: UIView?
    if let point = probe.point {
      let pointText = "(\(Double(point.x).formatted()), \(Double(point.y).formatted()))"
      if let window = world.window {
        start = window.hitTest(point, with: nil)
        if let hit = start {
          lines.append(
            "A touch at \(pointText) lands on \(label(hit)): the frontmost view that contains the point, skipping hidden, non-interactive and transparent views (FIDELITY 9.1–9.4)."
          )
          lines += blockers(at: point, hit: hit)
        } else {
          lines.append(
            "A touch at \(pointText) lands on nothing: no view contains it (FIDELITY 9.1).")
        }
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

  /// Views that contain the point but were skipped, and why (FIDELITY 9.2, 9.4).
  private func blockers(at point: CGPoint, hit: UIView) -> [String] {
    guard let window = world.window else { return [] }
    var lines: [String] = []
    window.forEachInSubtree { view in
      guard view !== hit, !hit.isDescendant(of: view), view.window === window else { return }
      let local = view.convert(point, from: nil)
      guard view.bounds.contains(local) else { return }
      if view.isHidden {
        lines.append("  \(label(view)) contains the point but is hidden (FIDELITY 9.2).")
      } else if !view.isUserInteractionEnabled {
        lines.append(
          "  \(label(view)) contains the point but has userInteractionEnabled = NO (FIDELITY 9.2).")
      } else if view.alpha < 0.01 {
        lines.append(
          "  \(label(view)) contains the point but its alpha is below 0.01 (FIDELITY 9.2).")
      }
    }
    return lines
  }

  func presentations() -> Section {
    var lines: [String] = []
    var controllers: [UIViewController] = world.rootController.map { [$0] } ?? []
    while let controller = controllers.popLast() {
      controllers.append(contentsOf: controller.children.reversed())
      guard let presented = controller.presentedControllerForDump else { continue }
      controllers.append(presented)
      lines += explainPresentation(of: presented, by: controller)
    }
    lines += world.notes
    if lines.isEmpty { lines.append("Nothing is presented.") }
    return Section(title: "Presentations", lines: lines)
  }

  /// Who presents `presented`, why that controller, and what follows from it.
  private func explainPresentation(of presented: UIViewController, by presenter: UIViewController)
    -> [String]
  {
    let style = presented.modalPresentationStyle
    let presentation = presented.presentationControllerForDump
    var lines = [
      "\(label(presenter)) presents \(label(presented)) (modalPresentationStyle .\(style)\(presentation.map { ", \($0.className)" } ?? "")):"
    ]
    // Who was asked: the trace names the receiver of present(_:animated:completion:).
    let asked = world.simulation.trace.events.last {
      $0.category == .presentation && $0.message.hasPrefix("present(\(presented.objectName),")
    }?.subject
    if let asked, asked != presenter.objectName {
      lines.append(
        "  present was called on \(asked); UIKit forwarded it to \(label(presenter)) (FIDELITY 3.2, 3.3)."
      )
    }
    if style.usesPresentationContext {
      lines.append(
        presenter.definesPresentationContext
          ? "  a current-context style: \(label(presenter)) sets definesPresentationContext, so it is the context (FIDELITY 3.4)."
          : "  a current-context style: no parent sets definesPresentationContext, so the root presents (FIDELITY 3.4)."
      )
    } else if let asked, asked != presenter.objectName {
      lines.append(
        "  for this style UIKit presents from the root of the receiver's parents (FIDELITY 3.2, 3.3)."
      )
    }
    lines.append(
      style.removesPresentersView
        ? "  the presenter's view leaves the window once the transition ends (FIDELITY 3.11), and the presenter gets its disappearance callbacks (FIDELITY 8.5)."
        : "  the presenter's view stays in the window (FIDELITY 3.11), and the presenter gets no appearance callbacks (FIDELITY 8.6)."
    )
    if let sheet = presentation as? UISheetPresentationController {
      let detents = sheet.detents.map { $0.identifier.description }.joined(separator: ", ")
      lines.append(
        "  a sheet with detents [\(detents)], now at \(sheet.currentDetentIdentifier?.description ?? "the smallest") (FIDELITY 6.1, 6.4)."
      )
    }
    if presented.isModalInPresentation {
      lines.append(
        "  isModalInPresentation is set: a swipe asks no delegate, and only didAttemptToDismiss can come (FIDELITY 4.6)."
      )
    }
    if let delegate = presentation?.delegate {
      let name = (delegate as? UIResponder).map(label) ?? "\(type(of: delegate))"
      lines.append(
        "  its presentation controller's delegate is \(name) (held weakly, FIDELITY 2.6).")
    }
    let explainer = ResponderChainExplanation(style: self.style)
    for controller in [presented, presenter] {
      let hop = explainer.explain(controller)
      lines.append(
        "  responder chain: \(label(controller)).next is \(hop.next.map(label) ?? "nil"): \(hop.reason) (FIDELITY \(hop.rules.joined(separator: ", ")))."
      )
    }
    return lines
  }

  func delegateCalls() -> Section {
    let events = world.simulation.trace.events(in: [.delegate, .presentation, .warning])
    var lines = events.map { "  " + $0.description }
    if lines.isEmpty {
      lines = ["No delegate was asked anything, and nothing was presented or dismissed."]
    } else {
      lines.insert(
        "In order (FIDELITY 4.1–4.4: shouldDismiss only for a user's drag below the smallest detent, willDismiss only after it answered yes, didAttemptToDismiss after the finger lifts):",
        at: 0)
    }
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
