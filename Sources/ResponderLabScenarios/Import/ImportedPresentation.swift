import SimUIKit

/// Re-creates a presentation read from a `_printHierarchy` dump (FIDELITY 10.2), choosing the
/// presentation style from the printed presentation controller's class (FIDELITY 2.3).
@MainActor
enum ImportedPresentation {
  /// The style whose presentation controller has the printed class.
  static func style(forPresentationClass name: String?) -> UIModalPresentationStyle {
    switch name {
    case "_UIFullscreenPresentationController": .fullScreen
    case "_UIOverFullscreenPresentationController": .overFullScreen
    case "_UIFormSheetPresentationController": .formSheet
    case "_UICurrentContextPresentationController": .currentContext
    case "_UIAlertControllerPresentationController": .custom
    default: .pageSheet
    }
  }

  /// Presents `pending` without animation; UIKit's refusal, if any, becomes a note of the world.
  static func present(_ pending: PendingPresentation, in world: LabWorld) {
    let presented = pending.presented
    if !(presented is UIAlertController) {
      presented.modalPresentationStyle = Self.style(forPresentationClass: pending.presentationClass)
    }
    let warnings = world.simulation.trace.events(in: [.warning]).count
    pending.presenter.present(presented, animated: false, completion: nil)
    world.simulation.mainQueue.runUntilIdle()
    if let address = pending.presentationAddress {
      presented.presentationControllerForDump?.showAt(address: address)
    }
    if let printed = pending.presentationClass, printed != "UIPresentationController",
      let made = presented.presentationControllerForDump, made.className != printed,
      !(presented is UIAlertController)
    {
      world.notes.append(
        "line \(pending.line): the simulator has no \(printed); the presentation is rebuilt as \(made.className) (its chain is the same, FIDELITY 1.4 step 2; its layout is not) and shown under the dump's class."
      )
      made.showAs(className: printed)
    }
    let newWarnings = world.simulation.trace.events(in: [.warning]).dropFirst(warnings)
    for warning in newWarnings {
      world.notes.append(
        "line \(pending.line): UIKit would refuse this presentation: \(warning.message)")
    }
  }
}
