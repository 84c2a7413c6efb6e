public import SimUIKit

/// Every presentation in a controller tree: who presents what, why that controller, and what
/// follows from it (FIDELITY 3, 4, 6, 8); and the delegate and presentation events of a trace in
/// order.
@MainActor
public struct PresentationExplanation {
  /// How objects are named in responder-chain reasons.
  public var style: DumpStyle
  /// Names an object in the text, such as `UIViewController#2 (editor)`.
  public var label: (UIResponder) -> String

  /// Creates an explainer that names objects with `label`.
  public init(style: DumpStyle = .stable, label: @escaping (UIResponder) -> String) {
    self.style = style
    self.label = label
  }

  /// A paragraph per presentation under `root`, parents before children; `trace` says which
  /// controller each `present` was called on.
  public func presentations(from root: UIViewController?, trace: Trace) -> [String] {
    var lines: [String] = []
    var controllers: [UIViewController] = root.map { [$0] } ?? []
    while let controller = controllers.popLast() {
      controllers.append(contentsOf: controller.children.reversed())
      guard let presented = controller.presentedControllerForDump else { continue }
      controllers.append(presented)
      lines += explain(presented, presentedBy: controller, trace: trace)
    }
    return lines
  }

  /// Who presents `presented`, why that controller, and what follows from it.
  public func explain(
    _ presented: UIViewController, presentedBy presenter: UIViewController, trace: Trace
  ) -> [String] {
    let style = presented.modalPresentationStyle
    let presentation = presented.presentationControllerForDump
    var lines = [
      "\(label(presenter)) presents \(label(presented)) (modalPresentationStyle .\(style)\(presentation.map { ", \($0.className)" } ?? "")):"
    ]
    // Who was asked: the trace names the receiver of present(_:animated:completion:).
    let asked = trace.events.last {
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

  /// The delegate, presentation and warning events of `trace` in order, under a line that says
  /// when UIKit asks what; or one line saying nothing was asked.
  public func events(in trace: Trace) -> [String] {
    let events = trace.events(in: [.delegate, .presentation, .warning])
    guard !events.isEmpty else {
      return ["No delegate was asked anything, and nothing was presented or dismissed."]
    }
    return [
      "In order (FIDELITY 4.1–4.4: shouldDismiss only for a user's drag below the smallest detent, willDismiss only after it answered yes, didAttemptToDismiss after the finger lifts):"
    ] + events.map { "  " + $0.description }
  }
}
