import ResponderLabLearn
import SimSwiftUI

/// The article's fix: wait one turn of the main queue, when the view is in the sheet's window.
struct PatientProbe: UIViewRepresentable {
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
