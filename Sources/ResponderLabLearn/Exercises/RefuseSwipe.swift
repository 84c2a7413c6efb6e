import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 7.
  static let refuseSwipe = Exercise(
    number: 7, folder: "07-RefuseSwipe", fileName: "RefuseSwipe.swift",
    title: "Refuse a swipe with a delegate",
    task: """
      An editor is shown as a sheet. Make DraftGuard refuse the user's swipe while
      hasUnsavedChanges is true, and write installDraftGuard(_:on:) so that the guard hears about
      the editor's swipes.
      """,
    teaches:
      "presentationControllerShouldDismiss decides a user's dismissal; the delegate belongs on the presented controller's presentationController.",
    fidelity: ["4.1", "4.2", "2.1"], minutes: 8,
    hints: [
      "The question UIKit asks when the sheet is dragged below its smallest detent is presentationControllerShouldDismiss(_:) (FIDELITY 4.2). Return false to refuse.",
      "The guard must be the delegate of the presentation controller of the controller being presented — the editor — not of the presenter (FIDELITY 2.1: reading it before presenting creates it).",
      "installDraftGuard: editor.presentationController?.delegate = draftGuard. In DraftGuard: func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { !hasUnsavedChanges }",
    ])
}

/// The check of exercise 7 of ``LearnCourse``.
@MainActor
public enum RefuseSwipeCheck {
  /// Checks a learner's guard: `makeGuard` makes one, `setUnsaved` sets its flag and `install`
  /// installs it on the editor before it is presented.
  public static func check<Guard: AnyObject>(
    makeGuard: () -> Guard, setUnsaved: (Guard, Bool) -> Void,
    install: (Guard, UIViewController) -> Void
  ) -> Verdict {
    var list = CheckList(exercise: 7, total: 3)

    func present(unsaved: Bool) -> (SimulatedDevice, UIViewController, UIViewController, Guard) {
      let device = SimulatedDevice(appDelegate: AppDelegate())
      let home = UIViewController()
      device.show(home)
      let editor = UIViewController()
      editor.title = "Editor"
      let draftGuard = makeGuard()
      setUnsaved(draftGuard, unsaved)
      install(draftGuard, editor)
      home.present(editor, animated: false)
      device.runUntilIdle()
      return (device, home, editor, draftGuard)
    }

    let (device, home, editor, draftGuard) = present(unsaved: true)
    let installed = editor.presentationController?.delegate
    list.expect(
      "The guard is the delegate of the editor's presentation controller",
      installed === draftGuard as AnyObject
    ) {
      .init(
        explanation: """
          editor.presentationController?.delegate is \(Evidence.describe(installed)). UIKit asks
          that delegate, and no other object, whether a swipe may dismiss the sheet (FIDELITY 4.1).
          """,
        evidence: Evidence.trace(device.trace, in: [.delegate]))
    }
    let mark = device.trace.mark
    try? device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    list.expect(
      "With unsaved changes, a swipe leaves the editor on screen",
      home.presentedViewController === editor
    ) {
      .init(
        explanation: """
          The editor was swiped away although hasUnsavedChanges was true. When the sheet is
          dragged below its smallest detent UIKit asks presentationControllerShouldDismiss; a
          delegate that does not answer lets the dismissal go ahead (FIDELITY 4.2).
          """,
        evidence: Evidence.trace(
          device.trace, in: [.delegate, .gesture, .presentation], since: mark))
    }
    _ = draftGuard

    let (cleanDevice, cleanHome, _, cleanGuard) = present(unsaved: false)
    let cleanMark = cleanDevice.trace.mark
    try? cleanDevice.hand.swipeDown(by: 700)
    cleanDevice.runUntilIdle()
    list.expect(
      "Without unsaved changes, a swipe dismisses the editor",
      cleanHome.presentedViewController == nil
    ) {
      .init(
        explanation: """
          The editor stayed although nothing was unsaved: refuse only while hasUnsavedChanges is
          true.
          """,
        evidence: Evidence.trace(
          cleanDevice.trace, in: [.delegate, .presentation], since: cleanMark))
    }
    _ = cleanGuard
    return list.verdict
  }
}
