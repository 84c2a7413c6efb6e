import SimSwiftUI

// A SwiftUI sheet that refuses a swipe and hears about the attempt, the way the popular
// `interactiveDismissDisabled(_:onAttemptToDismiss:)` helper does it: an empty UIKit view in the
// background hops to the next turn of the main queue (when it is in the window), walks `next` up to
// the first view controller and makes a coordinator that controller's presentation delegate.

struct AttemptToDismissProbe: UIViewRepresentable {
  var onAttempt: () -> Void

  func makeCoordinator() -> Coordinator {
    Coordinator(onAttempt: onAttempt)
  }

  func makeUIView(context: Context) -> UIView {
    UIView()
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    DispatchQueue.main.async {
      var responder: UIResponder? = uiView
      while let current = responder, !(current is UIViewController) {
        responder = current.next
      }
      (responder as? UIViewController)?.presentationController?.delegate = context.coordinator
    }
  }

  final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
    let onAttempt: () -> Void

    init(onAttempt: @escaping () -> Void) {
      self.onAttempt = onAttempt
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      onAttempt()
    }
  }
}

struct SurveySheet: View {
  @Binding var attempts: Int

  var body: some View {
    VStack {
      Text("Answer every question")
    }
    .interactiveDismissDisabled()
    .background(AttemptToDismissProbe(onAttempt: { attempts += 1 }))
  }
}

struct SurveyLauncher: View {
  @State private var showingSurvey = false
  @State private var attempts = 0

  var body: some View {
    VStack {
      Text("Attempts to leave: \(attempts)")
      Button("Take the survey") { showingSurvey = true }
    }
    .sheet(isPresented: $showingSurvey) { SurveySheet(attempts: $attempts) }
  }
}
