import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// The properties the explorer lists for a selected object, as `[[name, value], …]`.
@MainActor
struct ExplorerProperties {
  let world: LabWorld

  func json(of object: UIResponder) -> JSONOutput {
    .array(pairs(of: object).map { .array([.string($0.0), .string($0.1)]) })
  }

  func pairs(of object: UIResponder) -> [(String, String)] {
    var pairs: [(String, String)] = [("class", object.className)]
    if let id = world.id(of: object) { pairs.append(("id", id)) }
    if object === world.simulation.currentFirstResponder {
      pairs.append(("first responder", "yes (FIDELITY 11.1)"))
    }
    switch object {
    case let view as UIView:
      pairs += properties(of: view)
    case let controller as UIViewController:
      pairs += properties(of: controller)
    default:
      break
    }
    return pairs
  }

  private func properties(of view: UIView) -> [(String, String)] {
    var pairs: [(String, String)] = [
      ("frame", ViewTreeDump.format(view.frame)),
      ("frame in window", ViewTreeDump.format(view.frameInWindow)),
    ]
    if view.isHidden { pairs.append(("isHidden", "true")) }
    if view.alpha != 1 { pairs.append(("alpha", Double(view.alpha).formatted())) }
    pairs.append(("isUserInteractionEnabled", "\(view.isUserInteractionEnabled)"))
    if view.clipsToBounds { pairs.append(("clipsToBounds", "true")) }
    if let color = view.backgroundColor { pairs.append(("backgroundColor", color.description)) }
    if let label = view as? UILabel, let text = label.text { pairs.append(("text", text)) }
    if let button = view as? UIButton, let title = button.currentTitle {
      pairs.append(("title", title))
    }
    if let field = view as? UITextField {
      pairs.append(("text", field.text ?? ""))
      if let placeholder = field.placeholder { pairs.append(("placeholder", placeholder)) }
    }
    if let control = view as? UIControl, !control.isEnabled { pairs.append(("isEnabled", "false")) }
    if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
      pairs.append(("view of", controller.objectName.description))
    }
    if let superview = view.superview {
      pairs.append(("superview", superview.objectName.description))
    }
    return pairs + layout(of: view)
  }

  /// What Auto Layout says of the view: its constraints along each axis, as
  /// `constraintsAffectingLayout(for:)` gives them and the console prints them, and whether they
  /// leave it ambiguous (FIDELITY 21.3, 21.4).
  private func layout(of view: UIView) -> [(String, String)] {
    var pairs: [(String, String)] = []
    if !view.translatesAutoresizingMaskIntoConstraints {
      pairs.append(("translatesAutoresizingMaskIntoConstraints", "false"))
    }
    let size = view.intrinsicContentSize
    if size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric {
      func metric(_ value: CGFloat) -> String {
        value == UIView.noIntrinsicMetric ? "none" : Double(value).formatted()
      }
      pairs.append(("intrinsicContentSize", "\(metric(size.width)) × \(metric(size.height))"))
    }
    for (axis, name) in [
      (NSLayoutConstraint.Axis.horizontal, "horizontal"), (.vertical, "vertical"),
    ] {
      let constraints = view.constraintsAffectingLayout(for: axis)
      guard !constraints.isEmpty else { continue }
      pairs.append(
        (
          "constraints, \(name)",
          constraints.map { $0.uikitDescription(withAddresses: false) }.joined(separator: "\n")
        ))
    }
    if view.hasAmbiguousLayout {
      pairs.append(
        (
          "hasAmbiguousLayout",
          "true: its constraints leave its frame undetermined (FIDELITY 21.3); dump --format autolayout marks it"
        ))
    }
    return pairs
  }

  private func properties(of controller: UIViewController) -> [(String, String)] {
    var pairs: [(String, String)] = [("appearance", controller.appearanceStateName)]
    if let title = controller.title { pairs.append(("title", title)) }
    if let view = controller.viewIfLoaded { pairs.append(("view", view.objectName.description)) }
    if let parent = controller.parent { pairs.append(("parent", parent.objectName.description)) }
    if let presenting = controller.presentingViewController, controller.parent == nil {
      pairs.append(("presentingViewController", presenting.objectName.description))
      pairs.append(("modalPresentationStyle", "\(controller.modalPresentationStyle)"))
    }
    if let presented = controller.presentedControllerForDump {
      pairs.append(("presentedViewController", presented.objectName.description))
    }
    if let sheet = controller.storedSheetPresentationController,
      controller.presentingViewController != nil
    {
      pairs.append(("detent", sheet.currentDetentIdentifier.map { "\($0)" } ?? "none"))
      if let delegate = sheet.delegate {
        pairs.append(("presentationController.delegate", String(describing: type(of: delegate))))
      }
    }
    if controller.isModalInPresentation { pairs.append(("isModalInPresentation", "true")) }
    return pairs
  }
}
