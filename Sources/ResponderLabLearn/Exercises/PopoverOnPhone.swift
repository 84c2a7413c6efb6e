import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 27.
  static let popoverOnPhone = Exercise(
    number: 27, folder: "27-PopoverOnPhone", fileName: "PopoverOnPhone.swift",
    title: "A popover that stays a popover on a phone",
    task: """
      CanvasViewController shows a swatch picker as a popover from its Color button. On a phone
      UIKit adapts the popover to a sheet. Make it stay a popover on a phone in portrait and on a
      large phone in landscape.
      """,
    teaches:
      "A popover's presentation controller asks its delegate which style to adapt to; answering .none from adaptivePresentationStyle(for:traitCollection:) keeps the popover, and the delegate, being weak, must be kept alive by someone.",
    fidelity: ["12.7", "12.9", "12.13", "2.6"], minutes: 8,
    hints: [
      "Before it adapts, the popover's presentation controller asks its delegate for a style; the answer .none means no adaptation (FIDELITY 12.9).",
      "Ask the right question: adaptivePresentationStyle(for:traitCollection:) is asked for every size class, adaptivePresentationStyle(for:) only in compact width, so it loses on a large phone in landscape (FIDELITY 12.7, 12.13). The delegate property is weak (FIDELITY 2.6).",
      "Make CanvasViewController a UIPopoverPresentationControllerDelegate, set picker.popoverPresentationController?.delegate = self before present, and return .none from adaptivePresentationStyle(for:traitCollection:).",
    ])
}

/// The check of exercise 27 of ``LearnCourse``.
@MainActor
public enum PopoverOnPhoneCheck {
  /// The delegate answers only `adaptivePresentationStyle(for:)`, asked only in compact width.
  static let onlyTheOldQuestion = Mistake(
    "onlyTheOldQuestion",
    hint:
      "A delegate that answers only adaptivePresentationStyle(for:), or answers .none only for compact traits, keeps the popover in compact width, but a large phone in landscape is regular width and compact height: implement adaptivePresentationStyle(for:traitCollection:) and answer .none for every trait collection."
  )

  /// Checks a learner's controller: `make` makes one, `button` is the button whose tap shows the
  /// picker.
  public static func check<Controller: UIViewController>(
    make: () -> Controller, button: (Controller) -> UIButton
  ) -> Verdict {
    var list = CheckList(exercise: 27, total: 4)

    let phone = SimulatedDevice(profile: .phone)
    let (canvas, phoneButton) = showAndTap(make: make, button: button, on: phone)
    let picker = canvas.presentedViewController
    list.expect(
      "On the phone, the Color button presents the picker", phone.faults.isEmpty && picker != nil
    ) {
      .init(
        explanation: """
          On the phone, a tap on \(Evidence.describe(phoneButton)) presented \(picker == nil ? "nothing" : Evidence.describe(picker)).
          A popover kept with .none still needs an anchor, on a phone as on a tablet (FIDELITY
          12.9, 12.16).
          """,
        evidence: phone.faults.isEmpty
          ? Evidence.trace(phone.trace, in: [.presentation, .delegate])
          : phone.faults.map(\.reason).joined(separator: "\n"))
    }
    guard let picker else { return list.verdict }
    list.expect(
      "On the phone, the picker stays a popover",
      picker.presentationController is UIPopoverPresentationController
    ) {
      let delegate = picker.presentationController?.delegate
      return .init(
        explanation: """
          On the phone, the picker is presented through \(describe(picker.presentationController)):
          the popover adapted to a sheet (FIDELITY 12.11). \(delegate == nil ? "Its presentation controller has no delegate: none was set, or the one set was freed, since the property is weak (FIDELITY 2.6)." : "Its delegate, \(Evidence.describe(delegate)), did not answer .none (FIDELITY 12.7, 12.9).")
          """,
        evidence: Evidence.trace(phone.trace, in: [.presentation, .delegate]))
    }

    let large = SimulatedDevice(profile: .largePhone.rotated(to: .landscape))
    let (largeCanvas, largeButton) = showAndTap(make: make, button: button, on: large)
    let largePicker = largeCanvas.presentedViewController
    list.expect(
      "On a large phone in landscape, the picker stays a popover",
      large.faults.isEmpty && largePicker?.presentationController is UIPopoverPresentationController
    ) {
      let delegate = largePicker?.presentationController?.delegate
      return .init(
        explanation: """
          On a large phone in landscape (regular width, compact height), the picker is presented
          through \(describe(largePicker?.presentationController)). \(delegate == nil ? "Its presentation controller has no delegate (FIDELITY 2.6)." : "Its delegate, \(Evidence.describe(delegate)), kept it in compact width but not here: UIKit asks adaptivePresentationStyle(for:) only in compact width (FIDELITY 12.7, 12.13).")
          """,
        evidence: Evidence.trace(large.trace, in: [.presentation, .delegate]),
        mistake: delegate == nil ? nil : onlyTheOldQuestion)
    }
    let popover = largePicker?.presentationController as? UIPopoverPresentationController
    let anchor = popover?.sourceView ?? (popover?.sourceItem as? UIView)
    list.expect("The popover points at the Color button", anchor === largeButton) {
      .init(
        explanation: """
          The popover points at \(Evidence.describe(anchor)), not at \(Evidence.describe(largeButton)),
          the button the user tapped (FIDELITY 12.15).
          """,
        evidence: Evidence.views(of: largeButton))
    }
    return list.verdict
  }

  /// Shows a new controller on `device` and taps its button.
  private static func showAndTap<Controller: UIViewController>(
    make: () -> Controller, button: (Controller) -> UIButton, on device: SimulatedDevice
  ) -> (Controller, UIButton) {
    let controller = make()
    device.show(controller)
    let tapped = button(controller)
    _ = try? device.hand.tap(tapped)
    device.runUntilIdle()
    return (controller, tapped)
  }

  /// A presentation controller by its class.
  private static func describe(_ controller: UIPresentationController?) -> String {
    controller.map { String(describing: type(of: $0)) } ?? "no presentation controller"
  }
}
