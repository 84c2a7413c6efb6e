import ResponderLabDevice
import ResponderLabDiagnostics
public import SimUIKit

extension Exercise {
  /// Exercise 23.
  static let disabledMenuItem = Exercise(
    number: 23, folder: "23-DisabledMenuItem", fileName: "DisabledMenuItem.swift",
    title: "A menu item that stays disabled",
    task: """
      NotesViewController implements duplicate(_:) and archive(_:), yet the Duplicate menu item
      stays grey while the user types in the search field. Fix canPerformAction(_:withSender:) so
      that Duplicate works while Archive still needs a selection.
      """,
    teaches:
      "A menu command is enabled when a responder on the chain from the first responder answers canPerformAction true; an override that returns false for everything else hides the class's own methods.",
    fidelity: ["11.8", "11.11", "11.12"], minutes: 6,
    hints: [
      "A nil-targeted action starts at the first responder, the search field, and asks each responder up the chain canPerformAction(_:withSender:) (FIDELITY 11.8, 11.11). Which answer does the controller give for duplicate:?",
      "The default canPerformAction answers true for the methods the class implements (FIDELITY 11.12). Your override replaces that answer for every action it does not handle itself.",
      "Keep the archive: rule and end with return super.canPerformAction(action, withSender: sender).",
    ])
}

/// The check of exercise 23 of ``LearnCourse``.
@MainActor
public enum DisabledMenuItemCheck {
  /// The learner answered true for actions the controller does not implement or should not allow.
  static let answersTrueForEverything = Mistake(
    "answersTrueForEverything",
    hint:
      "Answering true for every action enables Archive with nothing selected, and claims actions the controller cannot perform, so UIKit would send them here and nothing would happen. Keep the archive: rule and let super answer the rest."
  )

  /// Checks a learner's controller: `make` makes one, `setSelection` sets its selection flag,
  /// `duplicates` counts the calls of `duplicate(_:)`.
  public static func check<Controller: UIViewController>(
    make: () -> Controller, setSelection: (Controller, Bool) -> Void,
    duplicates: (Controller) -> Int
  ) -> Verdict {
    var list = CheckList(exercise: 23, total: 4)
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let notes = make()
    device.show(UINavigationController(rootViewController: notes))
    let search = UITextField(frame: CGRect(x: 16, y: 120, width: 300, height: 34))
    search.placeholder = "Search"
    notes.view.addSubview(search)
    _ = try? device.hand.tap(search)
    let application = device.application

    func enabled(_ action: Selector) -> Bool {
      application.routeAction(action, from: nil).search.target != nil
    }
    func route(_ action: Selector) -> String {
      let explained = ActionRouteExplanation().route(of: action, from: nil, in: application)
      return ([explained.start] + explained.hops).map { line in
        "\(line.responder ?? "-"): \(line.text)"
      }.joined(separator: "\n")
    }

    list.expect(
      "Duplicate is enabled while the search field is first responder", enabled("duplicate:")
    ) {
      .init(
        explanation: """
          No responder from the search field up answers canPerformAction(duplicate:) with true, so
          a menu would show Duplicate disabled (FIDELITY 11.12). \(Evidence.describe(notes))
          implements duplicate(_:), but its canPerformAction says false.
          """,
        evidence: route("duplicate:"))
    }
    let menuItem = UICommand(title: "Duplicate", action: "duplicate:")
    let before = duplicates(notes)
    application.sendAction("duplicate:", to: nil, from: menuItem, for: nil)
    list.expect("Choosing Duplicate calls duplicate(_:) once", duplicates(notes) == before + 1) {
      .init(
        explanation: """
          The action, sent to the responder chain from the search field (FIDELITY 11.8), called
          duplicate(_:) \(duplicates(notes) - before) times.
          """,
        evidence: Evidence.trace(device.trace, in: [.responder]))
    }
    setSelection(notes, false)
    let archiveWithout = enabled("archive:")
    list.expect("Archive stays disabled while nothing is selected", !archiveWithout) {
      .init(
        explanation: """
          With hasSelection false, canPerformAction(archive:) still answered true, so Archive
          would be enabled with nothing to archive.
          """,
        evidence: route("archive:"),
        mistake: answersTrueForEverything)
    }
    setSelection(notes, true)
    list.expect("Archive is enabled once something is selected", enabled("archive:")) {
      .init(
        explanation: """
          With hasSelection true, no responder accepted archive: (FIDELITY 11.12).
          """,
        evidence: route("archive:"))
    }
    return list.verdict
  }
}
