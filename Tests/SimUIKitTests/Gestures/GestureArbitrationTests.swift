import ResponderLabDevice
import SimUIKit
import Testing

@Suite("Gesture recognizers against each other and against controls")
@MainActor
struct GestureArbitrationTests {
  @Test("FIDELITY 14.6: the delegate is asked at the touch-up; its no fails the tap")
  func delegateShouldBegin() throws {
    let stage = GestureStage()
    let delegate = GestureDelegate(log: stage.log)
    delegate.shouldBegin = false
    stage.tap.delegate = delegate
    try stage.device.hand.tap(at: stage.center)
    #expect(
      stage.log.lines == [
        "tap.delegate.shouldReceive", "tap.touchesBegan", "view.touchesBegan", "tap.touchesEnded",
        "tap.delegate.shouldBegin", "view.touchesEnded",
      ])
  }

  @Test("FIDELITY 14.6: the hit-test view is asked before the delegate, and its no ends the asking")
  func viewAskedFirst() throws {
    let stage = GestureStage()
    let delegate = GestureDelegate(log: stage.log)
    stage.tap.delegate = delegate
    let refusing = RefusingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    refusing.log = stage.log
    stage.view.addSubview(refusing)
    try stage.device.hand.tap(at: CGPoint(x: 60, y: 110))
    #expect(stage.log.lines.contains("refusing.gestureRecognizerShouldBegin"))
    #expect(!stage.log.lines.contains("tap.delegate.shouldBegin"))
    #expect(stage.tap.state == .possible)
    #expect(!stage.log.lines.contains { $0.hasSuffix(".action(ended)") })
    // Views are asked only when the recognizer cancels touches in its view (switchable).
    stage.log.lines = []
    stage.tap.cancelsTouchesInView = false
    try stage.device.hand.tap(at: CGPoint(x: 60, y: 110))
    #expect(!stage.log.lines.contains("refusing.gestureRecognizerShouldBegin"))
    #expect(stage.log.lines.contains("tap.action(ended)"))
  }

  @Test("FIDELITY 14.7: a refused touch leaves the recognizer possible and the view untouched")
  func shouldReceive() throws {
    let stage = GestureStage()
    let delegate = GestureDelegate(log: stage.log)
    delegate.shouldReceive = false
    stage.tap.delegate = delegate
    try stage.device.hand.tap(at: stage.center)
    #expect(
      stage.log.lines == ["tap.delegate.shouldReceive", "view.touchesBegan", "view.touchesEnded"])
    #expect(stage.tap.state == .possible)
  }

  @Test("FIDELITY 14.8: the deeper view's tap wins; simultaneous recognition lets both")
  func deeperWins() throws {
    let stage = GestureStage()
    let inner = LoggingTap(target: stage.target, action: "handle:")
    inner.name = "inner"
    stage.view.addGestureRecognizer(inner)
    try stage.device.hand.tap(at: stage.center)
    #expect(stage.log.lines.contains("inner.action(ended)"))
    #expect(!stage.log.lines.contains("tap.action(ended)"))

    stage.log.lines = []
    let delegate = GestureDelegate(log: TouchLog())
    delegate.simultaneous = true
    inner.delegate = delegate
    try stage.device.hand.tap(at: stage.center)
    #expect(stage.log.lines.contains("inner.action(ended)"))
    #expect(stage.log.lines.contains("tap.action(ended)"))
  }

  @Test("FIDELITY 14.9: a single tap that requires a double tap to fail waits, reading possible")
  func requireToFail() throws {
    let stage = GestureStage()
    let double = UITapGestureRecognizer(target: stage.target, action: "handle:")
    double.name = "double"
    double.numberOfTapsRequired = 2
    stage.controller.view.addGestureRecognizer(double)
    stage.tap.require(toFail: double)

    try stage.device.hand.tap(at: stage.center)
    #expect(!stage.log.lines.contains("tap.action(ended)"), "not before the double tap gives up")
    #expect(stage.tap.state == .possible)
    #expect(stage.log.lines.last == "tap.touchesEnded", "the view's touchesEnded is withheld")
    stage.device.advance(by: 0.5)
    #expect(Array(stage.log.lines.suffix(2)) == ["tap.action(ended)", "view.touchesCancelled"])
    #expect(stage.tap.state == .possible && double.state == .possible)

    stage.log.lines = []
    try stage.device.hand.doubleTap(at: stage.center)
    #expect(stage.log.lines.contains("double.action(ended)"))
    #expect(!stage.log.lines.contains("tap.action(ended)"))
    #expect(stage.log.lines.filter { $0 == "view.touchesCancelled" }.count == 2)
  }

  @Test("FIDELITY 14.10: a button keeps its tap from a superview's tap recognizer")
  func buttonKeepsTap() throws {
    let stage = GestureStage()
    let delegate = GestureDelegate(log: stage.log)
    stage.tap.delegate = delegate
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    var events: [String] = []
    button.addAction(for: .touchUpInside) { events.append("touchUpInside") }
    button.addAction(for: .touchCancel) { events.append("touchCancel") }
    stage.view.addSubview(button)
    try stage.device.hand.tap(at: CGPoint(x: 90, y: 120))
    #expect(events == ["touchUpInside"])
    #expect(!stage.log.lines.contains("tap.action(ended)"))
    #expect(!stage.log.lines.contains("tap.delegate.shouldBegin"), "the delegate is not asked")
  }

  @Test("FIDELITY 14.10: a plain UIControl loses its tap; a recognizer on the button itself wins")
  func plainControlLoses() throws {
    let stage = GestureStage()
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    var events: [String] = []
    control.addAction(for: .touchUpInside) { events.append("touchUpInside") }
    control.addAction(for: .touchCancel) { events.append("touchCancel") }
    stage.view.addSubview(control)
    try stage.device.hand.tap(at: CGPoint(x: 90, y: 120))
    #expect(events == ["touchCancel"])
    #expect(stage.log.lines.contains("tap.action(ended)"))

    let button = UIButton(frame: CGRect(x: 0, y: 100, width: 80, height: 40))
    var buttonEvents: [String] = []
    button.addAction(for: .touchUpInside) { buttonEvents.append("touchUpInside") }
    stage.view.addSubview(button)
    let own = UITapGestureRecognizer(target: stage.target, action: "handle:")
    own.name = "own"
    button.addGestureRecognizer(own)
    try stage.device.hand.tap(at: CGPoint(x: 90, y: 220))
    #expect(buttonEvents.isEmpty)
    #expect(stage.log.lines.contains("own.action(ended)"))
  }

  @Test("FIDELITY 14.10: an ancestor's tap with cancelsTouchesInView false fires with the button")
  func bothFire() throws {
    let stage = GestureStage()
    stage.tap.cancelsTouchesInView = false
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    var events: [String] = []
    button.addAction(for: .touchUpInside) { events.append("touchUpInside") }
    stage.view.addSubview(button)
    try stage.device.hand.tap(at: CGPoint(x: 90, y: 120))
    #expect(events == ["touchUpInside"])
    #expect(stage.log.lines.contains("tap.action(ended)"))
  }

  @Test("FIDELITY 14.11: a tap recognizer on a label does nothing until it takes touches")
  func labelIgnoresTouches() throws {
    let stage = GestureStage(recognizerOnRoot: false)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(!label.isUserInteractionEnabled)
    stage.view.addSubview(label)
    label.addGestureRecognizer(stage.tap)
    let delegate = GestureDelegate(log: stage.log)
    stage.tap.delegate = delegate
    let hit = try stage.device.hand.tap(at: CGPoint(x: 60, y: 110))
    #expect(hit === stage.view)
    #expect(stage.log.lines == ["view.touchesBegan", "view.touchesEnded"])
    label.isUserInteractionEnabled = true
    stage.log.lines = []
    try stage.device.hand.tap(at: CGPoint(x: 60, y: 110))
    #expect(stage.log.lines.contains("tap.action(ended)"))
  }
}

/// A view that refuses every recognizer and logs the question.
final class RefusingView: UIView {
  var log: TouchLog?
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    log?.add("refusing.gestureRecognizerShouldBegin")
    return false
  }
}
