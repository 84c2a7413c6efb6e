// Exercise 6 — reference solution.

import SimUIKit

func showDetailsOverTab(
  _ details: UIViewController, from list: UIViewController, tab: UINavigationController
) {
  tab.definesPresentationContext = true
  details.modalPresentationStyle = .currentContext
  list.present(details, animated: false)
}
