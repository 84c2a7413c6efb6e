// Exercise 22 — Milestone: a probe that installs a guard and keeps SwiftUI informed
//
// Part 3 together. GuardProbe sits in the background of a sheet's content, like the second
// article's probe. It installs a SheetGuard as the delegate of the sheet's presentation controller,
// replacing SwiftUI's own delegate. The guard refuses swipes while `blocks` is true; otherwise it
// lets SwiftUI carry on, so that after a swipe the sheet's binding is false again (the simulator
// assumes, UNCONFIRMED, FIDELITY 5.4, that SwiftUI hears of a swipe only through its delegate).
//
// As written, the guard never arrives. Make it arrive, stay alive and keep SwiftUI informed.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-22)
// Hint:   swift run responder-lab learn hint 22

import ResponderLabLearn
import SimSwiftUI

final class SheetGuard: UIAdaptivePresentationControllerDelegate {
  var blocks = false

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    !blocks
  }
}

struct GuardProbe: UIViewRepresentable {
  let blocks: Bool

  func makeUIView(context: Context) -> UIView {
    UIView()
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    // TODO: when does this walk work, who keeps the guard, and who tells SwiftUI?
    let sheetGuard = SheetGuard()
    sheetGuard.blocks = blocks
    uiView.controllerUpTheChain?.presentationController?.delegate = sheetGuard
  }
}
