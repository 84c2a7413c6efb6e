import ResponderLabDevice
import SimUIKit
import Testing

// Long presses and swipes made by the hand, through the same pipeline as taps.

@Suite("Long-press and swipe recognizers through the hand")
@MainActor
struct HandGestureTests {
  /// A long-press recognizer named "press" on the stage's root view, targeting the stage's target.
  private func pressStage() -> (GestureStage, UILongPressGestureRecognizer) {
    let stage = GestureStage(recognizerOnRoot: false)
    let press = UILongPressGestureRecognizer(target: stage.target, action: "handle:")
    press.name = "press"
    stage.controller.view.addGestureRecognizer(press)
    return (stage, press)
  }

  /// A swipe recognizer named "swipe" for `direction` on the stage's root view.
  private func swipeStage(_ direction: UISwipeGestureRecognizer.Direction) -> (
    GestureStage, UISwipeGestureRecognizer
  ) {
    let stage = GestureStage(recognizerOnRoot: false)
    let swipe = UISwipeGestureRecognizer(target: stage.target, action: "handle:")
    swipe.name = "swipe"
    swipe.direction = direction
    stage.controller.view.addGestureRecognizer(swipe)
    return (stage, swipe)
  }

  @Test(
    "FIDELITY 14.3, 14.4: a long press begins while the finger is down, cancelling the view first")
  func longPress() throws {
    let (stage, press) = pressStage()
    #expect(press.minimumPressDuration == 0.5)
    #expect(press.allowableMovement == 10)
    let finger = try #require(try stage.device.hand.touchDown(at: stage.center))
    stage.device.advance(by: 0.4)
    #expect(stage.log.lines == ["view.touchesBegan"], "not yet: the press needs 0.5 s")
    #expect(press.state == .possible)
    stage.device.advance(by: 0.1)
    #expect(press.state == .began)
    #expect(
      stage.log.lines == ["view.touchesBegan", "view.touchesCancelled", "press.action(began)"])
    try stage.device.hand.lift(finger)
    #expect(stage.log.lines.last == "press.action(ended)")
    #expect(!stage.log.lines.contains("view.touchesEnded"))
    #expect(press.state == .possible, "reset once the sequence is over")
  }

  @Test("FIDELITY 14.3: hand.longPress holds long enough; a short press fails and the view ends")
  func shortPress() throws {
    let (stage, press) = pressStage()
    let pressed = try stage.device.hand.longPress(at: stage.center)
    #expect(pressed === stage.view)
    #expect(
      stage.log.lines.filter { $0.hasPrefix("press") } == [
        "press.action(began)", "press.action(ended)",
      ])
    stage.log.lines = []
    try stage.device.hand.longPress(at: stage.center, duration: 0.2)
    #expect(stage.log.lines == ["view.touchesBegan", "view.touchesEnded"])
    let failed = stage.device.trace.events.contains {
      $0.subject?.description == press.objectName.description && $0.message == "possible → failed"
    }
    #expect(failed, "the short press is traced as failed")
  }

  @Test("FIDELITY 14.3: a long press that moves past allowableMovement fails before it begins")
  func pressThatMoves() throws {
    let (stage, press) = pressStage()
    let finger = try #require(try stage.device.hand.touchDown(at: stage.center))
    try stage.device.hand.move(finger, to: CGPoint(x: stage.center.x + 20, y: stage.center.y))
    #expect(press.state == .failed)
    stage.device.advance(by: 1)
    try stage.device.hand.lift(finger)
    #expect(!stage.log.lines.contains { $0.hasPrefix("press") })
    #expect(stage.log.lines.last == "view.touchesEnded")
  }

  @Test("FIDELITY 14.3, 14.4: a swipe is discrete: one action, after the view's touches cancel")
  func swipe() throws {
    let (stage, swipe) = swipeStage(.right)
    let swiped = try stage.device.hand.swipe(from: stage.center, .right, distance: 80)
    #expect(swiped === stage.view)
    #expect(stage.log.lines.filter { $0.hasPrefix("swipe") } == ["swipe.action(ended)"])
    let cancel = try #require(stage.log.lines.firstIndex(of: "view.touchesCancelled"))
    let action = try #require(stage.log.lines.firstIndex(of: "swipe.action(ended)"))
    #expect(cancel < action, "it recognizes while the finger is down, so the cancel comes first")
    #expect(swipe.state == .possible)
  }

  @Test("FIDELITY 14.3: a swipe the wrong way, or too slow, fails and the view keeps its touch")
  func swipeThatFails() throws {
    let (stage, swipe) = swipeStage([.left, .up])
    try stage.device.hand.swipe(from: stage.center, .right, distance: 80)
    #expect(!stage.log.lines.contains { $0.hasPrefix("swipe") })
    #expect(stage.log.lines.last == "view.touchesEnded")
    stage.log.lines = []
    let slow = stage.device.simulation.assumptions.gestures.swipeMaximumDuration * 2
    try stage.device.hand.pan(
      from: stage.center, to: CGPoint(x: stage.center.x - 80, y: stage.center.y), duration: slow,
      steps: 8)
    #expect(!stage.log.lines.contains { $0.hasPrefix("swipe") }, "too slow for a swipe")
    stage.log.lines = []
    try stage.device.hand.swipe(from: stage.center, .up, distance: 80)
    #expect(stage.log.lines.contains("swipe.action(ended)"), "up is one of its directions")
    #expect(swipe.direction == [.left, .up])
  }

  @Test("FIDELITY 14.8, 14.9: a superview's pan beats a swipe unless it requires the swipe to fail")
  func swipeUnderPan() throws {
    let (stage, swipe) = swipeStage(.right)
    let pan = UIPanGestureRecognizer(target: stage.target, action: "handle:")
    pan.name = "pan"
    stage.controller.view.addGestureRecognizer(pan)
    try stage.device.hand.swipe(from: stage.center, .right, distance: 80)
    #expect(stage.log.lines.contains("pan.action(began)"), "the pan begins after 10 points")
    #expect(!stage.log.lines.contains("swipe.action(ended)"), "and the swipe fails")
    stage.log.lines = []
    pan.require(toFail: swipe)
    try stage.device.hand.swipe(from: stage.center, .right, distance: 80)
    #expect(stage.log.lines.contains("swipe.action(ended)"))
    #expect(!stage.log.lines.contains { $0.hasPrefix("pan") }, "the pan waited, then failed")
  }
}
