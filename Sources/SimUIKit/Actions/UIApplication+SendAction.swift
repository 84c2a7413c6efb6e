// Sending actions with a target or to the responder chain (FIDELITY 11.8–11.10).

extension UIApplication {
  /// Sends `action` to `target`, or, when `target` is nil, to the first responder of the key window
  /// and up the chain until a responder handles it (FIDELITY 11.8). With no first responder the
  /// search starts at `sender` when it is a responder (FIDELITY 11.9, an assumption).
  ///
  /// - Returns: Whether a responder handled the action.
  @discardableResult
  public func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    if let target {
      guard let responder = target as? UIResponder else {
        simulation.warn(
          "ResponderLab cannot send \(action) to \(type(of: target)): only responders' listed action methods can be called."
        )
        return false
      }
      trace(.responder, "sendAction(\(action)) to \(responder.objectName)")
      responder.performAction(action, sender: sender)
      return true
    }
    let route = routeAction(action, from: sender)
    guard let start = route.start else {
      trace(
        .responder,
        "sendAction(\(action)) to nil: no first responder and no responder sender; not handled")
      return false
    }
    guard let found = route.search.target else {
      trace(
        .responder, "sendAction(\(action)) from \(start.objectName): no responder can perform it")
      return false
    }
    guard let responder = found as? UIResponder else {
      simulation.warn(
        "ResponderLab cannot call \(action) on \(type(of: found)), which is not a responder.")
      return false
    }
    trace(
      .responder, "sendAction(\(action)) from \(start.objectName) reaches \(responder.objectName)")
    responder.performAction(action, sender: sender)
    return true
  }

  /// Where a nil-targeted action would start and which responders it would meet.
  package func routeAction(_ action: Selector, from sender: Any?) -> (
    start: UIResponder?, search: ActionSearch
  ) {
    guard let start = actionSearchStart(sender: sender) else { return (nil, ActionSearch()) }
    return (start, ActionSearch.run(from: start, action: action, sender: sender))
  }

  /// The first responder of the key window, else the sender if it is a responder (FIDELITY 11.9).
  package func actionSearchStart(sender: Any?) -> UIResponder? {
    if let first = keyWindow?.storedFirstResponder { return first }
    switch simulation.assumptions.actionStartWithoutFirstResponder {
    case .sender: return sender as? UIResponder
    case .nowhere: return nil
    }
  }
}
