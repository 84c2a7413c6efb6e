// Exercise 16 — The probe that looks too early
//
// The second article places an empty UIViewRepresentable in the background of a sheet's content.
// The probe walks up `next` from its view to the sheet's controller and installs a delegate on
// that controller's presentationController. (`controllerUpTheChain` is exercise 1's walk.)
//
// The delegate never arrives. Make it arrive.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-16)
// Hint:   swift run responder-lab learn hint 16

import ResponderLabLearn
import SimSwiftUI

struct SheetDelegateProbe: UIViewRepresentable {
  let delegate: any UIAdaptivePresentationControllerDelegate

  func makeUIView(context: Context) -> UIView {
    UIView()
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    // TODO: where is uiView when this runs?
    uiView.controllerUpTheChain?.presentationController?.delegate = delegate
  }
}
