import ResponderLabDevice
import SimSwiftUI

extension Exercise {
  /// Exercise 13.
  static let predictSheetPresenter = Exercise(
    number: 13, folder: "13-PredictSheetPresenter", fileName: "PredictSheetPresenter.swift",
    title: "Predict which hosting controller receives present",
    task: """
      The first article's guard, DismissGuard, wraps a NavigationView whose button opens a sheet.
      When the button is tapped, on which controller does SwiftUI call present? Does the guard's
      present override run? Which controller ends up presenting the sheet? Write the three answers
      in predictedSheetStory (class names without generic parameters, and "yes" or "no").
      """,
    teaches:
      "SwiftUI calls present on the hosting controller nearest to .sheet, inside the navigation view; UIKit forwards it to the root without calling the guard's public present.",
    fidelity: ["7.2", "7.3", "7.4"], minutes: 4,
    hints: [
      "A NavigationView hosts its content in hosting controllers of its own (FIDELITY 7.3); .sheet is inside that content.",
      "UIKit's forwarding of a present request does not call the parents' public present method (FIDELITY 7.4), so an override there never runs.",
      "The request still ends at the window's root: the UIHostingController that hosts the whole screen, with the guard's controller as its child (FIDELITY 7.2, 3.2).",
    ], kind: .predict)
}

/// The check of exercise 13 of ``LearnCourse``.
@MainActor
public enum PredictSheetPresenterCheck {
  /// Checks a learner's three answers: the controller SwiftUI calls present on, whether the guard's
  /// override runs ("yes" or "no"), and the sheet's presenter.
  public static func check(prediction: [String]) -> Verdict {
    let log = GuardLog()
    let device = SimulatedDevice(appDelegate: AppDelegate())
    device.show(GuardAroundNavigation(log: log))
    let mark = device.trace.mark
    _ = try? device.hand.tap(label: "Edit")
    device.runUntilIdle()
    let line = device.traceLines(in: [.swiftUI], since: mark).first {
      $0.contains("sheet: present")
    }
    let calledOn = line?.components(separatedBy: "nearest hosting controller ").last
      .flatMap { Evidence.controller(named: $0, in: device.window) }
    let presenter = device.hand.topSheet?.presentingViewController
    return PredictionCheck.check(
      exercise: 13,
      questions: [
        .init(
          title: "What happens when Edit is tapped", predicted: prediction,
          truth: [
            .init(plainName(calledOn), fact: "7.3"),
            .init(log.presentedClassNames.isEmpty ? "no" : "yes", fact: "7.4"),
            .init(plainName(presenter), fact: "7.2"),
          ])
      ])
  }

  /// A controller's class name without generic parameters: `UIHostingController`.
  static func plainName(_ controller: UIViewController?) -> String {
    guard let controller else { return "nil" }
    return String(String(describing: type(of: controller)).prefix { $0 != "<" })
  }
}

/// The first article's arrangement: the guard around a navigation view that opens a sheet.
private struct GuardAroundNavigation: View {
  let log: GuardLog
  @State private var editing = false

  var body: some View {
    DismissGuard(blocksDismissal: true, log: log) {
      NavigationView {
        Button("Edit") { editing = true }
          .sheet(isPresented: $editing) { Text("Draft editor") }
      }
    }
  }
}
