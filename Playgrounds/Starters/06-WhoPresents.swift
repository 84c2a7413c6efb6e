// Exercise 6 — Find out who really presents
//
// The window's root is a UITabBarController. Its first tab is a UINavigationController whose root
// is `list`. The controller you call present on is not always the one that presents.
//
// Write showDetailsOverTab(_:from:tab:) so that `details` covers only the tab, with the tab bar
// still showing: `tab` must be the presenting controller.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-06)
// Hint:   swift run responder-lab learn hint 6

import SimUIKit

func showDetailsOverTab(
  _ details: UIViewController, from list: UIViewController, tab: UINavigationController
) {
  // TODO: who presents details when list asks? Make it the tab.
  list.present(details, animated: false)
}
