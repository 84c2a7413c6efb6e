import ResponderLabDevice
import SimUIKit
import Testing

/// A button inside the stage's logging view, under the stage's tap recognizer on the root view,
/// recording the control events it sends.
@MainActor
private struct ButtonStage {
  let stage = GestureStage()
  let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
  let events = TouchLog()
  /// The button's centre, in the window.
  let point = CGPoint(x: 90, y: 120)

  init(rule: GestureAssumptions.ButtonRecognizerRule? = nil) {
    if let rule { stage.device.simulation.assumptions.gestures.buttonRecognizerRule = rule }
    let events = events
    button.addAction(for: .touchUpInside) { events.add("touchUpInside") }
    button.addAction(for: .touchCancel) { events.add("touchCancel") }
    stage.view.addSubview(button)
  }

  var recognized: Bool { stage.log.lines.contains("tap.action(ended)") }
}

@Suite("Which recognizers a button refuses (FIDELITY 14.10)")
@MainActor
struct ButtonRecognizerRuleTests {
  @Test("FIDELITY 14.10: by default a button refuses only a one-finger single tap of another view")
  func defaultRule() throws {
    #expect(GestureAssumptions().buttonRecognizerRule == .oneFingerSingleTap)
    let single = ButtonStage()
    try single.stage.device.hand.tap(at: single.point)
    #expect(single.events.lines == ["touchUpInside"])
    #expect(!single.recognized)

    let double = ButtonStage()
    double.stage.tap.numberOfTapsRequired = 2
    try double.stage.device.hand.doubleTap(at: double.point)
    #expect(double.recognized, "a double tap is not in the rule: the ancestor's recognizer wins")
    #expect(double.events.lines.last == "touchCancel")
  }

  @Test("FIDELITY 14.10: with .anyTap a button refuses another view's double tap as well")
  func anyTapRule() throws {
    let single = ButtonStage(rule: .anyTap)
    try single.stage.device.hand.tap(at: single.point)
    #expect(single.events.lines == ["touchUpInside"])
    #expect(!single.recognized)

    let double = ButtonStage(rule: .anyTap)
    double.stage.tap.numberOfTapsRequired = 2
    let delegate = GestureDelegate(log: double.stage.log)
    double.stage.tap.delegate = delegate
    try double.stage.device.hand.doubleTap(at: double.point)
    double.stage.device.runUntilIdle()
    #expect(!double.recognized, "the button refused the double tap")
    #expect(!double.stage.log.lines.contains("tap.delegate.shouldBegin"), "14.6c: not asked")
    #expect(double.events.lines.last == "touchUpInside")
    #expect(!double.events.lines.contains("touchCancel"))
  }

  @Test("FIDELITY 14.10: with .anyTap a recognizer on the button itself still wins")
  func anyTapOwnRecognizer() throws {
    let stage = ButtonStage(rule: .anyTap)
    let own = UITapGestureRecognizer(target: stage.stage.target, action: "handle:")
    own.name = "own"
    stage.button.addGestureRecognizer(own)
    try stage.stage.device.hand.tap(at: stage.point)
    #expect(stage.stage.log.lines.contains("own.action(ended)"))
    #expect(!stage.events.lines.contains("touchUpInside"))
  }

  @Test("FIDELITY 14.10: with .deferToSuper a button loses its tap like a plain UIControl")
  func deferToSuperRule() throws {
    let stage = ButtonStage(rule: .deferToSuper)
    let delegate = GestureDelegate(log: stage.stage.log)
    stage.stage.tap.delegate = delegate
    try stage.stage.device.hand.tap(at: stage.point)
    #expect(stage.recognized, "the ancestor's tap recognizes")
    #expect(stage.stage.log.lines.contains("tap.delegate.shouldBegin"), "its delegate is asked")
    #expect(stage.events.lines == ["touchCancel"])
  }
}
