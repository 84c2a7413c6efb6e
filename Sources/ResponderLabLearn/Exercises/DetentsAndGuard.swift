import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 19.
  static let detentsAndGuard = Exercise(
    number: 19, folder: "19-DetentsAndGuard", fileName: "DetentsAndGuard.swift",
    title: "Detents and a guard together",
    task: """
      Write configureEditorSheet(_:detentGuard:): the editor's sheet has a medium and a large
      detent and opens at large; DetentGuard is its delegate. DetentGuard counts the user's detent
      changes in detentChanges and refuses dismissal while hasUnsavedChanges is true — moving
      between detents must stay free.
      """,
    teaches:
      "Moving between detents asks no adaptive question; shouldDismiss is asked only below the smallest detent, and a refused sheet lands on it.",
    fidelity: ["6.1", "6.4", "6.5", "6.8", "4.2"], minutes: 12,
    hints: [
      "Detents run from smallest to largest (FIDELITY 6.1), and selectedDetentIdentifier picks the starting one; nil means the smallest (FIDELITY 6.4).",
      "UISheetPresentationControllerDelegate adds sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:), sent only for the user's changes (FIDELITY 6.5). The sheet's delegate is the same property as presentationController's.",
      "sheet.detents = [.medium(), .large()]; sheet.selectedDetentIdentifier = .large; sheet.delegate = detentGuard. In DetentGuard, count in the detent callback and return !hasUnsavedChanges from presentationControllerShouldDismiss.",
    ])
}

/// The check of exercise 19 of ``LearnCourse``.
@MainActor
public enum DetentsAndGuardCheck {
  /// Checks the learner's configuration and guard.
  public static func check<Guard: UISheetPresentationControllerDelegate>(
    makeGuard: () -> Guard, setUnsaved: (Guard, Bool) -> Void, detentChanges: (Guard) -> Int,
    configure: (UISheetPresentationController, Guard) -> Void
  ) -> Verdict {
    var list = CheckList(exercise: 19, total: 6)
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let home = UIViewController()
    device.show(home)
    let editor = UIViewController()
    let detentGuard = makeGuard()
    setUnsaved(detentGuard, true)
    guard let sheet = editor.sheetPresentationController else { return list.verdict }
    configure(sheet, detentGuard)
    let configurationFaults = device.faults
    home.present(editor, animated: false)
    device.runUntilIdle()
    list.expect("Configuring the sheet raises no UIKit fault", configurationFaults.isEmpty) {
      let reads = configurationFaults.contains { $0.reason.contains("presentingViewController") }
      return .init(
        explanation: """
          configureEditorSheet(_:detentGuard:) made UIKit fail: \
          \(configurationFaults.map(\.reason).joined(separator: " ")) The check configures the
          sheet before presenting it, so nothing presents it yet.
          """,
        evidence: configurationFaults.map(\.description).joined(separator: "\n"),
        mistake: reads ? .readsPresenterBeforePresentation : nil)
    }
    guard list.isPassing else { return list.verdict }
    let identifiers = sheet.detents.map { "\($0.identifier)" }
    list.expect(
      "The detents are medium then large",
      sheet.detents.map(\.identifier) == [.medium, .large]
    ) {
      .init(
        explanation: """
          The sheet's detents are [\(identifiers.joined(separator: ", "))]. UIKit wants medium and
          large, from smallest to largest (FIDELITY 6.1).
          """)
    }
    list.expect(
      "The sheet opens at large with DetentGuard as its delegate",
      sheet.currentDetentIdentifier == .large && sheet.delegate === detentGuard
    ) {
      .init(
        explanation: """
          The sheet rests at \(sheet.currentDetentIdentifier.map { "\($0)" } ?? "nil") and its delegate \
          is \(Evidence.describe(sheet.delegate)). Without a selected detent a sheet opens at its
          smallest (FIDELITY 6.4).
          """)
    }
    guard list.isPassing else { return list.verdict }
    var mark = device.trace.mark
    try? device.hand.dragSheet(toDetent: .medium)
    device.runUntilIdle()
    let changes = detentChanges(detentGuard)
    list.expect(
      "Dragging to medium moves the sheet and counts one detent change",
      home.presentedViewController === editor && sheet.currentDetentIdentifier == .medium
        && changes == 1
    ) {
      .init(
        explanation: """
          After one drag to medium, the sheet is \(home.presentedViewController == nil ? "gone" : "at \(sheet.currentDetentIdentifier.map { "\($0)" } ?? "nil")") \
          and detentChanges is \(changes). A drag between detents asks no adaptive question
          (FIDELITY 4.2) and sends one detent callback (FIDELITY 6.5).
          """,
        evidence: Evidence.trace(device.trace, in: [.delegate, .gesture], since: mark))
    }
    guard list.isPassing else { return list.verdict }
    mark = device.trace.mark
    try? device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    list.expect(
      "With unsaved changes, a swipe below medium is refused and the sheet lands on medium",
      home.presentedViewController === editor && sheet.currentDetentIdentifier == .medium
    ) {
      .init(
        explanation: """
          The swipe \(home.presentedViewController == nil ? "dismissed the editor" : "left the sheet at \(sheet.currentDetentIdentifier.map { "\($0)" } ?? "nil")"). \
          Below the smallest detent UIKit asks presentationControllerShouldDismiss; a refused
          sheet lands on its smallest detent (FIDELITY 4.2, 6.8).
          """,
        evidence: Evidence.trace(device.trace, in: [.delegate, .presentation], since: mark))
    }
    setUnsaved(detentGuard, false)
    mark = device.trace.mark
    try? device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    list.expect("Without unsaved changes, a swipe dismisses", home.presentedViewController == nil) {
      .init(
        explanation: "The editor stayed although nothing was unsaved.",
        evidence: Evidence.trace(device.trace, in: [.delegate, .presentation], since: mark))
    }
    return list.verdict
  }
}

extension Mistake {
  /// `sheet.presentingViewController` read while configuring, before presenting.
  static let readsPresenterBeforePresentation = Mistake(
    "readsPresenterBeforePresentation",
    hint: """
      Your configuration reads the sheet's presentingViewController, which does not exist before \
      the presentation. Configure only the sheet itself: its detents, its selected detent and its \
      delegate; the guard refuses through presentationControllerShouldDismiss.
      """)
}
