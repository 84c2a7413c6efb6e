// Exercise 2 — Predict the chain of a view in a navigation stack
//
// A window's root is a UINavigationController whose only child is a UIViewController. A UILabel
// sits in the child's root view. Textbooks say the chain goes label → view → controller →
// navigation controller → window → application → app delegate. Run it and see.
//
// Write the class names of the label's responder chain, from the label to the app delegate
// (whose class is AppDelegate), in order.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-02)
// Hint:   swift run responder-lab learn hint 2

let predictedNavigationChain: [String] = [
  // TODO: correct and complete the textbook's chain.
  "UILabel",
  "UIView",
  "UIViewController",
  "UINavigationController",
  "UIWindow",
  "UIApplication",
  "AppDelegate",
]
