// Exercise 3 — reference solution.

import SimUIKit

func embed(_ child: UIViewController, in parent: UIViewController, into container: UIView) {
  parent.addChild(child)
  child.view.frame = container.bounds
  container.addSubview(child.view)
  child.didMove(toParent: parent)
}
