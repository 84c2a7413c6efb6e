// Exercise 22 — reference solution.

import ResponderLabLearn
import SimSwiftUI

final class SheetGuard: UIAdaptivePresentationControllerDelegate {
  var blocks = false
  weak var original: (any UIAdaptivePresentationControllerDelegate)?

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    !blocks && (original?.presentationControllerShouldDismiss(presentationController) ?? true)
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    original?.presentationControllerWillDismiss(presentationController)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    original?.presentationControllerDidDismiss(presentationController)
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    original?.presentationControllerDidAttemptToDismiss(presentationController)
  }
}

struct GuardProbe: UIViewRepresentable {
  let blocks: Bool

  func makeCoordinator() -> SheetGuard {
    SheetGuard()
  }

  func makeUIView(context: Context) -> UIView {
    UIView()
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    let sheetGuard = context.coordinator
    sheetGuard.blocks = blocks
    DispatchQueue.main.async {
      guard let presentation = uiView.controllerUpTheChain?.presentationController,
        presentation.delegate !== sheetGuard
      else { return }
      sheetGuard.original = presentation.delegate
      presentation.delegate = sheetGuard
    }
  }
}
