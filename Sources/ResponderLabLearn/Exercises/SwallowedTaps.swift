import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 28.
  static let swallowedTaps = Exercise(
    number: 28, folder: "28-SwallowedTaps", fileName: "SwallowedTaps.swift",
    title: "A tap recognizer that swallows a button's taps",
    task: """
      SignUpViewController hides the keyboard with a tap recognizer on its view. Since it was added,
      the "I agree" checkbox, a custom UIControl, never ticks, while the Sign Up button still works.
      Make the checkbox tick again, and keep a tap on the background hiding the keyboard.
      """,
    teaches:
      "A recognizer on a superview sees the touch first and, when it recognizes, cancels the view's touches; UIButton refuses a superview's single tap, a custom UIControl does not, so let the views keep their touches (cancelsTouchesInView = false) or refuse the control's touches in the delegate.",
    fidelity: ["14.1", "14.4", "14.7", "14.10"], minutes: 8,
    hints: [
      "Every recognizer on the hit-test view's superviews gets the touch before the view does; when the tap recognizes, the view gets touchesCancelled instead of touchesEnded (FIDELITY 14.1, 14.4). The check's evidence shows the checkbox's touchCancel.",
      "UIButton answers false from gestureRecognizerShouldBegin(_:) for another view's single tap, so it keeps its own (FIDELITY 14.10); AgreeBox inherits UIControl's answer, true. Either let the recognizer leave the views' touches alone, or keep it from seeing the checkbox's touches (FIDELITY 14.7).",
      "In viewDidLoad, set hideKeyboardTap.cancelsTouchesInView = false before adding it. Or make the controller the recognizer's delegate and return false from gestureRecognizer(_:shouldReceive:) when touch.view is a UIControl.",
    ])
}

/// The check of exercise 28 of ``LearnCourse``.
@MainActor
public enum SwallowedTapsCheck {
  /// The recognizer is gone (or disabled): the checkbox ticks, but nothing hides the keyboard.
  static let recognizerRemoved = Mistake(
    "recognizerRemoved",
    hint:
      "Without the recognizer (or with it disabled) the checkbox ticks, but a tap on the background no longer hides the keyboard. Keep the recognizer and change what it does to the views' touches: cancelsTouchesInView, or the delegate's gestureRecognizer(_:shouldReceive:)."
  )

  /// `delaysTouchesEnded` was turned off, which does not stop the cancel.
  static let delaysTouchesEndedOff = Mistake(
    "delaysTouchesEndedOff",
    hint:
      "delaysTouchesEnded only decides whether the view's touchesEnded waits while the recognizer may still recognize. A tap recognizes on that very touch-up, before the view is told, so the checkbox is cancelled all the same (FIDELITY 14.4). The property that decides is cancelsTouchesInView."
  )

  /// Checks a learner's controller: `make` makes one; `field`, `checkbox` and `button` are its
  /// name field, its custom checkbox and its Sign Up button.
  public static func check<Controller: UIViewController, Box: UIControl>(
    make: () -> Controller, field: (Controller) -> UITextField, checkbox: (Controller) -> Box,
    button: (Controller) -> UIButton
  ) -> Verdict {
    var list = CheckList(exercise: 28, total: 3)
    let device = SimulatedDevice(profile: .phone)
    let controller = make()
    device.show(controller)
    device.runUntilIdle()
    let box = checkbox(controller)
    let signUp = button(controller)
    let nameField = field(controller)
    var ticks = 0
    var signUps = 0
    box.addAction(for: .valueChanged) { ticks += 1 }
    signUp.addAction(for: .touchUpInside) { signUps += 1 }
    let recognizers = controller.view.gestureRecognizers ?? []

    var mark = device.trace.mark
    _ = try? device.hand.tap(signUp)
    device.runUntilIdle()
    list.expect("A tap on Sign Up reaches the button", signUps == 1) {
      .init(
        explanation: """
          A tap on \(Evidence.describe(signUp)) sent no touchUpInside. A UIButton keeps a single tap
          from a recognizer on its superview: it answers false from gestureRecognizerShouldBegin(_:)
          (FIDELITY 14.10).
          """,
        evidence: Evidence.trace(device.trace, in: [.gesture], since: mark))
    }

    mark = device.trace.mark
    _ = try? device.hand.tap(box)
    device.runUntilIdle()
    list.expect("A tap on the checkbox ticks it", ticks == 1) {
      let cancelled = device.trace.events(since: mark).contains {
        $0.message.hasPrefix("touchesCancelled")
      }
      let turnedOff = recognizers.contains { !$0.delaysTouchesEnded && $0.cancelsTouchesInView }
      return .init(
        explanation: """
          A tap on \(Evidence.describe(box)) sent no valueChanged\(cancelled ? ": the recognizer on \(Evidence.describe(controller.view)) saw the touch first, recognized the tap, and the checkbox got touchesCancelled instead of touchesEnded (FIDELITY 14.1, 14.4)" : ""). \
          A plain UIControl, unlike a UIButton, does not refuse a superview's single tap (FIDELITY
          14.10).
          """,
        evidence: Evidence.trace(device.trace, in: [.gesture], since: mark),
        mistake: turnedOff ? delaysTouchesEndedOff : nil)
    }

    _ = nameField.becomeFirstResponder()
    let background = controller.view.convert(
      CGPoint(x: controller.view.bounds.midX, y: controller.view.bounds.maxY - 100), to: nil)
    mark = device.trace.mark
    _ = try? device.hand.tap(at: background)
    device.runUntilIdle()
    list.expect(
      "A tap on the background hides the keyboard",
      !nameField.isFirstResponder && !device.simulation.keyboard.isVisible
    ) {
      let working = recognizers.filter(\.isEnabled)
      return .init(
        explanation: """
          After a tap on the background, \(Evidence.describe(nameField)) is still the first
          responder and the keyboard stays up. \(working.isEmpty ? "No enabled recognizer is left on \(Evidence.describe(controller.view)) to hide it." : "The recognizer on \(Evidence.describe(controller.view)) did not hide it.")
          """,
        evidence: Evidence.trace(device.trace, in: [.gesture, .responder], since: mark),
        mistake: working.isEmpty ? recognizerRemoved : nil)
    }
    return list.verdict
  }
}
