// Exercise 4 — reference solution.

import SimUIKit

func embedSummary(_ child: UIViewController, in parent: UIViewController, into container: UIView) {
  parent.addChild(child)
  child.view.frame = container.bounds
  container.addSubview(child.view)
  child.didMove(toParent: parent)
}

func controllerOwning(_ view: UIView) -> UIViewController? {
  var responder: UIResponder? = view.next
  while let current = responder {
    if let controller = current as? UIViewController { return controller }
    responder = current.next
  }
  return nil
}
