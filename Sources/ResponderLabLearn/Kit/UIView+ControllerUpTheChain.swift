public import SimUIKit

extension UIView {
  /// The first view controller up the responder chain from this view, as exercise 1 writes it.
  ///
  /// Each walk notes in the trace where it started, with the view's window and next at that moment
  /// and what it found, so that a check can show the learner when their walk ran.
  public var controllerUpTheChain: UIViewController? {
    var responder: UIResponder? = next
    var found: UIViewController?
    while let current = responder {
      if let controller = current as? UIViewController {
        found = controller
        break
      }
      responder = current.next
    }
    trace(
      .note,
      """
      controllerUpTheChain: window \(window.map { "\($0.objectName)" } ?? "nil"), \
      next \(next.map { "\($0.objectName)" } ?? "nil") → \(found.map { "\($0.objectName)" } ?? "nil")
      """)
    return found
  }
}
