import SimUIKit

extension UIView {
  /// The first view controller up the responder chain from this view, not counting the view.
  var owningController: UIViewController? {
    var responder = next
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}
