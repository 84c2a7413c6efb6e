import ResponderLabDevice
import SimUIKit

extension Exercise {
  /// Exercise 11.
  static let readADump = Exercise(
    number: 11, folder: "11-ReadADump", fileName: "ReadADump.swift",
    title: "Read a device dump",
    task: """
      The starter file shows a _printHierarchy dump of a device: a tab bar controller, an inbox in
      a navigation controller, an editor presented from the inbox, and a confirmation presented
      from the editor. Answer from the dump alone: who presents the editor, who presents the
      confirmation, and can the user swipe the editor away right now?
      """,
    teaches:
      "In _printHierarchy, '+' marks a presented controller under its real presenter; a sheet that presents another cannot be swiped away.",
    fidelity: ["10.2", "3.2", "3.3", "3.5", "4.7"], minutes: 8,
    hints: [
      "In _printHierarchy a line starting with '+' is a controller presented by the controller it is nested under; '|' lines are children (FIDELITY 10.2).",
      "inbox.present(…) was forwarded up to the root, and editor.present(…) to the top of the editor's parent chain (FIDELITY 3.2, 3.3). Write names as the dump shows them, such as \"SettingsViewController#1\".",
      "A sheet whose controller presents another controller cannot be dragged to dismiss (FIDELITY 4.7).",
    ])
}

/// A learner's answers to the questions of exercise 11.
public struct DumpAnswers: Sendable {
  /// The stable name, as in the dump, of the controller that presents the editor's navigation
  /// controller.
  public var presenterOfEditor: String
  /// The stable name of the controller that presents the confirmation.
  public var presenterOfConfirmation: String
  /// Whether a swipe can dismiss the editor's sheet now.
  public var editorCanBeSwipedAway: Bool

  /// Creates answers.
  public init(
    presenterOfEditor: String, presenterOfConfirmation: String, editorCanBeSwipedAway: Bool
  ) {
    self.presenterOfEditor = presenterOfEditor
    self.presenterOfConfirmation = presenterOfConfirmation
    self.editorCanBeSwipedAway = editorCanBeSwipedAway
  }
}

/// The check of exercise 11 of ``LearnCourse``.
@MainActor
public enum ReadADumpCheck {
  /// The device of the exercise, and its dump as the starter file shows it.
  public static var dump: String {
    Scene().dump
  }

  /// Checks the learner's answers against the device.
  public static func check(answers: DumpAnswers) -> Verdict {
    var list = CheckList(exercise: 11, total: 3)
    let scene = Scene()
    let editorPresenter = Evidence.describe(scene.editorNavigation.presentingViewController)
    let confirmationPresenter = Evidence.describe(scene.confirmation.presentingViewController)
    list.expect("Who presents the editor", answers.presenterOfEditor == editorPresenter) {
      .init(
        explanation: """
          You answered "\(answers.presenterOfEditor)". Find the line with '+' and the editor's
          navigation controller: it is nested under its presenter. inbox.present(…) was
          forwarded (FIDELITY 3.2, 3.3).
          """,
        evidence: scene.dump)
    }
    list.expect(
      "Who presents the confirmation", answers.presenterOfConfirmation == confirmationPresenter
    ) {
      .init(
        explanation: """
          You answered "\(answers.presenterOfConfirmation)". editor.present(…) was called on the
          navigation controller's child; look under which controller the confirmation's '+' line
          is nested (FIDELITY 3.2, 3.5).
          """,
        evidence: scene.dump)
    }
    let mark = scene.device.trace.mark
    try? scene.device.hand.swipeDown(on: scene.editorNavigation, by: 700)
    scene.device.runUntilIdle()
    let swipedAway = scene.editorNavigation.presentingViewController == nil
    list.expect(
      "Whether the editor can be swiped away", answers.editorCanBeSwipedAway == swipedAway
    ) {
      .init(
        explanation: """
          You answered \(answers.editorCanBeSwipedAway); a swipe on the editor's sheet \
          \(swipedAway ? "dismissed it" : "did nothing"). A sheet whose controller presents
          another cannot be dragged to dismiss (FIDELITY 4.7).
          """,
        evidence: Evidence.trace(scene.device.trace, in: [.delegate, .gesture], since: mark))
    }
    return list.verdict
  }

  /// The device the dump comes from.
  @MainActor
  struct Scene {
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let editorNavigation: UINavigationController
    let confirmation: UIViewController

    init() {
      let tabs = UITabBarController()
      let inbox = InboxViewController()
      let settings = SettingsViewController()
      tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]
      device.show(tabs)
      let editor = EditorViewController()
      editorNavigation = UINavigationController(rootViewController: editor)
      inbox.present(editorNavigation, animated: false)
      device.runUntilIdle()
      confirmation = ConfirmationViewController()
      editor.present(confirmation, animated: false)
      device.runUntilIdle()
    }

    var dump: String { Evidence.controllers(in: device.window) }
  }
}

@MainActor private final class InboxViewController: UIViewController {}
@MainActor private final class SettingsViewController: UIViewController {}
@MainActor private final class EditorViewController: UIViewController {}
@MainActor private final class ConfirmationViewController: UIViewController {}

extension Hand {
  /// Swipes down the sheet of `controller` by `distance` points and releases it.
  fileprivate func swipeDown(on controller: UIViewController, by distance: CGFloat) throws {
    guard let sheet = controller.storedSheetPresentationController else { return }
    try beginDrag(on: sheet)
    let steps = max(1, Int(distance / 10))
    for step in 1...steps { try moveDrag(to: distance * CGFloat(step) / CGFloat(steps)) }
    try release()
  }
}
