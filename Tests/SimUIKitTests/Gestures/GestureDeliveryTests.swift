import ResponderLabDevice
import SimUIKit
import Testing

/// A device showing a plain controller, a logging view at (50, 100) 200 × 200 on its root view, and
/// a tap recognizer named "tap" on the root view, targeting a logging target.
@MainActor
struct GestureStage {
  let device = SimulatedDevice()
  let log = TouchLog()
  let controller = UIViewController()
  let target = GestureTarget()
  let view: LoggingView
  let tap = LoggingTap()
  let center = CGPoint(x: 150, y: 200)

  init(recognizerOnRoot: Bool = true) {
    device.show(controller)
    view = LoggingView("view", frame: CGRect(x: 50, y: 100, width: 200, height: 200), log: log)
    controller.view.addSubview(view)
    target.log = log
    tap.log = log
    tap.name = "tap"
    tap.addTarget(target, action: "handle:")
    if recognizerOnRoot { controller.view.addGestureRecognizer(tap) }
  }
}

@Suite("Gesture recognizers before views")
@MainActor
struct GestureDeliveryTests {
  @Test("FIDELITY 14.1: recognizers up the superview chain see the touch before the view")
  func recognizersFirst() throws {
    let stage = GestureStage()
    let hit = try stage.device.hand.tap(at: stage.center)
    #expect(hit === stage.view, "touch.view stays the hit-test view")
    #expect(
      stage.log.lines == [
        "tap.touchesBegan", "view.touchesBegan", "tap.touchesEnded", "tap.action(ended)",
        "view.touchesCancelled",
      ])
    // Recognizers are not responders: nothing on the view's next chain is one.
    var responder: UIResponder? = stage.view
    while let current = responder {
      #expect(ObjectIdentifier(current) != ObjectIdentifier(stage.tap))
      responder = current.next
    }
  }

  @Test(
    "FIDELITY 14.1: a recognizer on a view hit-testing skips sees nothing; disabled ones neither")
  func skippedAndDisabled() throws {
    let stage = GestureStage(recognizerOnRoot: false)
    let covered = LoggingView(
      "covered", frame: CGRect(x: 0, y: 0, width: 40, height: 40), log: stage.log)
    stage.view.addSubview(covered)
    covered.isUserInteractionEnabled = false
    covered.addGestureRecognizer(stage.tap)
    try stage.device.hand.tap(at: CGPoint(x: 60, y: 110))
    #expect(stage.log.lines == ["view.touchesBegan", "view.touchesEnded"])

    stage.log.lines = []
    stage.tap.view?.removeGestureRecognizer(stage.tap)
    stage.view.addGestureRecognizer(stage.tap)
    stage.tap.isEnabled = false
    try stage.device.hand.tap(at: stage.center)
    #expect(stage.log.lines == ["view.touchesBegan", "view.touchesEnded"])
  }

  @Test("FIDELITY 14.1: disabling a recognizer that is recognizing cancels it")
  func disablingCancels() throws {
    let stage = GestureStage(recognizerOnRoot: false)
    let pan = UIPanGestureRecognizer(target: stage.target, action: "handle:")
    pan.name = "pan"
    stage.controller.view.addGestureRecognizer(pan)
    let finger = try #require(try stage.device.hand.touchDown(at: stage.center))
    try stage.device.hand.move(finger, to: CGPoint(x: 150, y: 240))
    #expect(pan.state == .began)
    pan.isEnabled = false
    #expect(pan.state == .cancelled)
    try stage.device.hand.lift(finger)
    #expect(
      stage.log.lines.filter { $0.hasPrefix("pan") } == [
        "pan.action(began)", "pan.action(cancelled)",
      ])
    #expect(pan.state == .possible, "reset once the sequence is over")
  }

  @Test("FIDELITY 14.2: defaults, weak delegate, targets, and addGestureRecognizer")
  func defaults() {
    let device = SimulatedDevice()
    _ = device
    let tap = UITapGestureRecognizer()
    #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
    #expect(tap.isEnabled && tap.requiresExclusiveTouchType)
    #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    #expect(tap.view == nil && tap.state == .possible)
    do {
      let delegate = GestureDelegate(log: TouchLog())
      tap.delegate = delegate
      #expect(tap.delegate != nil)
    }
    #expect(tap.delegate == nil, "the delegate is weak")
    let view = UIView()
    view.addGestureRecognizer(tap)
    #expect(tap.view === view)
    #expect(view.gestureRecognizers?.count == 1)
    let target = GestureTarget()
    let nilTarget = UITapGestureRecognizer(target: nil, action: "handle:")
    #expect(nilTarget.targetCount == 0, "a nil target registers no action")
    nilTarget.addTarget(target, action: "handle:")
    nilTarget.addTarget(target, action: "other:")
    #expect(nilTarget.targetCount == 2)
  }

  @Test("FIDELITY 14.3: raw values, actions on ended only for a tap, and the reset to possible")
  func stateMachine() throws {
    #expect(UIGestureRecognizer.State.possible.rawValue == 0)
    #expect(UIGestureRecognizer.State.began.rawValue == 1)
    #expect(UIGestureRecognizer.State.changed.rawValue == 2)
    #expect(UIGestureRecognizer.State.ended.rawValue == 3)
    #expect(UIGestureRecognizer.State.recognized == .ended)
    #expect(UIGestureRecognizer.State.cancelled.rawValue == 4)
    #expect(UIGestureRecognizer.State.failed.rawValue == 5)
    let stage = GestureStage()
    try stage.device.hand.tap(at: stage.center)
    #expect(stage.log.lines.contains("tap.action(ended)"))
    #expect(stage.tap.state == .possible, "after the sequence the recognizer is reset")
    let states = stage.device.trace.events(in: [.gesture]).filter {
      $0.subject?.className == "LoggingTap" && !$0.message.hasPrefix("action")
    }.map(\.message)
    #expect(states == ["possible → ended", "ended → possible (reset)"])
  }

  @Test("FIDELITY 14.3: a pan's actions on began, changed and ended, none on failed")
  func continuousActions() throws {
    let stage = GestureStage(recognizerOnRoot: false)
    let pan = UIPanGestureRecognizer(target: stage.target, action: "handle:")
    pan.name = "pan"
    stage.controller.view.addGestureRecognizer(pan)
    try stage.device.hand.pan(from: stage.center, to: CGPoint(x: 150, y: 300), steps: 4)
    let actions = stage.log.lines.filter { $0.hasPrefix("pan") }
    #expect(actions.first == "pan.action(began)")
    #expect(actions.dropFirst().dropLast().allSatisfy { $0 == "pan.action(changed)" })
    #expect(actions.last == "pan.action(ended)")
    stage.log.lines = []
    try stage.device.hand.tap(at: stage.center)
    #expect(!stage.log.lines.contains { $0.hasPrefix("pan") }, "a failed pan sends no action")
  }

  @Test("FIDELITY 14.4: a pan cancels the view's touches before its first action")
  func panCancelsFirst() throws {
    let stage = GestureStage(recognizerOnRoot: false)
    let pan = UIPanGestureRecognizer(target: stage.target, action: "handle:")
    pan.name = "pan"
    stage.controller.view.addGestureRecognizer(pan)
    try stage.device.hand.pan(from: stage.center, to: CGPoint(x: 150, y: 300), steps: 4)
    let firstAction = try #require(stage.log.lines.firstIndex(of: "pan.action(began)"))
    let cancel = try #require(stage.log.lines.firstIndex(of: "view.touchesCancelled"))
    #expect(cancel < firstAction)
    #expect(!stage.log.lines.contains("view.touchesEnded"))
  }

  @Test("FIDELITY 14.4: without cancelsTouchesInView the view gets touchesEnded after the action")
  func noCancel() throws {
    let stage = GestureStage()
    stage.tap.cancelsTouchesInView = false
    try stage.device.hand.tap(at: stage.center)
    #expect(
      stage.log.lines == [
        "tap.touchesBegan", "view.touchesBegan", "tap.touchesEnded", "tap.action(ended)",
        "view.touchesEnded",
      ])
  }

  @Test("FIDELITY 14.4: a recognizer that fails releases the withheld touchesEnded")
  func failureDeliversEnd() throws {
    let stage = GestureStage()
    stage.tap.numberOfTapsRequired = 2
    try stage.device.hand.tap(at: stage.center)
    #expect(stage.log.lines.last == "tap.touchesEnded", "touchesEnded is withheld while it waits")
    stage.device.advance(by: 1)
    #expect(stage.log.lines.last == "view.touchesEnded")
    #expect(!stage.log.lines.contains("view.touchesCancelled"))
  }

  @Test("FIDELITY 14.5: delaysTouchesBegan hides the touch from the view if the recognizer wins")
  func delaysBegan() throws {
    let stage = GestureStage()
    stage.tap.delaysTouchesBegan = true
    try stage.device.hand.tap(at: stage.center)
    #expect(!stage.log.lines.contains { $0.hasPrefix("view.") })
    stage.log.lines = []
    try stage.device.hand.pan(from: stage.center, to: CGPoint(x: 150, y: 280))
    #expect(
      stage.log.lines.filter { $0.hasPrefix("view.") }.first == "view.touchesBegan",
      "a failed recognizer lets the view have the touch late")
    #expect(stage.log.lines.last == "view.touchesEnded")
  }
}

extension UIGestureRecognizer {
  /// The number of target-action pairs, for tests.
  var targetCount: Int { registeredActionCount }
}
