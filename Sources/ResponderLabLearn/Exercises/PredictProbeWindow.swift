import ResponderLabDevice
import SimSwiftUI

extension Exercise {
  /// Exercise 15.
  static let predictProbeWindow = Exercise(
    number: 15, folder: "15-PredictProbeWindow", fileName: "PredictProbeWindow.swift",
    title: "Predict where the probe's view is",
    task: """
      The second article puts an empty UIViewRepresentable in the background of a sheet's content
      and walks up next from its view. Is that view in a window when makeUIView returns, when
      updateUIView first runs, and one turn of the main queue later? Write true or false for each
      in predictedInWindow.
      """,
    teaches:
      "A representable's view is in no window while it is made and first updated; one turn of the main queue later it is in the sheet's window.",
    fidelity: ["7.5", "7.1"], minutes: 3,
    hints: [
      "makeUIView returns a view SwiftUI has not placed anywhere yet (FIDELITY 7.5).",
      "The first updateUIView runs before SwiftUI puts the view in the hosting view's tree, which for a sheet is not even on screen yet (FIDELITY 7.5).",
      "By the next turn of the main queue, the sheet's hosting controller is presented and the view is in its window (FIDELITY 7.1).",
    ], kind: .predict)
}

/// The check of exercise 15 of ``LearnCourse``.
@MainActor
public enum PredictProbeWindowCheck {
  /// Checks a learner's three answers, as "in a window" or "not in a window".
  public static func check(prediction: [Bool]) -> Verdict {
    let observations = WindowObservations()
    let device = SimulatedDevice(appDelegate: AppDelegate())
    device.show(ObservedSheetLauncher(observations: observations))
    _ = try? device.hand.tap(label: "Open")
    device.runUntilIdle()
    func words(_ inWindow: Bool?) -> String {
      inWindow.map { $0 ? "in a window" : "not in a window" } ?? "never ran"
    }
    return PredictionCheck.check(
      exercise: 15,
      questions: [
        .init(
          title: "Where the probe's view is at each moment", predicted: prediction.map(words),
          truth: [
            .init(words(observations.whenMade), fact: "7.5"),
            .init(words(observations.whenFirstUpdated), fact: "7.5"),
            .init(words(observations.oneTurnLater), fact: "7.1"),
          ])
      ])
  }
}

/// What the observing probe saw.
@MainActor
private final class WindowObservations {
  var whenMade: Bool?
  var whenFirstUpdated: Bool?
  var oneTurnLater: Bool?
}

/// A probe like the article's that notes whether its view is in a window at each moment.
private struct ObservingProbe: UIViewRepresentable {
  let observations: WindowObservations

  func makeUIView(context: Context) -> UIView {
    let view = UIView()
    observations.whenMade = view.window != nil
    return view
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    guard observations.whenFirstUpdated == nil else { return }
    observations.whenFirstUpdated = uiView.window != nil
    DispatchQueue.main.async { [observations] in
      observations.oneTurnLater = uiView.window != nil
    }
  }
}

/// A button that opens a sheet with the observing probe in its content's background.
private struct ObservedSheetLauncher: View {
  let observations: WindowObservations
  @State private var showing = false

  var body: some View {
    Button("Open") { showing = true }
      .sheet(isPresented: $showing) {
        Text("Sheet with a probe").background(ObservingProbe(observations: observations))
      }
  }
}
