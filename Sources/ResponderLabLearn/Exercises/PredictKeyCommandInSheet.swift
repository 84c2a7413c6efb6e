import ResponderLabDevice
import SimUIKit

extension Exercise {
  /// Exercise 24.
  static let predictKeyCommandInSheet = Exercise(
    number: 24, folder: "24-PredictKeyCommandInSheet", fileName: "PredictKeyCommandInSheet.swift",
    title: "Predict where ⌘S goes when a sheet is up",
    task: """
      NoteEditorController, the root of a navigation controller, adds the key command ⌘S for
      save:. The user types in its text field, presses ⌘S, then opens the Details sheet from the
      editor, types in the sheet's field and presses ⌘S, then swipes the sheet away and presses ⌘S
      again. For each press, write the class that saves, or "nothing", in predictedSaveTargets.
      """,
    teaches:
      "Key commands are collected from the first responder up the chain; a sheet's chain goes to the controller that really presented it, which UIKit's forwarding makes the navigation controller, so the editor's command is lost while the sheet is up.",
    fidelity: ["11.15", "11.16", "3.2", "11.6"], minutes: 5,
    hints: [
      "Key commands are gathered from the key window's first responder up next (FIDELITY 11.15). Where does next lead from the sheet's text field?",
      "The editor asks to present, but it is not the root: UIKit forwards the presentation to the navigation controller (FIDELITY 3.2), and a presented controller's next is its presenter.",
      "While the sheet is up, the chain never meets the editor. After the swipe, its text field takes the first responder again (FIDELITY 11.6, an assumption).",
    ], kind: .predict)
}

/// The check of exercise 24 of ``LearnCourse``.
@MainActor
public enum PredictKeyCommandInSheetCheck {
  /// The editor: ⌘S for save:, which it implements.
  final class NoteEditorController: UIViewController {
    private(set) var saves = 0

    func save(_ sender: Any?) { saves += 1 }

    override class var actionMethods: [ActionMethod] {
      super.actionMethods + [ActionMethod("save:", NoteEditorController.save)]
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      addKeyCommand(UIKeyCommand(input: "s", modifierFlags: .command, action: "save:"))
      let field = UITextField(frame: CGRect(x: 16, y: 120, width: 358, height: 44))
      field.placeholder = "Note"
      view.addSubview(field)
    }
  }

  /// What a press did, in the words of the prediction: the class that saved, or "nothing".
  static func saver(_ outcome: KeyPressOutcome) -> String {
    guard case .performed(_, _, let target) = outcome else { return "nothing" }
    return String(target.prefix { $0 != "#" })
  }

  /// Checks a learner's three answers.
  public static func check(prediction: [String]) -> Verdict {
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let editor = NoteEditorController()
    device.show(UINavigationController(rootViewController: editor))
    _ = try? device.type("", intoFieldWithPlaceholder: "Note")
    var seen = [saver(device.hand.press("s", modifiers: .command))]
    let details = UIViewController()
    let detailsField = UITextField(frame: CGRect(x: 16, y: 60, width: 358, height: 44))
    detailsField.placeholder = "Details"
    details.view.addSubview(detailsField)
    editor.present(details, animated: true)
    device.runUntilIdle()
    _ = try? device.type("", intoFieldWithPlaceholder: "Details")
    seen.append(saver(device.hand.press("s", modifiers: .command)))
    try? device.hand.swipeDown(by: 700, velocity: 2000)
    device.runUntilIdle()
    seen.append(saver(device.hand.press("s", modifiers: .command)))
    return PredictionCheck.check(
      exercise: 24,
      questions: [
        .init(
          title: "Who saves for each ⌘S: editing, in the sheet, after the swipe",
          predicted: prediction,
          truth: [
            .init(seen[0], fact: "11.15"), .init(seen[1], fact: "3.2"),
            .init(
              seen[2],
              source: "FIDELITY 11.6 (an assumption: the presenter's first responder comes back)"),
          ])
      ])
  }
}
