// Exercise 18 — Replace SwiftUI's delegate without breaking it
//
// A SwiftUI sheet's presentation controller already has a delegate: SwiftUI's own. The check
// replaces it with ForwardingGuard(replacing: swiftUIDelegate), like the popular workarounds do.
// In this exercise the simulator assumes (UNCONFIRMED, FIDELITY 5.4) that SwiftUI learns of a
// swipe only through that delegate.
//
// Make ForwardingGuard refuse swipes while `blocks` is true, and otherwise let SwiftUI carry on:
// after a swipe the sheet's binding must be false again, so that the sheet can open again.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-18)
// Hint:   swift run responder-lab learn hint 18

import SimUIKit

final class ForwardingGuard: UIAdaptivePresentationControllerDelegate {
  var blocks = false

  init(replacing original: (any UIAdaptivePresentationControllerDelegate)?) {
    // TODO: the original delegate has work to do.
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    !blocks
  }
}
