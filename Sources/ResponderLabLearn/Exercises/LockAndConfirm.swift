import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 12.
  static let lockAndConfirm = Exercise(
    number: 12, folder: "12-LockAndConfirm", fileName: "LockAndConfirm.swift",
    title: "Milestone: lock and confirm, as Apple's sample does",
    task: """
      EditViewController sits in a UINavigationController presented as a sheet. While hasChanges
      is true it must lock itself against swipes; a swipe must then offer an action sheet whose
      "Discard Changes" closes the editor. Finish hasChanges, presentEditor(_:from:) and the
      action's handler.
      """,
    teaches:
      "isModalInPresentation works from the child of the presented navigation controller; the attempt callback arrives on the navigation controller's presentation delegate.",
    fidelity: ["4.6", "4.4", "2.4", "3.2", "3.9"], minutes: 15,
    hints: [
      "Apple's sample sets isModalInPresentation = hasChanges on the edit controller itself, though the navigation controller is what is presented (FIDELITY 4.6).",
      "The attempt goes to the delegate of the presented controller's presentationController: in presentEditor, set navigation.presentationController?.delegate = editor before presenting (FIDELITY 2.4, 4.4).",
      "In hasChanges' didSet: isModalInPresentation = hasChanges. In the Discard Changes handler: self.hasChanges = false, then self.dismiss(animated: true) — UIKit asks the presenter, which closes the whole sheet (FIDELITY 3.9).",
    ], kind: .milestone,
    afterPass: """
      The reference sets the flag on the editor, the navigation controller's child, as Apple's \
      sample does, and dismisses with self.dismiss: UIKit forwards it to the presenter, which \
      closes the whole sheet, navigation controller included.
      """)
}

/// The check of exercise 12 of ``LearnCourse``.
@MainActor
public enum LockAndConfirmCheck {
  /// Checks the learner's editor: `makeEditor` makes one, `setChanges` sets its flag, `present`
  /// presents it from a controller.
  public static func check<Editor: UIViewController>(
    makeEditor: () -> Editor, setChanges: (Editor, Bool) -> Void,
    present: (Editor, UIViewController) -> Void
  ) -> Verdict {
    var list = CheckList(exercise: 12, total: 4)
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let home = UIViewController()
    device.show(home)
    let editor = makeEditor()
    present(editor, home)
    device.runUntilIdle()
    guard let navigation = home.presentedViewController else {
      list.expect("The editor is presented", false) {
        .init(
          explanation: "presentEditor(_:from:) presented nothing.",
          evidence: Evidence.controllers(in: device.window))
      }
      return list.verdict
    }
    setChanges(editor, true)
    list.expect(
      "With changes, the sheet is modal",
      editor.isModalInPresentation || navigation.isModalInPresentation
    ) {
      let presenterLocked = home.isModalInPresentation
      return .init(
        explanation: """
          After hasChanges became true, neither the editor nor its navigation controller has
          isModalInPresentation set\(presenterLocked ? "; the presenting controller (home) has it, and a presenter's flag does not lock the sheet it presents" : ""). \
          Apple's sample sets the flag on the edit controller, the navigation controller's child,
          and UIKit honours it there (FIDELITY 4.6).
          """,
        mistake: presenterLocked ? .modalOnPresenter : nil)
    }
    var mark = device.trace.mark
    try? device.hand.swipeDown(by: 900)
    device.runUntilIdle()
    let alert = device.hand.visibleAlert
    list.expect(
      "A swipe leaves the editor and offers a confirmation",
      home.presentedViewController === navigation && alert != nil
    ) {
      .init(
        explanation: """
          After a long swipe, \(home.presentedViewController == nil ? "the editor was dismissed" : "no confirmation appeared"). \
          UIKit sends presentationControllerDidAttemptToDismiss to the delegate of the presented
          navigation controller's presentationController — is the editor that delegate (FIDELITY
          2.4, 4.4)?
          """,
        evidence: Evidence.trace(device.trace, in: [.delegate, .presentation], since: mark))
    }
    guard list.isPassing, let alert else { return list.verdict }
    mark = device.trace.mark
    let discard = alert.actions.first { $0.title == "Discard Changes" }
    if discard != nil { try? device.hand.tapAlertAction("Discard Changes") }
    device.runUntilIdle()
    list.expect(
      "Discard Changes closes the editor's sheet",
      discard != nil && home.presentedViewController == nil
    ) {
      discardFailure(device: device, home: home, since: mark)
    }

    let cleanDevice = SimulatedDevice(appDelegate: AppDelegate())
    let cleanHome = UIViewController()
    cleanDevice.show(cleanHome)
    let cleanEditor = makeEditor()
    present(cleanEditor, cleanHome)
    cleanDevice.runUntilIdle()
    setChanges(cleanEditor, true)
    setChanges(cleanEditor, false)
    try? cleanDevice.hand.swipeDown(by: 700)
    cleanDevice.runUntilIdle()
    list.expect(
      "Without changes, a swipe dismisses the editor", cleanHome.presentedViewController == nil
    ) {
      .init(
        explanation: """
          The editor stayed after hasChanges went back to false: unlock it again
          (isModalInPresentation = hasChanges).
          """,
        evidence: Evidence.trace(cleanDevice.trace, in: [.delegate, .presentation]))
    }
    return list.verdict
  }

  /// What the Discard Changes handler did: which dismiss calls reached UIKit, if any.
  private static func discardFailure(
    device: SimulatedDevice, home: UIViewController, since mark: Int
  ) -> CheckList.Failure {
    let trace = Evidence.trace(device.trace, in: [.presentation, .warning], since: mark)
    let dismissals = device.trace.events(since: mark).filter {
      $0.category == .presentation && $0.message.hasPrefix("dismiss(")
    }
    let still =
      "After Discard Changes, home still presents \(Evidence.describe(home.presentedViewController))."
    // NB: a tap on an action first dismisses the action sheet (its presenter's dismiss), then runs
    // the handler; any later dismiss came from the handler.
    let fromHandler = dismissals.dropFirst()
    if fromHandler.isEmpty {
      return .init(
        explanation: still + """
           Your handler made no dismiss call that reached UIKit: nothing but the action sheet
          itself was dismissed. A call through an optional that is nil, such as a cast with as?
          to a container the controller is not in, does nothing and says nothing.
          """,
        evidence: trace, mistake: .noDismissReachedUIKit)
    }
    return .init(
      explanation: still + """
         Calling dismiss on the editor asks its presenter to close what it presents: the whole
        sheet (FIDELITY 3.9).
        """,
      evidence: trace)
  }
}

extension Mistake {
  /// `isModalInPresentation` set on the presenting controller.
  static let modalOnPresenter = Mistake(
    "modalOnPresenter",
    hint: """
      You set isModalInPresentation on the presenter. The flag locks the controller that is \
      presented: set it on the editor itself (self.isModalInPresentation = hasChanges).
      """)
  /// A Discard Changes handler whose dismiss never reaches UIKit (a failed cast).
  static let noDismissReachedUIKit = Mistake(
    "noDismissReachedUIKit",
    hint: """
      If your handler reaches a controller through a cast (as? UINavigationController, as? \
      UITabBarController), print what the property really holds: editor.presentingViewController \
      is home, not a container. Calling self.dismiss(animated: true) on the editor is enough.
      """)
}
