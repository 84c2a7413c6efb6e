import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 6.
  static let whoPresents = Exercise(
    number: 6, folder: "06-WhoPresents", fileName: "WhoPresents.swift",
    title: "Find out who really presents",
    task: """
      The window's root is a UITabBarController; its first tab is a UINavigationController holding
      list. Write showDetailsOverTab(_:from:tab:) so that details covers only that tab, with the
      tab bar still showing: the tab's navigation controller must be the one that presents.
      """,
    teaches:
      "present is forwarded: the presenter is the root or the nearest parent that defines the presentation context, not the receiver.",
    fidelity: ["3.2", "3.3", "3.4", "3.5"], minutes: 10,
    hints: [
      "Call list.present(details, animated: false) and read details.presentingViewController: it is not list. UIKit forwards the request up to a controller that can present (FIDELITY 3.2, 3.3).",
      "To stop the search at the tab, the tab must define the presentation context: tab.definesPresentationContext = true (FIDELITY 3.4).",
      "The context only counts for current-context styles: set details.modalPresentationStyle = .currentContext (or .overCurrentContext) before presenting.",
    ])
}

/// The check of exercise 6 of ``LearnCourse``.
@MainActor
public enum WhoPresentsCheck {
  /// Checks a learner's `showDetailsOverTab(_:from:tab:)`.
  public static func check(
    showDetailsOverTab: (UIViewController, UIViewController, UINavigationController) -> Void
  ) -> Verdict {
    var list = CheckList(exercise: 6, total: 3)
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let tabs = UITabBarController()
    let listController = UIViewController()
    listController.title = "Inbox"
    let tab = UINavigationController(rootViewController: listController)
    let settings = UIViewController()
    settings.title = "Settings"
    tabs.viewControllers = [tab, settings]
    device.show(tabs)
    let details = UIViewController()
    details.title = "Details"
    let mark = device.trace.mark
    showDetailsOverTab(details, listController, tab)
    device.runUntilIdle()
    let trace = Evidence.trace(device.trace, in: [.presentation, .warning], since: mark)
    let presenter = details.presentingViewController

    list.expect("details is presented", presenter != nil) {
      .init(
        explanation: "details.presentingViewController is nil: nothing presented details.",
        evidence: trace)
    }
    list.expect("The tab's navigation controller presents details", presenter === tab) {
      .init(
        explanation: """
          details was presented by \(Evidence.describe(presenter)), not by the tab \
          \(Evidence.describe(tab)). The controller you call present on only starts the search:
          UIKit forwards the request to the root, or to the nearest parent that defines the
          presentation context for a current-context style (FIDELITY 3.2–3.4).
          """,
        evidence: trace + "\n\n" + Evidence.controllers(in: device.window))
    }
    list.expect(
      "The tab bar stays on screen", tabs.tabBar.window === device.window
    ) {
      .init(
        explanation: """
          The tab bar left the window: details covers more than the tab. Use a current-context
          style so that only the context's view is covered (FIDELITY 3.4).
          """,
        evidence: """
          tab bar: \(Evidence.describe(tabs.tabBar)), window \
          \(tabs.tabBar.window.map { "\($0.objectName)" } ?? "nil")
          details: \(Evidence.describe(details)), style \(details.modalPresentationStyle), \
          presented by \(Evidence.describe(details.presentingViewController))
          """)
    }
    return list.verdict
  }
}
