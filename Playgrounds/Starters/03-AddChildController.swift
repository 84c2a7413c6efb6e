// Exercise 3 — Add a child controller correctly
//
// A container shows another controller's view inside its own. UIKit wants to know: the controller
// tree and the view tree must agree, and the child must hear when it moved.
//
// Write embed(_:in:into:): make `child` a child of `parent`, put the child's view in `container`
// (a subview of the parent's view), and finish the move.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-03)
// Hint:   swift run responder-lab learn hint 3

import SimUIKit

func embed(_ child: UIViewController, in parent: UIViewController, into container: UIView) {
  // TODO: this shows the view, but the controller tree knows nothing of it.
  container.addSubview(child.view)
}
