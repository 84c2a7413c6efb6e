// Exercise 23 — A menu item that stays disabled
//
// NotesViewController implements duplicate(_:) and archive(_:). The Edit menu sends both to the
// responder chain (nil target), so each item is enabled only when a responder on the chain from
// the first responder answers canPerformAction(_:withSender:) with true.
//
// While the user types in the search field, Duplicate stays grey. Fix canPerformAction so that
// Duplicate works, while Archive still needs a selection.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-23)
// Hint:   swift run responder-lab learn hint 23

import SimUIKit

final class NotesViewController: UIViewController {
  var hasSelection = false
  private(set) var duplicateCount = 0
  private(set) var archiveCount = 0

  func duplicate(_ sender: Any?) { duplicateCount += 1 }
  func archive(_ sender: Any?) { archiveCount += 1 }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [
      ActionMethod("duplicate:", NotesViewController.duplicate),
      ActionMethod("archive:", NotesViewController.archive),
    ]
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if action == Selector("archive:") { return hasSelection }
    // TODO: Duplicate stays grey. What does this line answer for duplicate:?
    return false
  }
}
