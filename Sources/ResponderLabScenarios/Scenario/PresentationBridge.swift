import SimUIKit

/// The one place where scenarios and imports call SimUIKit's presentation API: present, dismiss,
/// styles, sheets, delegates, alerts and the user's drags on a sheet.
@MainActor
struct PresentationBridge {
  let world: LabWorld
  let file: String

  private func unavailable(_ what: String, at position: SourcePosition) -> InputError {
    InputError(
      file: file, position: position,
      expected: "\(what), which needs SimUIKit's presentation support",
      found: "a build without it",
      fix: "update to a build whose SimUIKit has present(_:animated:completion:), or remove this.")
  }

  func configure(_ controller: UIViewController, with spec: Scenario.Controller) throws(InputError)
  {
    if spec.presentationStyle != nil || spec.sheet != nil || spec.isModalInPresentation
      || spec.definesPresentationContext
    {
      throw unavailable("presentation settings", at: spec.id.position)
    }
  }

  func makeAlert(_ spec: Scenario.Controller) throws(InputError) -> UIViewController {
    throw unavailable("an alert controller", at: spec.id.position)
  }

  func present(
    _ presented: UIViewController, from presenter: UIViewController, animated: Bool,
    at position: SourcePosition
  ) throws(InputError) {
    throw unavailable("presenting", at: position)
  }

  func dismiss(_ controller: UIViewController?, animated: Bool, at position: SourcePosition)
    throws(InputError)
  {
    throw unavailable("dismissing", at: position)
  }

  func install(_ delegate: Scenario.Delegate, on controller: UIViewController) throws(InputError) {
    throw unavailable("a presentation-controller delegate", at: delegate.id.position)
  }

  func drag(_ action: Scenario.Step.Action, at position: SourcePosition) throws(InputError) {
    throw unavailable("dragging a sheet", at: position)
  }
}
