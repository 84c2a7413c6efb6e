// Exercise 10 — Stack two sheets and dismiss from the middle
//
// `root` presents `first` as a sheet. Now:
//   showSecondSheet(_:root:first:)    shows `second` on top of `first`;
//   closeTopSheet(first:second:)      closes `second` only, leaving `first`;
//   closeBothSheets(root:first:second:) closes both.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-10)
// Hint:   swift run responder-lab learn hint 10

import SimUIKit

func showSecondSheet(_ second: UIViewController, root: UIViewController, first: UIViewController) {
  // TODO: root is busy presenting first.
  root.present(second, animated: true)
}

func closeTopSheet(first: UIViewController, second: UIViewController) {
  // TODO: close second only.
}

func closeBothSheets(root: UIViewController, first: UIViewController, second: UIViewController) {
  // TODO: this closes less than you might think.
  first.dismiss(animated: true)
}
