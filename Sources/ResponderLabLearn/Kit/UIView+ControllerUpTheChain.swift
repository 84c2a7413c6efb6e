public import SimUIKit

extension UIView {
  /// The first view controller up the responder chain from this view, as exercise 1 writes it.
  public var controllerUpTheChain: UIViewController? {
    var responder: UIResponder? = next
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}
