// Exercise 16 — reference solution.

import ResponderLabLearn
import SimSwiftUI

struct SheetDelegateProbe: UIViewRepresentable {
  let delegate: any UIAdaptivePresentationControllerDelegate

  func makeUIView(context: Context) -> UIView {
    UIView()
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    DispatchQueue.main.async {
      uiView.controllerUpTheChain?.presentationController?.delegate = delegate
    }
  }
}
