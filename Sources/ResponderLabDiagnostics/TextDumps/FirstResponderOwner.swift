package import SimUIKit

/// Which controller owns a window's first responder, for the marks dumps and pictures make
/// (FIDELITY 11.1).
@MainActor
package enum FirstResponderOwner {
  /// The controller that owns `responder`: the responder itself when it is a controller, else the
  /// first controller up `next`.
  package static func controller(owning responder: UIResponder) -> UIViewController? {
    var current: UIResponder? = responder
    var steps = 0
    while let candidate = current, steps < 10_000 {
      if let controller = candidate as? UIViewController { return controller }
      current = candidate.next
      steps += 1
    }
    return nil
  }

  /// The first responder of `controller`'s window when `controller` owns it, else nil.
  package static func firstResponder(ownedBy controller: UIViewController) -> UIResponder? {
    guard let window = controller.viewIfLoaded?.window,
      let responder = window.storedFirstResponder,
      self.controller(owning: responder) === controller
    else { return nil }
    return responder
  }
}
