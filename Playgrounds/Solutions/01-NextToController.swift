// Exercise 1 — reference solution.

import SimUIKit

func owningController(of view: UIView) -> UIViewController? {
  var responder: UIResponder? = view.next
  while let current = responder {
    if let controller = current as? UIViewController {
      return controller
    }
    responder = current.next
  }
  return nil
}
