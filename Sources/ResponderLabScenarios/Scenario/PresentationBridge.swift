import Foundation
import ResponderLabDevice
import SimUIKit

/// The one place where scenarios call SimUIKit's presentation API and the simulated hand: present,
/// dismiss, styles, sheets, delegates, alerts and the user's drags on a sheet.
@MainActor
struct PresentationBridge {
  let world: LabWorld
  let file: String

  private func error(at position: SourcePosition, expected: String, found: String, fix: String)
    -> InputError
  {
    InputError(file: file, position: position, expected: expected, found: found, fix: fix)
  }

  /// `modalPresentationStyle` by its Swift name.
  static func style(named name: String) -> UIModalPresentationStyle? {
    switch name {
    case "automatic": .automatic
    case "pageSheet": .pageSheet
    case "formSheet": .formSheet
    case "fullScreen": .fullScreen
    case "overFullScreen": .overFullScreen
    case "currentContext": .currentContext
    case "overCurrentContext": .overCurrentContext
    case "popover": .popover
    default: nil
    }
  }

  static func detent(_ name: String) -> UISheetPresentationController.Detent {
    switch name {
    case "medium": .medium()
    case "large": .large()
    default:
      .custom(identifier: UISheetPresentationController.Detent.Identifier(name)) { _ in
        CGFloat(Double(name) ?? 0)
      }
    }
  }

  static func identifier(_ name: String) -> UISheetPresentationController.Detent.Identifier {
    switch name {
    case "medium": .medium
    case "large": .large
    default: UISheetPresentationController.Detent.Identifier(name)
    }
  }

  /// Applies the style, flags and sheet settings, the style first (FIDELITY 2.1).
  func configure(_ controller: UIViewController, with spec: Scenario.Controller) throws(InputError)
  {
    if let name = spec.presentationStyle, let style = Self.style(named: name) {
      controller.modalPresentationStyle = style
    }
    controller.isModalInPresentation = spec.isModalInPresentation
    controller.definesPresentationContext = spec.definesPresentationContext
    guard let sheetSpec = spec.sheet else { return }
    guard let sheet = controller.sheetPresentationController else {
      throw error(
        at: spec.id.position, expected: "a page or form sheet style for \"sheet\" settings",
        found: "\"\(spec.presentationStyle ?? "automatic")\", which has no sheet controller",
        fix: "set \"presentationStyle\": \"pageSheet\" (FIDELITY 2.2).")
    }
    sheet.detents = sheetSpec.detents.map(Self.detent)
    sheet.selectedDetentIdentifier = sheetSpec.selectedDetent.map(Self.identifier)
    sheet.largestUndimmedDetentIdentifier = sheetSpec.largestUndimmedDetent.map(Self.identifier)
    sheet.prefersGrabberVisible = sheetSpec.prefersGrabberVisible
  }

  func makeAlert(_ spec: Scenario.Controller) throws(InputError) -> UIViewController {
    let alert = UIAlertController(
      title: spec.title, message: spec.alert?.message, preferredStyle: .alert)
    for action in spec.alert?.actions ?? [] {
      let style: UIAlertAction.Style =
        switch action.style {
        case "cancel": .cancel
        case "destructive": .destructive
        default: .default
        }
      alert.addAction(UIAlertAction(title: action.title, style: style))
    }
    return alert
  }

  func present(
    _ presented: UIViewController, from presenter: UIViewController, animated: Bool,
    at position: SourcePosition
  ) throws(InputError) {
    if presented.presentingViewController != nil {
      throw error(
        at: position, expected: "a controller that is not presented yet",
        found: "\(label(presented)), already presented",
        fix: "dismiss it first, or present another controller.")
    }
    presenter.present(presented, animated: animated, completion: nil)
  }

  func dismiss(_ controller: UIViewController?, animated: Bool, at position: SourcePosition)
    throws(InputError)
  {
    if let controller {
      guard controller.presentedViewController != nil || controller.presentingViewController != nil
      else {
        throw error(
          at: position, expected: "a controller that presents or is presented",
          found: "\(label(controller)), which neither presents nor is presented",
          fix: "present something first, or remove this dismiss.")
      }
      controller.dismiss(animated: animated, completion: nil)
      return
    }
    guard let top = world.device.topViewController, top.presentingViewController != nil else {
      throw error(
        at: position, expected: "something presented to dismiss", found: "nothing presented",
        fix: "present a controller first, or remove this dismiss.")
    }
    top.dismiss(animated: animated, completion: nil)
  }

  func install(_ spec: Scenario.Delegate, on controller: UIViewController) throws(InputError) {
    let delegate: any UIResponder & UIAdaptivePresentationControllerDelegate =
      spec.shouldDismiss.map { AnsweringDelegate(shouldDismiss: $0) } ?? ListeningDelegate()
    if let className = spec.className { delegate.showAs(className: className) }
    world.register(delegate, id: spec.id.id)
    world.retained.append(delegate)
    if spec.role == "sheetPresentationController" {
      guard let sheet = controller.sheetPresentationController else {
        throw error(
          at: spec.of.position, expected: "a controller with a sheet presentation controller",
          found: "\"\(spec.of.id)\", whose style is not a sheet",
          fix: "give it \"presentationStyle\": \"pageSheet\" (FIDELITY 2.2).")
      }
      sheet.delegate = delegate
    } else {
      controller.presentationController?.delegate = delegate
    }
  }

  /// The user's finger on the top sheet (FIDELITY 4.2–4.4, 6.8).
  func drag(_ action: Scenario.Step.Action, at position: SourcePosition) throws(InputError) {
    let hand = world.device.hand
    do throws(HandError) {
      switch action {
      case .swipeDown(let distance):
        if world.dragTranslation == nil {
          try hand.beginDrag()
          world.dragTranslation = 0
        }
        try move(by: CGFloat(distance))
      case .dragBack(let distance):
        guard world.dragTranslation != nil else { throw HandError.noDragInProgress }
        try move(by: -CGFloat(distance))
      case .release:
        guard world.dragTranslation != nil else { throw HandError.noDragInProgress }
        world.dragTranslation = nil
        try hand.release()
      case .dragToDetent(let name):
        if world.dragTranslation != nil {
          world.dragTranslation = nil
          try hand.release()
        }
        try hand.dragSheet(toDetent: Self.identifier(name))
      default:
        return
      }
    } catch {
      let (found, fix) = Self.split(error)
      throw self.error(
        at: position, expected: "a gesture the screen allows", found: found, fix: fix)
    }
  }

  /// The hand's refusal as what was found and how to fix it: its message says "… To fix, …".
  static func split(_ error: HandError) -> (found: String, fix: String) {
    let message = error.description
    guard let range = message.range(of: " To fix, ") else {
      return (message, "change the step, or the steps before it.")
    }
    var found = String(message[..<range.lowerBound])
    if found.hasSuffix(".") { found.removeLast() }
    return ("a refusal: " + found, String(message[range.upperBound...]))
  }

  /// Moves the finger in 10-point steps, as a real drag reports many small moves.
  private func move(by distance: CGFloat) throws(HandError) {
    let start = world.dragTranslation ?? 0
    let steps = max(1, Int((abs(distance) / 10).rounded(.up)))
    for index in 1...steps {
      let translation = start + distance * CGFloat(index) / CGFloat(steps)
      try world.device.hand.moveDrag(to: translation)
    }
    world.dragTranslation = start + distance
  }

  private func label(_ controller: UIViewController) -> String {
    world.id(of: controller).map { "\"\($0)\"" } ?? controller.objectName.description
  }
}
