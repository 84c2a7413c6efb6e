import ResponderLabDevice
import SimSwiftUI

extension Exercise {
  /// Exercise 20.
  static let predictDimmingTap = Exercise(
    number: 20, folder: "20-PredictDimmingTap", fileName: "PredictDimmingTap.swift",
    title: "Predict the screen after a tap on the dimming view",
    task: """
      The third article's half panel is open: a dimming view over the screen and the panel's
      content over the bottom half. The user taps the dimming view. What is on screen right after
      the tap, 0.4 s later and 0.7 s later? Write "panel and dimming", "dimming only" or "nothing"
      for each in predictedScreens.
      """,
    teaches:
      "The overlay sheet closes in two steps 0.25 s apart, each an animated removal: the content slides out first, the dimming fades only once isPresented turns false.",
    fidelity: ["9.1", "13.3"], minutes: 4,
    hints: [
      "Read the dimming view's tap handler in Sources/ResponderLabLearn/Kit/HalfPanel.swift: two steps, not one.",
      "The first step, inside withAnimation, removes the content with its .move transition: it stays on screen while it slides out, 0.35 s (docs/swiftui-assumptions.md). The dimming stays while isPresented is true.",
      "The second step runs 0.25 s after the tap, never before (FIDELITY 13.3); the dimming then fades out for 0.35 s more, so it is gone 0.6 s after the tap.",
    ], kind: .predict)
}

/// The check of exercise 20 of ``LearnCourse``.
@MainActor
public enum PredictDimmingTapCheck {
  /// What the screen shows, in the words of the prediction.
  static func screen(of device: SimulatedDevice) -> String {
    let content = device.hand.findView(showing: "Panel content") != nil
    var dimming = false
    device.window.forEachInSubtree { view in
      if let color = view as? HostedColorView, color.backgroundColor?.alpha == 0.35 {
        dimming = true
      }
    }
    switch (content, dimming) {
    case (true, true): return "panel and dimming"
    case (false, true): return "dimming only"
    case (true, false): return "panel only"
    case (false, false): return "nothing"
    }
  }

  static let durations = "docs/swiftui-assumptions.md (a removal transition lasts 0.35 s)"

  /// Checks a learner's three answers.
  public static func check(prediction: [String]) -> Verdict {
    let device = SimulatedDevice(appDelegate: AppDelegate())
    device.show(PanelScreen())
    _ = try? device.hand.tap(label: "Show Panel")
    device.advance(by: 1)
    var seen: [String] = []
    // NB: above the panel, which covers the bottom half.
    _ = try? device.hand.tap(at: CGPoint(x: device.window.bounds.midX, y: 100))
    device.advance(by: 0)
    seen.append(screen(of: device))
    device.advance(by: 0.4)
    seen.append(screen(of: device))
    device.advance(by: 0.3)
    seen.append(screen(of: device))
    return PredictionCheck.check(
      exercise: 20,
      questions: [
        .init(
          title: "The screen right after the tap, 0.4 s and 0.7 s later", predicted: prediction,
          truth: [
            .init(seen[0], source: durations), .init(seen[1], fact: "13.3"),
            .init(seen[2], source: durations),
          ])
      ])
  }
}

/// A screen with the half panel on its outermost view, which fills the screen.
private struct PanelScreen: View {
  @State private var showing = false

  var body: some View {
    VStack {
      Text("Inbox")
      Button("Show Panel") { withAnimation { showing = true } }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .halfPanel(isPresented: $showing) { Text("Panel content") }
  }
}
