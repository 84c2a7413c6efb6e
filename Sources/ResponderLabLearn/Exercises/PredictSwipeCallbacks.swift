import ResponderLabDevice
import SimUIKit

extension Exercise {
  /// Exercise 8.
  static let predictSwipeCallbacks = Exercise(
    number: 8, folder: "08-PredictSwipeCallbacks", fileName: "PredictSwipeCallbacks.swift",
    title: "Predict the callbacks of a swipe",
    task: """
      An editor is presented as a sheet; its presentation delegate implements the four dismissal
      callbacks. The user swipes it down twice: once while the delegate refuses, once while it
      allows. Write, in order, the callbacks UIKit sends each time.
      """,
    teaches:
      "shouldDismiss comes first; a refusal is reported by didAttemptToDismiss after the finger lifts; willDismiss and didDismiss come only for a dismissal that happens.",
    fidelity: ["4.2", "4.4", "4.5"], minutes: 4,
    hints: [
      "A blog claims willDismiss comes before shouldDismiss; UIKit sends willDismiss only once the dismissal is decided (FIDELITY 4.5).",
      "A refused swipe gets one callback after the question: the attempt, sent after the finger lifts (FIDELITY 4.4).",
      "An allowed swipe: shouldDismiss, then willDismiss as the animation starts, then didDismiss once it is over (FIDELITY 4.2).",
    ], kind: .predict)
}

/// The check of exercise 8 of ``LearnCourse``.
@MainActor
public enum PredictSwipeCallbacksCheck {
  /// Checks a learner's predictions of the callbacks after a refused and an allowed swipe.
  public static func check(refused: [String], allowed: [String]) -> Verdict {
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let home = UIViewController()
    device.show(home)
    let editor = UIViewController()
    let delegate = RecordingDelegate()
    editor.presentationController?.delegate = delegate
    home.present(editor, animated: false)
    device.runUntilIdle()

    delegate.allowsDismissal = false
    try? device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    let whenRefused = delegate.calls
    delegate.calls = []
    delegate.allowsDismissal = true
    try? device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    let whenAllowed = delegate.calls

    let facts = [
      "presentationControllerShouldDismiss": "4.2",
      "presentationControllerWillDismiss": "4.5",
      "presentationControllerDidDismiss": "4.2",
      "presentationControllerDidAttemptToDismiss": "4.4",
    ]
    func truth(_ calls: [String]) -> [PredictionCheck.Truth] {
      calls.map { .init($0, fact: facts[$0] ?? "4.2") }
    }
    return PredictionCheck.check(
      exercise: 8,
      questions: [
        .init(
          title: "The callbacks of a swipe the delegate refuses", predicted: refused,
          truth: truth(whenRefused)),
        .init(
          title: "The callbacks of a swipe the delegate allows", predicted: allowed,
          truth: truth(whenAllowed)),
      ])
  }
}
