import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 9.
  static let attemptCallback = Exercise(
    number: 9, folder: "09-AttemptCallback", fileName: "AttemptCallback.swift",
    title: "Make the attempt callback fire",
    task: """
      The editor locks itself while it has changes: isModalInPresentation = true. LeaveConfirmation
      should count a confirmation each time the user tries to swipe the locked editor away, but
      its count stays at 0. Make it count, once per real attempt.
      """,
    teaches:
      "While isModalInPresentation is true, presentationControllerShouldDismiss is never asked; only presentationControllerDidAttemptToDismiss arrives.",
    fidelity: ["4.4", "4.6"], minutes: 8,
    hints: [
      "Look at the trace in the check's output: with isModalInPresentation, UIKit does not ask presentationControllerShouldDismiss at all (FIDELITY 4.6).",
      "A refused swipe is reported by presentationControllerDidAttemptToDismiss(_:), after the finger lifts, and only if the sheet was pulled far enough (FIDELITY 4.4).",
      "Move the counting into func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { confirmationsShown += 1 }.",
    ])
}

/// The check of exercise 9 of ``LearnCourse``.
@MainActor
public enum AttemptCallbackCheck {
  /// Checks a learner's delegate: `make` makes one and `count` reads its confirmations.
  public static func check<Delegate: UIAdaptivePresentationControllerDelegate>(
    make: () -> Delegate, count: (Delegate) -> Int
  ) -> Verdict {
    var list = CheckList(exercise: 9, total: 3)
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let home = UIViewController()
    device.show(home)
    let editor = UIViewController()
    editor.isModalInPresentation = true
    let delegate = make()
    editor.presentationController?.delegate = delegate
    home.present(editor, animated: false)
    device.runUntilIdle()

    var mark = device.trace.mark
    try? device.hand.swipeDown(by: 900)
    device.runUntilIdle()
    let afterLong = count(delegate)
    list.expect("A long swipe on the locked editor counts one confirmation", afterLong == 1) {
      // Does the learner count in presentationControllerShouldDismiss? Ask it once and see.
      var countsWhenAsked = false
      if afterLong == 0, let presentation = editor.presentationController {
        _ = delegate.presentationControllerShouldDismiss(presentation)
        countsWhenAsked = count(delegate) > 0
      }
      return .init(
        explanation: """
          After one long swipe, confirmationsShown is \(afterLong); expected 1. The editor is
          modal, so UIKit never asks presentationControllerShouldDismiss; the attempt arrives as
          presentationControllerDidAttemptToDismiss (FIDELITY 4.4, 4.6).\
          \(countsWhenAsked ? " Your delegate counts when presentationControllerShouldDismiss is asked, which the trace shows never happened." : "")
          """,
        evidence: Evidence.trace(device.trace, in: [.delegate, .gesture, .queue], since: mark),
        mistake: countsWhenAsked ? .countsInShouldDismiss : nil)
    }
    list.expect("The editor is still on screen", home.presentedViewController === editor) {
      .init(
        explanation: "The locked editor was dismissed: keep isModalInPresentation as it is.",
        evidence: Evidence.trace(device.trace, in: [.delegate, .presentation], since: mark))
    }
    mark = device.trace.mark
    try? device.hand.swipeDown(by: 60)
    device.runUntilIdle()
    let afterTug = count(delegate)
    list.expect("A short tug counts nothing", afterTug == 1) {
      .init(
        explanation: """
          After a 60-point tug, confirmationsShown went from 1 to \(afterTug). A short tug is not
          an attempt: UIKit reports one only when the sheet was stretched far enough (FIDELITY 4.4).
          """,
        evidence: Evidence.trace(device.trace, in: [.delegate, .gesture], since: mark))
    }
    return list.verdict
  }
}

extension Mistake {
  /// The count in `presentationControllerShouldDismiss`, never asked of a modal sheet.
  static let countsInShouldDismiss = Mistake(
    "countsInShouldDismiss",
    hint: """
      Your delegate counts in presentationControllerShouldDismiss, which UIKit never asks while \
      the editor is modal. Count in presentationControllerDidAttemptToDismiss(_:) instead.
      """)
}
