import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 10.
  static let delegateNobodyRetains = Exercise(
    number: 10, folder: "10-DelegateNobodyRetains", fileName: "DelegateNobodyRetains.swift",
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

/// The check of exercise 10 of ``LearnCourse``.
@MainActor
public enum DelegateNobodyRetainsCheck {
  /// Checks the learner's editor: `makeEditor` makes one, `install` installs its lock.
  public static func check<Editor: UIViewController>(
    makeEditor: () -> Editor, install: (Editor) -> Void
  ) -> Verdict {
    var list = CheckList(exercise: 10, total: 3)
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
        evidence: Evidence.trace(device.trace, in: [.delegate], since: mark))
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
      .init(
        explanation: """
          After the editor was dismissed and released, \
          \(weakEditor == nil ? "" : "the editor ")\(weakEditor != nil && weakLock != nil ? "and " : "")\
          \(weakLock == nil ? "" : "the lock ")still live. The lock and the editor hold each other
          strongly: make the lock's reference to the editor weak, or drop it.
          """)
    }
    return list.verdict
  }
}
