// Exercise 10 — reference solution.

import SimUIKit

func showSecondSheet(_ second: UIViewController, root: UIViewController, first: UIViewController) {
  first.present(second, animated: true)
}

func closeTopSheet(first: UIViewController, second: UIViewController) {
  first.dismiss(animated: true)
}

func closeBothSheets(root: UIViewController, first: UIViewController, second: UIViewController) {
  root.dismiss(animated: true)
}
