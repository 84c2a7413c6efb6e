// Exercise 4 — Milestone: a child controller inside a sheet, found from its label
//
// Part 1 together. A sheet's controller shows a summary controller in a container view, and
// labels inside the summary and beside it need their owning controller.
//
// Write embedSummary(_:in:into:) so that the summary becomes a real child of the sheet's
// controller, and controllerOwning(_:) so that a label anywhere in the summary finds the summary,
// while a label in the sheet's own view finds the sheet.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-04)
// Hint:   swift run responder-lab learn hint 4

import SimUIKit

func embedSummary(_ child: UIViewController, in parent: UIViewController, into container: UIView) {
  // TODO: make child a real child of parent, its view in the container.
  container.addSubview(child.view)
}

func controllerOwning(_ view: UIView) -> UIViewController? {
  // TODO: this works one level deep only.
  view.superview?.next as? UIViewController
}
