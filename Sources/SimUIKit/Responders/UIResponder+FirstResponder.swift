// How a responder becomes and stops being its window's first responder (FIDELITY 11.1–11.5).
//
// UIKit asks the responder's window, found along `next`, who its first responder is; the window keeps
// it. Every change is traced in the `responder` category with its cause.

extension UIResponder {
  /// The window whose chain this responder is on: itself for a window, else the first window up
  /// `next`, or nil for a responder in no window (FIDELITY 11.1, 11.3).
  package var firstResponderWindow: UIWindow? {
    if let window = self as? UIWindow { return window }
    if let view = self as? UIView { return view.window }
    var responder = next
    var steps = 0
    while let current = responder, steps < 10_000 {
      if let window = current as? UIWindow { return window }
      if let view = current as? UIView { return view.window }
      responder = current.next
      steps += 1
    }
    return nil
  }

  package func attemptToBecomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else {
      trace(.responder, "becomeFirstResponder() -> false: canBecomeFirstResponder is false")
      return false
    }
    guard let window = firstResponderWindow else {
      trace(.responder, "becomeFirstResponder() -> false: not in a window's responder chain")
      return false
    }
    if let current = window.storedFirstResponder {
      if current.firstResponderWindow !== window {
        // FIDELITY 11.5: a first responder that refused to resign when it left the window is
        // cleared the next time another responder becomes first.
        window.storedFirstResponder = nil
        current.trace(
          .responder, "no longer first responder of \(window.objectName): left the window")
      } else {
        window.isChangingFirstResponder = true
        let resigned = current.resignFirstResponder()
        window.isChangingFirstResponder = false
        guard resigned else {
          trace(
            .responder,
            "becomeFirstResponder() -> false: \(current.objectName) refused to resign")
          return false
        }
      }
    }
    let previous = window.storedFirstResponder
    window.storedFirstResponder = self
    trace(.responder, "becomeFirstResponder() -> true: first responder of \(window.objectName)")
    window.firstResponderDidChange(from: previous)
    return true
  }

  package func attemptToResignFirstResponder() -> Bool {
    guard let window = firstResponderWindow, window.storedFirstResponder === self else {
      trace(.responder, "resignFirstResponder() -> false: not first responder")
      return false
    }
    guard canResignFirstResponder else {
      trace(.responder, "resignFirstResponder() -> false: canResignFirstResponder is false")
      return false
    }
    window.storedFirstResponder = nil
    trace(.responder, "resignFirstResponder() -> true")
    if !window.isChangingFirstResponder, let heir = nextFirstResponder(in: window) {
      window.storedFirstResponder = heir
      heir.trace(
        .responder, "becomes first responder of \(window.objectName): next after \(objectName)")
    }
    window.firstResponderDidChange(from: self)
    return true
  }

  /// The first responder up the chain that can become first responder, skipping what is leaving the
  /// window (FIDELITY 11.4).
  private func nextFirstResponder(in window: UIWindow) -> UIResponder? {
    var responder = next
    var steps = 0
    while let current = responder, steps < 10_000 {
      if current.canBecomeFirstResponder, !window.isLeaving(current),
        current.firstResponderWindow === window
      {
        return current
      }
      responder = current.next
      steps += 1
    }
    return nil
  }
}

extension UIWindow {
  /// Whether `responder` lies in the subtree that is being removed from this window.
  fileprivate func isLeaving(_ responder: UIResponder) -> Bool {
    guard let departing = departingSubtree else { return false }
    let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
    return view?.isDescendant(of: departing) ?? false
  }

  /// Resigns the first responder when it lies inside `subtree`, which is leaving this window
  /// (FIDELITY 11.5, 11.6). A refusal is logged with UIKit's words and leaves the status where it is
  /// until another responder becomes first.
  package func resignFirstResponder(leavingWith subtree: UIView) {
    guard let responder = storedFirstResponder, responderLies(responder, inside: subtree) else {
      return
    }
    responder.trace(.responder, "leaves \(objectName) inside \(subtree.objectName)")
    if !resignFirstResponder(responder, handingOverOutside: subtree) {
      simulation.warn(
        "First responder warning: '\(responder.className)' rejected resignFirstResponder when being removed from hierarchy"
      )
    }
  }

  /// The first responder when it lies inside `subtree`.
  package func firstResponder(inside subtree: UIView) -> UIResponder? {
    guard let responder = storedFirstResponder, responderLies(responder, inside: subtree) else {
      return nil
    }
    return responder
  }

  /// Asks `responder` to resign; the status is handed over (FIDELITY 11.4) to a responder outside
  /// `subtree` only. Returns whether it resigned.
  package func resignFirstResponder(
    _ responder: UIResponder, handingOverOutside subtree: UIView
  ) -> Bool {
    departingSubtree = subtree
    defer { departingSubtree = nil }
    return responder.resignFirstResponder()
  }

  private func responderLies(_ responder: UIResponder, inside subtree: UIView) -> Bool {
    if let view = responder as? UIView { return view.isDescendant(of: subtree) }
    if let controller = responder as? UIViewController, let view = controller.viewIfLoaded {
      return view.isDescendant(of: subtree)
    }
    return false
  }
}
