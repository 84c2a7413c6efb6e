import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 25.
  static let halfSheetKeyboard = Exercise(
    number: 25, folder: "25-HalfSheetKeyboard", fileName: "HalfSheetKeyboard.swift",
    title: "Milestone: a text field in a half sheet and its keyboard",
    task: """
      A compose sheet should open at half height with a grabber and be able to grow to full
      height. Write configureComposeSheet(_:), and make Done put the keyboard away and bring the
      sheet back down to half height.
      """,
    teaches:
      "A sheet's text field brings up the keyboard and the sheet grows to its largest detent; resigning the field hides the keyboard, but the detent only comes back if you move it; a swipe away resigns the field.",
    fidelity: ["6.1", "6.2", "11.22", "11.23", "11.6"], minutes: 12,
    hints: [
      "Configure the sheet before presenting: compose.sheetPresentationController gives it (FIDELITY 6.1). Detents go smallest first, .medium() then .large().",
      "The keyboard follows the first responder (FIDELITY 11.22): Done must make messageField resign. The sheet grew to large for the keyboard (FIDELITY 11.23) and stays there until you change selectedDetentIdentifier.",
      "sheet.detents = [.medium(), .large()]; sheet.prefersGrabberVisible = true. In doneTapped: messageField.resignFirstResponder(); sheetPresentationController?.animateChanges { sheetPresentationController?.selectedDetentIdentifier = .medium }",
    ], kind: .milestone)
}

/// The check of exercise 25 of ``LearnCourse``.
@MainActor
public enum HalfSheetKeyboardCheck {
  /// Checks a learner's compose sheet: `make` makes the controller, `configure` configures its
  /// sheet before it is presented, `field` gives its text field.
  public static func check<Controller: UIViewController>(
    make: () -> Controller, configure: (Controller) -> Void, field: (Controller) -> UITextField
  ) -> Verdict {
    var list = CheckList(exercise: 25, total: 5)
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let home = UIViewController()
    device.show(home)
    let compose = make()
    configure(compose)
    home.present(compose, animated: true)
    device.runUntilIdle()
    let sheet = compose.sheetPresentationController
    let identifiers = sheet?.detents.map(\.identifier) ?? []
    let detents = identifiers.map(\.shortName)
    list.expect(
      "The sheet opens at half height with a grabber, and can grow to full height",
      identifiers == [.medium, .large] && sheet?.currentDetentIdentifier == .medium
        && sheet?.prefersGrabberVisible == true
    ) {
      .init(
        explanation: """
          The sheet's detents are \(detents), it rests at \(sheet?.currentDetentIdentifier?.shortName ?? "no detent")
          and its grabber is \(sheet?.prefersGrabberVisible == true ? "shown" : "hidden"). Set
          the detents smallest first before presenting (FIDELITY 6.1, 6.2).
          """,
        evidence: Evidence.trace(device.trace, in: [.presentation]))
    }
    let textField = field(compose)
    var mark = device.trace.mark
    _ = try? device.hand.tap(textField)
    device.runUntilIdle()
    list.expect(
      "Tapping the field brings up the keyboard and the sheet grows to full height",
      device.simulation.keyboard.isVisible && sheet?.currentDetentIdentifier == .large
    ) {
      .init(
        explanation: """
          After the tap the keyboard is \(device.simulation.keyboard.isVisible ? "up" : "down") and
          the sheet at \(sheet?.currentDetentIdentifier?.shortName ?? "no detent"). A text field
          that becomes first responder brings up the keyboard (FIDELITY 11.22), and a sheet below
          its largest detent moves up to it (FIDELITY 11.23).
          """,
        evidence: Evidence.trace(device.trace, in: [.responder, .presentation], since: mark))
    }
    mark = device.trace.mark
    _ = try? device.hand.tap(label: "Done")
    device.runUntilIdle()
    list.expect(
      "Done puts the keyboard away", !device.simulation.keyboard.isVisible
    ) {
      .init(
        explanation: """
          After Done, \(Evidence.describe(device.simulation.currentFirstResponder)) is still first
          responder, so the keyboard stays (FIDELITY 11.22). Make the field resign.
          """,
        evidence: Evidence.trace(device.trace, in: [.responder, .gesture], since: mark))
    }
    list.expect(
      "After Done the sheet is back at half height", sheet?.currentDetentIdentifier == .medium
    ) {
      .init(
        explanation: """
          The sheet is at \(sheet?.currentDetentIdentifier?.shortName ?? "no detent"). It grew for
          the keyboard (FIDELITY 11.23), and hiding the keyboard does not bring it back: set
          selectedDetentIdentifier yourself.
          """,
        evidence: Evidence.trace(device.trace, in: [.presentation], since: mark))
    }
    _ = try? device.hand.tap(textField)
    device.runUntilIdle()
    mark = device.trace.mark
    try? device.hand.swipeDown(by: 900, velocity: 2000)
    device.runUntilIdle()
    list.expect(
      "Swiping the sheet away with the keyboard up leaves no first responder and no keyboard",
      home.presentedViewController == nil && device.simulation.currentFirstResponder == nil
        && !device.simulation.keyboard.isVisible
    ) {
      .init(
        explanation: """
          After the swipe, the sheet is \(home.presentedViewController == nil ? "gone" : "still up")
          and the first responder is \(Evidence.describe(device.simulation.currentFirstResponder)).
          A sheet that leaves the window takes its first responder with it (FIDELITY 11.6).
          """,
        evidence: Evidence.trace(device.trace, in: [.responder, .presentation], since: mark))
    }
    return list.verdict
  }
}

extension UISheetPresentationController.Detent.Identifier {
  /// The identifier without UIKit's prefix: `medium`.
  fileprivate var shortName: String {
    String(rawValue.split(separator: ".").last ?? "")
  }
}
