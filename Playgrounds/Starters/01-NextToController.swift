// Exercise 1 — Walk next from a view to its controller
//
// Every UIResponder has a `next`. A view's next is its superview, except for a controller's root
// view, whose next is that controller (FIDELITY 1.2). Write owningController(of:): the first
// UIViewController found by following next from the view.
//
// The check tries a label two views deep in a controller's view, a label in a navigation
// controller's child, a label in a sheet, and a view in no controller at all.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-01)
// Hint:   swift run responder-lab learn hint 1

import SimUIKit

func owningController(of view: UIView) -> UIViewController? {
  // TODO: follow `next` from the view until a UIViewController turns up, or return nil.
  // This shortcut only works for a view placed directly in a controller's root view.
  return view.superview?.next as? UIViewController
}
