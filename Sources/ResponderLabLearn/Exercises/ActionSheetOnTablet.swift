import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 26.
  static let actionSheetOnTablet = Exercise(
    number: 26, folder: "26-ActionSheetOnTablet", fileName: "ActionSheetOnTablet.swift",
    title: "An action sheet that crashes on a tablet",
    task: """
      PhotoViewController's Share button offers an action sheet. It slides up from the bottom on a
      phone, but on a tablet UIKit raises an exception when it is presented. Fix showOptions() so
      that on a tablet the action sheet is a popover that points at the Share button, while the
      phone keeps its sheet at the bottom.
      """,
    teaches:
      "In regular width an action sheet is a popover and needs an anchor, a sourceView or a barButtonItem, or UIKit raises; in compact width it sits at the bottom and needs none.",
    fidelity: ["12.16", "12.25"], minutes: 6,
    hints: [
      "On a phone an action sheet uses a compact presentation at the bottom of the screen; in regular width it is a popover, and a popover must point at something (FIDELITY 12.25, 12.16). Read the exception's reason in the check's evidence.",
      "The popover is the alert controller's popoverPresentationController. Set its anchor before present: the button the user tapped.",
      "Before present: if let popover = options.popoverPresentationController { popover.sourceView = shareButton }. On a phone the sheet needs no anchor, so the same code works on both.",
    ])
}

/// The check of exercise 26 of ``LearnCourse``.
@MainActor
public enum ActionSheetOnTabletCheck {
  /// The popover points at the controller's whole view rather than at the button.
  static let anchoredToWholeView = Mistake(
    "anchoredToWholeView",
    hint:
      "Anchoring the popover to the controller's view silences the exception, but the popover then points at the middle of the screen, far from the button the user tapped. Use the button itself as the sourceView."
  )

  /// Checks a learner's controller: `make` makes one, `button` is the button whose tap shows the
  /// options.
  public static func check<Controller: UIViewController>(
    make: () -> Controller, button: (Controller) -> UIButton
  ) -> Verdict {
    var list = CheckList(exercise: 26, total: 3)

    let phone = SimulatedDevice(profile: .phone)
    let (phoneNavigation, phoneButton) = showAndTap(make: make, button: button, on: phone)
    let phoneOptions = phoneNavigation.presentedViewController as? UIAlertController
    list.expect(
      "On the phone, the options slide up from the bottom",
      phone.faults.isEmpty && phoneOptions?.preferredStyle == .actionSheet
        && phoneOptions?.presentationController
          is _UIAlertControllerActionSheetCompactPresentationController
    ) {
      .init(
        explanation: """
          On the phone, a tap on \(Evidence.describe(phoneButton)) \(shown(phoneNavigation, phone)).
          In compact width an action sheet is presented at the bottom of the screen, with no anchor
          (FIDELITY 12.25).
          """,
        evidence: faultsOrTrace(phone))
    }

    let tablet = SimulatedDevice(profile: .tablet)
    let (navigation, tabletButton) = showAndTap(make: make, button: button, on: tablet)
    list.expect(
      "On the tablet, the options are presented without an exception", tablet.faults.isEmpty
    ) {
      .init(
        explanation: """
          On the tablet, presenting the action sheet raised \(tablet.faults.first?.exceptionName ?? "an exception"),
          and nothing was presented: in regular width an action sheet is a popover, and a popover
          with no sourceView, sourceItem or barButtonItem is refused (FIDELITY 12.25, 12.16). On
          a device the app terminates.
          """,
        evidence: tablet.faults.map(\.reason).joined(separator: "\n"))
    }
    let options = navigation.presentedViewController as? UIAlertController
    let popover = options?.presentationController as? UIPopoverPresentationController
    let anchor = popover?.sourceView ?? (popover?.sourceItem as? UIView)
    list.expect(
      "On the tablet, the options are a popover pointing at the button",
      popover != nil && anchor === tabletButton
    ) {
      let wholeView = anchor != nil && anchor === navigation.topViewController?.viewIfLoaded
      return .init(
        explanation: """
          On the tablet, \(popover == nil ? "a tap \(shown(navigation, tablet))" : "the popover points at \(Evidence.describe(anchor)), not at \(Evidence.describe(tabletButton)), the button the user tapped"). \
          An action sheet in regular width is a popover that should come out of what the user
          tapped (FIDELITY 12.16).
          """,
        evidence: Evidence.views(of: tabletButton),
        mistake: wholeView ? anchoredToWholeView : nil)
    }
    return list.verdict
  }

  /// Shows a new controller in a navigation controller on `device` and taps its button.
  private static func showAndTap<Controller: UIViewController>(
    make: () -> Controller, button: (Controller) -> UIButton, on device: SimulatedDevice
  ) -> (UINavigationController, UIButton) {
    let controller = make()
    let navigation = UINavigationController(rootViewController: controller)
    device.show(navigation)
    let tapped = button(controller)
    _ = try? device.hand.tap(tapped)
    device.runUntilIdle()
    return (navigation, tapped)
  }

  /// What a tap presented from `navigation`, as the end of a sentence.
  private static func shown(_ navigation: UINavigationController, _ device: SimulatedDevice)
    -> String
  {
    if let fault = device.faults.first { return "raised \(fault.exceptionName)" }
    guard let presented = navigation.presentedViewController else { return "presented nothing" }
    let style = presented.presentationController.map { String(describing: type(of: $0)) } ?? "?"
    return "presented \(Evidence.describe(presented)) through \(style)"
  }

  /// The faults of `device`, or its presentation trace when it has none.
  private static func faultsOrTrace(_ device: SimulatedDevice) -> String {
    device.faults.isEmpty
      ? Evidence.trace(device.trace, in: [.presentation])
      : device.faults.map(\.reason).joined(separator: "\n")
  }
}
