// The first responder when a navigation controller pushes or pops (FIDELITY 11.21).

extension UINavigationController {
  /// Moves the first responder as a push or pop starts, once the incoming view is in the wrapper.
  ///
  /// When nothing is presented, UIKit first asks the incoming controller to become first responder;
  /// if it does not, the first responder inside the outgoing controller resigns, kept so that it
  /// can take the status again when its controller is back on top (FIDELITY 11.21; the return is
  /// ``FidelityAssumptions/navigationRestoresFirstResponder``).
  package func moveFirstResponder(from outgoing: UIViewController?, to incoming: UIViewController) {
    guard presentedViewController == nil, let window = viewIfLoaded?.window else { return }
    let outgoingView = outgoing?.viewIfLoaded
    let leaving = outgoingView.flatMap { window.firstResponder(inside: $0) }
    if incoming.canBecomeFirstResponder, incoming.becomeFirstResponder() {
      incoming.trace(.responder, "first responder as it comes on top of \(objectName)")
    } else if restorePreservedFirstResponder(of: incoming) {
      // The incoming controller's own first responder is back.
    } else if let leaving, let outgoing, let outgoingView {
      leaving.trace(
        .responder, "resigns: \(outgoing.objectName) leaves the top of \(objectName)")
      _ = window.resignFirstResponder(leaving, handingOverOutside: outgoingView)
    }
    if let leaving, !leaving.isFirstResponder {
      outgoing?.navigationPreservedFirstResponder = leaving
    }
  }

  /// Makes the responder `controller` lost when it left the top first responder again, if it is
  /// still inside the controller's view and the assumption allows it.
  private func restorePreservedFirstResponder(of controller: UIViewController) -> Bool {
    guard let responder = controller.navigationPreservedFirstResponder else { return false }
    controller.navigationPreservedFirstResponder = nil
    guard simulation.assumptions.navigationRestoresFirstResponder,
      let view = controller.viewIfLoaded, let window = view.window,
      responder.firstResponderWindow === window, isInside(responder, view)
    else { return false }
    responder.trace(
      .responder, "restored: \(controller.objectName) is back on top of \(objectName)")
    return responder.becomeFirstResponder()
  }

  private func isInside(_ responder: UIResponder, _ view: UIView) -> Bool {
    if let responderView = responder as? UIView { return responderView.isDescendant(of: view) }
    if let controller = responder as? UIViewController, let own = controller.viewIfLoaded {
      return own.isDescendant(of: view)
    }
    return false
  }
}
