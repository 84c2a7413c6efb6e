import ResponderLabDevice
import SimUIKit
import Testing

/// A sheet over a plain root whose content is a scroll view of 2000 points, filling the sheet, with
/// a button at its top and a label below it; the sheet rests at `detent`.
@MainActor
struct ScrollingSheet {
  let fixture: SheetFixture
  let scrollView = UIScrollView(frame: .zero)
  let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))

  init(
    detents: [UISheetPresentationController.Detent] = [.medium(), .large()],
    detent: UISheetPresentationController.Detent.Identifier = .large
  ) {
    fixture = SheetFixture(detents: detents)
    let sheet = fixture.sheetController
    sheet?.selectedDetentIdentifier = detent
    let view: UIView = fixture.sheet.view
    scrollView.frame = view.bounds
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
    view.addSubview(scrollView)
    scrollView.addSubview(button)
    fixture.device.runUntilIdle()
  }

  var device: SimulatedDevice { fixture.device }
  var sheet: UISheetPresentationController { fixture.sheetController! }
  /// The y of the sheet's top edge in the window, where it is now.
  var sheetTop: CGFloat { sheet.dropShadowView?.frame.minY ?? .nan }
  /// A point in the middle of the sheet's content, in the window.
  var middle: CGPoint { CGPoint(x: 200, y: sheetTop + 300) }

  /// Puts a finger down at `start` and moves it by `distance` points vertically in 10-point steps
  /// of 0.1 s, leaving it down.
  func drag(from start: CGPoint, by distance: CGFloat) throws -> Hand.Finger {
    let finger = try #require(try device.hand.touchDown(at: start))
    let steps = Int((abs(distance) / 10).rounded(.up))
    for step in 1...steps {
      device.advance(by: 0.1)
      let y = start.y + distance * CGFloat(step) / CGFloat(steps)
      try device.hand.move(finger, to: CGPoint(x: start.x, y: y))
    }
    return finger
  }
}

/// Whether two coordinates are equal but for rounding.
private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

@Suite("A sheet's own drag, and scroll views inside sheets")
@MainActor
struct SheetScrollInteractionTests {
  @Test(
    "FIDELITY 14.19, 14.20: the sheet's drag is a pan on its UIDropShadowView; taps reach buttons")
  func panOnDropShadowView() throws {
    let stage = ScrollingSheet()
    let shadow = try #require(stage.sheet.dropShadowView)
    let pan = try #require(shadow.gestureRecognizers?.first as? UIPanGestureRecognizer)
    #expect(pan.className == "UIPanGestureRecognizer")
    #expect(pan.view === shadow)
    #expect(pan.traceName.hasSuffix("(the sheet's drag)"), "traced as UIKit's, not the app's")
    var taps = 0
    stage.button.addAction(for: .touchUpInside) { taps += 1 }
    let top = stage.sheetTop
    try stage.device.hand.tap(stage.button)
    #expect(taps == 1, "a pan never begins on a tap")
    #expect(stage.sheetTop == top)
    let failed = stage.device.trace.events.contains {
      $0.message == "possible → failed"
        && $0.subject?.description.hasPrefix("UIPanGestureRecognizer") == true
    }
    #expect(failed, "the sheet's pan is traced as failing")
  }

  @Test(
    "FIDELITY 14.19: a drag on content that does not scroll moves the sheet, and it settles back")
  func dragOnPlainContent() throws {
    let stage = ScrollingSheet()
    stage.scrollView.isScrollEnabled = false
    let top = stage.sheetTop
    let finger = try stage.drag(from: stage.middle, by: 100)
    #expect(close(stage.sheetTop, top + 100), "the sheet follows the finger")
    #expect(stage.scrollView.contentOffset.y == 0)
    stage.device.advance(by: 0.5)
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
    #expect(stage.sheetTop == top, "back at its detent")
    #expect(stage.fixture.isPresented)
  }

  @Test("FIDELITY 14.19: a scroll view in a sheet scrolls before the sheet drags")
  func contentScrollsFirst() throws {
    let stage = ScrollingSheet()
    stage.scrollView.contentOffset.y = 300
    let top = stage.sheetTop
    let finger = try stage.drag(from: stage.middle, by: 200)
    #expect(stage.scrollView.contentOffset.y == 100, "the content scrolled towards its top")
    #expect(stage.sheetTop == top, "the sheet did not move")
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
    #expect(stage.fixture.isPresented)
    #expect(stage.fixture.delegate.calls.isEmpty)
  }

  @Test("FIDELITY 14.19, 4.2: at the top edge a downward drag moves the sheet, and can dismiss it")
  func topEdgeDragsSheet() throws {
    let stage = ScrollingSheet()
    stage.scrollView.contentOffset.y = 50
    let top = stage.sheetTop
    let finger = try stage.drag(from: stage.middle, by: 200)
    #expect(stage.scrollView.contentOffset.y == 0, "the content reached its top edge")
    #expect(close(stage.sheetTop, top + 150), "then the sheet took the rest of the same drag")
    // A quick last move: the sheet is flung down past its smallest detent.
    stage.device.advance(by: 0.1)
    try stage.device.hand.move(finger, to: CGPoint(x: stage.middle.x, y: 800))
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
    #expect(stage.fixture.delegate.calls.prefix(2) == ["shouldDismiss", "willDismiss"])
    #expect(!stage.fixture.isPresented, "pulled down past the smallest detent, it dismissed")
  }

  @Test("FIDELITY 14.19, 4.4: a refused pull-down from the top edge rubber-bands the sheet")
  func refusedPullDown() throws {
    let stage = ScrollingSheet(detents: [.large()])
    stage.fixture.sheet.isModalInPresentation = true
    let top = stage.sheetTop
    // Far enough for an attempt: a quarter of the rubber-band extent (FIDELITY 4.4).
    let finger = try stage.drag(from: CGPoint(x: 200, y: top + 40), by: 500)
    #expect(stage.sheetTop > top && stage.sheetTop < top + 500, "stretched, not following")
    #expect(stage.scrollView.contentOffset.y == 0)
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
    #expect(stage.fixture.isPresented)
    #expect(stage.sheetTop == top)
    #expect(stage.fixture.delegate.calls == ["didAttemptToDismiss"])
  }

  @Test(
    "FIDELITY 14.19: prefersScrollingExpandsWhenScrolledToEdge grows the sheet before it scrolls")
  func scrollingExpands() throws {
    let stage = ScrollingSheet(detent: .medium)
    #expect(stage.sheet.prefersScrollingExpandsWhenScrolledToEdge, "true by default")
    let largeTop = stage.sheet.largestDetentTop
    let distance = stage.sheetTop - largeTop + 100
    let finger = try stage.drag(from: CGPoint(x: 200, y: 700), by: -distance)
    #expect(close(stage.sheetTop, largeTop), "the sheet grew to its largest detent first")
    #expect(close(stage.scrollView.contentOffset.y, 100), "then the content scrolled")
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
    #expect(stage.sheet.selectedDetentIdentifier == .large)
    #expect(stage.fixture.delegate.calls == ["didChangeDetent large"])
  }

  @Test("FIDELITY 14.19: with prefersScrollingExpandsWhenScrolledToEdge false the content scrolls")
  func scrollingDoesNotExpand() throws {
    let stage = ScrollingSheet(detent: .medium)
    stage.sheet.prefersScrollingExpandsWhenScrolledToEdge = false
    let top = stage.sheetTop
    let finger = try stage.drag(from: CGPoint(x: 200, y: 700), by: -200)
    #expect(stage.sheetTop == top)
    #expect(stage.scrollView.contentOffset.y == 200)
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
    #expect(stage.sheet.currentDetentIdentifier == .medium)
    #expect(stage.fixture.delegate.calls.isEmpty)
  }

  @Test("FIDELITY 14.19: with the content scrolled, a drag up scrolls even at a smaller detent")
  func scrolledContentDoesNotExpand() throws {
    let stage = ScrollingSheet(detent: .medium)
    stage.scrollView.contentOffset.y = 40
    let top = stage.sheetTop
    let finger = try stage.drag(from: CGPoint(x: 200, y: 700), by: -100)
    #expect(stage.sheetTop == top, "not at its top edge, so the content scrolls")
    #expect(stage.scrollView.contentOffset.y == 140)
    try stage.device.hand.lift(finger)
  }

  @Test("FIDELITY 14.19: the hand-over switch decides once, when the drag starts")
  func handOverAtDragStart() throws {
    let stage = ScrollingSheet()
    stage.device.simulation.assumptions.gestures.sheetScrollHandOver = .atDragStart
    stage.scrollView.contentOffset.y = 50
    let top = stage.sheetTop
    let finger = try stage.drag(from: stage.middle, by: 200)
    #expect(stage.scrollView.contentOffset.y == 0)
    #expect(stage.sheetTop == top, "the content took the whole drag")
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
    let second = try stage.drag(from: stage.middle, by: 100)
    #expect(close(stage.sheetTop, top + 100), "from the top edge the sheet takes the drag")
    try stage.device.hand.lift(second)
    stage.device.runUntilIdle()
    #expect(stage.fixture.isPresented)
  }

  // MARK: - Above the largest detent

  @Test(
    "FIDELITY 14.19, 4.4: dragged above its largest detent the sheet rubber-bands, then settles")
  func rubberBandAboveLargest() throws {
    let stage = ScrollingSheet()
    #expect(GestureAssumptions().sheetAboveLargestDetent == .rubberBands, "the default")
    stage.scrollView.isScrollEnabled = false
    let top = stage.sheetTop
    let start = stage.middle
    let finger = try stage.drag(from: start, by: -100)
    let first = top - stage.sheetTop
    #expect(first > 0 && first < 100, "stretched above the detent, less than the finger moved")
    stage.device.advance(by: 0.1)
    try stage.device.hand.move(finger, to: CGPoint(x: start.x, y: start.y - 200))
    let second = top - stage.sheetTop
    #expect(second > first && second - first < first, "each point further stretches it less")
    stage.device.advance(by: 0.5)
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
    #expect(stage.sheetTop == top, "it springs back to its largest detent")
    #expect(stage.sheet.selectedDetentIdentifier == .large)
    #expect(stage.fixture.delegate.calls.isEmpty, "no detent change, no attempt")
  }

  @Test("FIDELITY 14.19: with sheetAboveLargestDetent .stops the sheet stops at its largest detent")
  func stopsAtLargest() throws {
    let stage = ScrollingSheet()
    stage.device.simulation.assumptions.gestures.sheetAboveLargestDetent = .stops
    stage.scrollView.isScrollEnabled = false
    let top = stage.sheetTop
    let start = stage.middle
    let finger = try stage.drag(from: start, by: -100)
    #expect(stage.sheetTop == top, "it does not go above its largest detent")
    stage.device.advance(by: 0.1)
    try stage.device.hand.move(finger, to: CGPoint(x: start.x, y: start.y - 50))
    #expect(close(stage.sheetTop, top + 50), "coming back down moves it at once")
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
    #expect(stage.sheetTop == top)
  }

  @Test("FIDELITY 14.19: the grabber drag rubber-bands above the largest detent too, or stops")
  func grabberDragAboveLargest() throws {
    let stage = ScrollingSheet()
    stage.sheet.prefersGrabberVisible = true
    let top = stage.sheetTop
    try stage.device.hand.beginDrag()
    for step in 1...10 { try stage.device.hand.moveDrag(to: CGFloat(-10 * step)) }
    #expect(stage.sheetTop < top && stage.sheetTop > top - 100)
    try stage.device.hand.release()
    stage.device.runUntilIdle()
    #expect(stage.sheetTop == top)
    stage.device.simulation.assumptions.gestures.sheetAboveLargestDetent = .stops
    try stage.device.hand.beginDrag()
    for step in 1...10 { try stage.device.hand.moveDrag(to: CGFloat(-10 * step)) }
    #expect(stage.sheetTop == top)
    try stage.device.hand.release()
  }

  // MARK: - Nested scroll views

  /// A second scroll view of 1000 points, 300 high, inside the stage's, with the outer one
  /// scrolled by `outerOffset`; the stage's middle point lands in it.
  private func nested(_ stage: ScrollingSheet, outerOffset: CGFloat) -> UIScrollView {
    let inner = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 390, height: 1000)
    stage.scrollView.addSubview(inner)
    stage.scrollView.contentOffset.y = outerOffset
    stage.device.runUntilIdle()
    return inner
  }

  @Test("FIDELITY 14.19: nested scroll views: by default only the nearest hands over to the sheet")
  func nestedNearestOnly() throws {
    #expect(GestureAssumptions().sheetNestedScrollHandOver == .nearestOnly)
    let stage = ScrollingSheet()
    let inner = nested(stage, outerOffset: 200)
    let top = stage.sheetTop
    let finger = try stage.drag(from: stage.middle, by: 100)
    #expect(inner.contentOffset.y == 0)
    #expect(stage.scrollView.contentOffset.y == 200, "the outer scroll view is not asked")
    #expect(close(stage.sheetTop, top + 100), "the inner one is at its top edge: the sheet moves")
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
    #expect(stage.sheetTop == top)
  }

  @Test("FIDELITY 14.19: with .nearestThatCanScroll the outer scroll view scrolls, then the sheet")
  func nestedNearestThatCanScroll() throws {
    let stage = ScrollingSheet()
    stage.device.simulation.assumptions.gestures.sheetNestedScrollHandOver = .nearestThatCanScroll
    let inner = nested(stage, outerOffset: 50)
    let top = stage.sheetTop
    let finger = try stage.drag(from: stage.middle, by: 100)
    #expect(inner.contentOffset.y == 0)
    #expect(stage.scrollView.contentOffset.y == 0, "the outer one scrolled to its top edge first")
    #expect(close(stage.sheetTop, top + 50), "then the sheet took the rest")
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
    #expect(stage.sheetTop == top)

    // Up from the inner one's bottom edge: the outer one scrolls, the inner one cannot.
    inner.contentOffset.y = 700
    stage.device.runUntilIdle()
    let up = try stage.drag(from: CGPoint(x: 200, y: stage.sheetTop + 350), by: -100)
    #expect(inner.contentOffset.y == 700)
    #expect(stage.scrollView.contentOffset.y == 100)
    #expect(stage.sheetTop == top)
    try stage.device.hand.lift(up)
    stage.device.runUntilIdle()
  }

  @Test("FIDELITY 14.19: nested scroll views: the nearest that can still scroll goes first")
  func nestedInnerFirst() throws {
    let stage = ScrollingSheet()
    stage.device.simulation.assumptions.gestures.sheetNestedScrollHandOver = .nearestThatCanScroll
    let inner = nested(stage, outerOffset: 100)
    inner.contentOffset.y = 30
    let top = stage.sheetTop
    let finger = try stage.drag(from: stage.middle, by: 100)
    #expect(inner.contentOffset.y == 0, "the inner one took the first 30 points")
    #expect(stage.scrollView.contentOffset.y == 30, "the outer one the next 70")
    #expect(stage.sheetTop == top)
    try stage.device.hand.lift(finger)
    stage.device.runUntilIdle()
  }
}
