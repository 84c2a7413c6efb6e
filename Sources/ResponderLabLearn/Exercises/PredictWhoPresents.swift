import ResponderLabDevice
import SimUIKit

extension Exercise {
  /// Exercise 5.
  static let predictWhoPresents = Exercise(
    number: 5, folder: "05-PredictWhoPresents", fileName: "PredictWhoPresents.swift",
    title: "Predict who receives present",
    task: """
      A tab bar controller's first tab is a navigation controller holding list. Three calls present
      a controller: list.present, present on the controller that call presented, and the tab's
      own present. For each, write the class of the controller that really presents it (its
      presentingViewController) in predictedPresenters.
      """,
    teaches:
      "The receiver of present only starts the search: a controller that cannot present forwards the request to the root; a presented controller presents itself.",
    fidelity: ["3.2", "3.3", "3.5"], minutes: 4,
    hints: [
      "A controller inside a container does not cover the screen, so it cannot be the presenter of a sheet: UIKit forwards the request up its parents (FIDELITY 3.2).",
      "Without a controller that defines the presentation context, the request ends at the window's root (FIDELITY 3.3).",
      "A presented controller is the last controller presented, and the root of its own stack of presentations: it presents what it is asked to (FIDELITY 3.3).",
    ], kind: .predict)
}

/// The check of exercise 5 of ``LearnCourse``.
@MainActor
public enum PredictWhoPresentsCheck {
  /// Checks a learner's prediction: the presenter's class for each of the three calls.
  public static func check(prediction: [String]) -> Verdict {
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let tabs = UITabBarController()
    let list = UIViewController()
    let tab = UINavigationController(rootViewController: list)
    tabs.viewControllers = [tab, UIViewController()]
    device.show(tabs)

    let details = UIViewController()
    list.present(details, animated: false)
    device.runUntilIdle()
    let first = details.presentingViewController
    let picker = UIViewController()
    details.present(picker, animated: false)
    device.runUntilIdle()
    let third = picker.presentingViewController
    tabs.dismiss(animated: false)
    device.runUntilIdle()
    let settings = UIViewController()
    tab.present(settings, animated: false)
    device.runUntilIdle()
    let second = settings.presentingViewController

    func name(_ controller: UIViewController?) -> String {
      controller.map { String(describing: type(of: $0)) } ?? "nil"
    }
    return PredictionCheck.check(
      exercise: 5,
      questions: [
        .init(
          title: "The presenter of each of the three calls", predicted: prediction,
          truth: [
            .init(name(first), fact: "3.2"), .init(name(third), fact: "3.3"),
            .init(name(second), fact: "3.2"),
          ])
      ])
  }
}
