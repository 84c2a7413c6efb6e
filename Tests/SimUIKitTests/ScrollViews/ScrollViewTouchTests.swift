import ResponderLabDevice
import SimUIKit
import Testing

/// A device showing a scroll view at (0, 100) 390 × 400 with 2000 points of content, and a logging
/// view in its content at (50, 50) 200 × 100.
@MainActor
struct ScrollStage {
  let device = SimulatedDevice()
  let log = TouchLog()
  let controller = UIViewController()
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
  let content: LoggingView
  /// The centre of the content view, in the window.
  let point = CGPoint(x: 150, y: 200)

  init() {
    device.show(controller)
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    controller.view.addSubview(scrollView)
    content = LoggingView("content", frame: CGRect(x: 50, y: 50, width: 200, height: 100), log: log)
    scrollView.addSubview(content)
  }
}

@Suite("Scroll views and their content's touches")
@MainActor
struct ScrollViewTouchTests {
  @Test("FIDELITY 14.12: defaults of a scroll view's content-touch handling")
  func defaults() {
    let stage = ScrollStage()
    #expect(stage.scrollView.delaysContentTouches)
    #expect(stage.scrollView.canCancelContentTouches)
    #expect(stage.scrollView.touchesShouldCancel(in: stage.content))
    #expect(!stage.scrollView.touchesShouldCancel(in: UIButton(type: .system)))
    #expect(stage.scrollView.touchesShouldBegin([], with: nil, in: stage.content))
  }

  @Test("FIDELITY 14.12: a quick tap reaches the content late, began and ended at the touch-up")
  func quickTap() throws {
    let stage = ScrollStage()
    let finger = try #require(try stage.device.hand.touchDown(at: stage.point))
    #expect(stage.log.lines.isEmpty, "the touch-down is held back")
    try stage.device.hand.lift(finger)
    #expect(stage.log.lines == ["content.touchesBegan", "content.touchesEnded"])
  }

  @Test(
    "FIDELITY 14.12: a finger held past the delay reaches the content, and a later drag cancels it")
  func heldThenDragged() throws {
    let stage = ScrollStage()
    let finger = try #require(try stage.device.hand.touchDown(at: stage.point))
    stage.device.advance(by: stage.device.simulation.assumptions.gestures.scrollViewTouchDelay)
    #expect(stage.log.lines == ["content.touchesBegan"])
    try stage.device.hand.move(finger, to: CGPoint(x: 150, y: 150))
    try stage.device.hand.lift(finger)
    #expect(stage.log.lines == ["content.touchesBegan", "content.touchesCancelled"])
    #expect(stage.scrollView.contentOffset.y == 50)
  }

  @Test("FIDELITY 14.12: a drag that moves before the delay scrolls, and the content never sees it")
  func earlyDrag() throws {
    let stage = ScrollStage()
    try stage.device.hand.pan(from: stage.point, to: CGPoint(x: 150, y: 120), duration: 0.1)
    #expect(stage.log.lines.isEmpty)
    #expect(stage.scrollView.contentOffset.y >= 80)
  }

  @Test("FIDELITY 14.12: a control that is tracking keeps its touch, and the scroll does not start")
  func trackingControl() throws {
    let stage = ScrollStage()
    let button = UIButton(frame: CGRect(x: 50, y: 200, width: 100, height: 44))
    var events: [String] = []
    button.addAction(for: .touchUpInside) { events.append("touchUpInside") }
    button.addAction(for: .touchCancel) { events.append("touchCancel") }
    stage.scrollView.addSubview(button)
    stage.scrollView.delaysContentTouches = false
    try stage.device.hand.pan(from: CGPoint(x: 100, y: 322), to: CGPoint(x: 100, y: 330))
    #expect(stage.scrollView.contentOffset.y == 0)
    #expect(events == ["touchUpInside"])
  }

  @Test("FIDELITY 14.13: contentOffset is bounds.origin, and hit-testing follows it")
  func offsetIsBoundsOrigin() throws {
    let stage = ScrollStage()
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 40)
    #expect(stage.scrollView.bounds.origin == CGPoint(x: 0, y: 40))
    #expect(stage.device.window.hitTest(CGPoint(x: 150, y: 200), with: nil) === stage.content)
    #expect(stage.device.window.hitTest(CGPoint(x: 150, y: 240), with: nil) === stage.scrollView)
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 300)
    #expect(stage.device.window.hitTest(CGPoint(x: 150, y: 110), with: nil) === stage.scrollView)
  }

  @Test(
    "FIDELITY 14.13: the pan recognizer is the scroll view's, and indicators are private subviews")
  func panAndIndicators() {
    let stage = ScrollStage()
    #expect(
      stage.scrollView.gestureRecognizers?.contains { $0 === stage.scrollView.panGestureRecognizer }
        == true)
    let indicators = stage.scrollView.subviews.filter {
      $0.className == "_UIScrollViewScrollIndicator"
    }
    #expect(indicators.count == 2)
    #expect(indicators.allSatisfy { $0.alpha == 0 })
    #expect(stage.scrollView.subviews.count == 3, "subviews is not only the content")
  }

  @Test("FIDELITY 14.13: adjustedContentInset adds the safe area to a full-screen scroll view")
  func adjustedInsets() {
    let device = SimulatedDevice()
    let controller = UIViewController()
    device.show(controller)
    let scrollView = UIScrollView(frame: device.window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    controller.view.addSubview(scrollView)
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
  }

  @Test("Scrolling by a pan, then a one-step deceleration on the virtual clock")
  func deceleration() throws {
    let stage = ScrollStage()
    let delegate = ScrollLog()
    stage.scrollView.delegate = delegate
    try stage.device.hand.pan(
      from: CGPoint(x: 300, y: 450), to: CGPoint(x: 300, y: 250), duration: 0.2, steps: 4)
    #expect(stage.scrollView.contentOffset.y == 200)
    #expect(stage.scrollView.isDecelerating)
    stage.device.advance(by: stage.scrollView.decelerationDuration)
    #expect(!stage.scrollView.isDecelerating)
    #expect(stage.scrollView.contentOffset.y > 200)
    #expect(delegate.calls == ["willBeginDragging", "didEndDragging(true)", "didEndDecelerating"])
  }
}

final class ScrollLog: UIScrollViewDelegate {
  var calls: [String] = []
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate))")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    calls.append("didEndDecelerating")
  }
}
