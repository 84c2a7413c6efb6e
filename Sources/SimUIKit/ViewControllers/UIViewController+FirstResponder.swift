// The first responder around presentations (FIDELITY 11.6) and key commands added to controllers
// (FIDELITY 11.15).

extension UIViewController {
  /// Adds a key command to the commands this controller contributes to the chain (FIDELITY 11.15).
  public func addKeyCommand(_ keyCommand: UIKeyCommand) {
    guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
    addedKeyCommands.append(keyCommand)
  }

  /// Removes a key command added with ``addKeyCommand(_:)``.
  public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
    addedKeyCommands.removeAll { $0 === keyCommand }
  }

  /// When this controller is about to be presented over a first responder of `window`, resigns it and
  /// keeps it to restore after the dismissal, as ``FidelityAssumptions/presenterFirstResponder``
  /// says (FIDELITY 11.6).
  package func preserveFirstResponder(of window: UIWindow) {
    guard simulation.assumptions.presenterFirstResponder == .resignAndRestore,
      let responder = window.storedFirstResponder
    else { return }
    responder.trace(.responder, "resigns: \(objectName) is presented over it (FIDELITY 11.6)")
    if responder.resignFirstResponder() { preservedFirstResponder = responder }
  }

  /// After the dismissal, the preserved responder becomes first responder again if it is still in a
  /// window (FIDELITY 11.6).
  package func restorePreservedFirstResponder() {
    guard let responder = preservedFirstResponder else { return }
    preservedFirstResponder = nil
    guard responder.firstResponderWindow != nil else { return }
    responder.trace(.responder, "restored after \(objectName)'s dismissal (FIDELITY 11.6)")
    responder.becomeFirstResponder()
  }
}
