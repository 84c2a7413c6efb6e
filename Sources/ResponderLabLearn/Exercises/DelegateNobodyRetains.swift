import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 17.
  static let delegateNobodyRetains = Exercise(
    number: 17, folder: "17-DelegateNobodyRetains", fileName: "DelegateNobodyRetains.swift",
    title: "The delegate nobody retains",
    task: """
      EditorViewController installs an UnsavedChangesLock as its presentation controller's
      delegate, yet the editor can be swiped away. Keep the lock alive for as long as the editor
      lives, without keeping the editor alive forever.
      """,
    teaches:
      "UIPresentationController.delegate is weak: a delegate that nothing else retains is gone before the first swipe.",
    fidelity: ["2.6"], minutes: 6,
    hints: [
      "The compiler may already warn: the delegate property is weak (FIDELITY 2.6). What holds the lock once installLock() returns?",
      "Something that lives as long as the editor must hold the lock strongly. The editor itself is a good owner.",
      "Add 'private let lock = UnsavedChangesLock()' to EditorViewController and set presentationController?.delegate = lock. The lock must not hold the editor strongly, or neither is ever freed.",
    ])
}

/// The check of exercise 17 of ``LearnCourse``.
@MainActor
public enum DelegateNobodyRetainsCheck {
  /// Checks the learner's editor: `makeEditor` makes one, `install` installs its lock.
  public static func check<Editor: UIViewController>(
    makeEditor: () -> Editor, install: (Editor) -> Void
  ) -> Verdict {
    var list = CheckList(exercise: 17, total: 3)
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let home = UIViewController()
    device.show(home)
    var editor: Editor? = makeEditor()
    weak let weakEditor = editor
    let mark = device.trace.mark
    if let editor {
      install(editor)
      home.present(editor, animated: false)
    }
    device.runUntilIdle()
    weak let weakLock = editor?.presentationController?.delegate
    list.expect("The lock is still the delegate once the editor is on screen", weakLock != nil) {
      .init(
        explanation: """
          The editor's presentation controller has no delegate any more. The trace shows it was
          set, but the delegate property is weak (FIDELITY 2.6): the lock was freed as soon as
          nothing else held it.
          """,
        evidence: Evidence.trace(device.trace, in: [.delegate], since: mark),
        mistake: .delegateNobodyRetains)
    }
    guard list.isPassing else { return list.verdict }
    let swipeMark = device.trace.mark
    try? device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    list.expect("A swipe is refused", home.presentedViewController != nil) {
      .init(
        explanation: "The editor was swiped away although its lock refuses every swipe.",
        evidence: Evidence.trace(device.trace, in: [.delegate, .presentation], since: swipeMark))
    }
    home.dismiss(animated: false)
    device.runUntilIdle()
    editor = nil
    device.tearDown()
    list.expect(
      "Once dismissed and released, the editor and its lock are freed",
      weakEditor == nil && weakLock == nil
    ) {
      releaseFailure(editorAlive: weakEditor != nil, lockAlive: weakLock != nil)
    }
    return list.verdict
  }

  /// What still lives after the editor was dismissed and released, and what that says about who
  /// holds whom.
  private static func releaseFailure(editorAlive: Bool, lockAlive: Bool) -> CheckList.Failure {
    if editorAlive, lockAlive {
      return .init(
        explanation: """
          After the editor was dismissed and released, the editor and the lock both still live:
          they hold each other strongly, a cycle. Make the lock's reference to the editor weak, or
          drop it.
          """,
        mistake: .lockAndEditorCycle)
    }
    if lockAlive {
      return .init(
        explanation: """
          After the editor was dismissed and released, the editor was freed but the lock still
          lives: something other than the editor holds it (a global, a static or a singleton), so
          it outlives every editor. Let the editor own its lock.
          """,
        mistake: .lockHeldOutsideEditor)
    }
    return .init(
      explanation: """
        After the editor was dismissed and released, the editor still lives though its lock was
        freed: something keeps the editor itself alive (a global, a static, or a closure that
        captures it strongly).
        """)
  }
}

extension Mistake {
  /// The lock made and installed with nothing holding it.
  static let delegateNobodyRetains = Mistake(
    "delegateNobodyRetains",
    hint: """
      Nothing holds your lock once installLock() returns, and the delegate property is weak. \
      Store the lock in a property of the editor, then install that.
      """)
  /// The lock and the editor hold each other strongly.
  static let lockAndEditorCycle = Mistake(
    "lockAndEditorCycle",
    hint: """
      Your editor holds the lock and the lock holds the editor: neither is ever freed. Make the \
      lock's reference back to the editor weak (or remove it).
      """)
  /// The lock kept alive by a global or static store.
  static let lockHeldOutsideEditor = Mistake(
    "lockHeldOutsideEditor",
    hint: """
      Your lock is kept by something that outlives the editor (a global array, a static, a \
      shared object). Hold it in a stored property of the editor instead: it lives exactly as \
      long as the editor.
      """)
}
