// Exercise 5 — Predict who receives present
//
// A UITabBarController is the window's root; its first tab is a UINavigationController whose
// root is `list`. The check makes three calls, in this order:
//   1. list.present(details)              (list sits in the tab's navigation controller)
//   2. details.present(picker)            (details is on screen, presented by call 1)
//   3. tab.present(settings)              (once both are dismissed; tab is the navigation
//                                         controller)
//
// For each call, write the class of the controller that really presents, that is the presented
// controller's presentingViewController. Then run the check and compare.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-05)
// Hint:   swift run responder-lab learn hint 5

let predictedPresenters: [String] = [
  // TODO: the receiver presents, says the textbook. Does it?
  "UIViewController",  // 1. list.present(details)
  "UIViewController",  // 2. details.present(picker)
  "UINavigationController",  // 3. tab.present(settings)
]
