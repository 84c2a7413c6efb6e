import ResponderLabDevice
import SimUIKit
import Testing

@Suite("The hand's sheet drags go through touches (FIDELITY 14.19)")
@MainActor
struct TouchDrivenSheetDragTests {
  /// Whether the trace shows the sheet's own pan beginning.
  private func sheetPanBegan(_ device: SimulatedDevice) -> Bool {
    device.trace.events.contains {
      $0.message == "possible → began"
        && $0.subject?.description.hasPrefix("UIPanGestureRecognizer") == true
    }
  }

  @Test("FIDELITY 14.19: swipeDown(from:) goes through hit-testing and the sheet's pan")
  func swipeDownFromPoint() throws {
    let stage = ScrollingSheet()
    stage.scrollView.isScrollEnabled = false
    let top = stage.sheetTop
    try stage.device.hand.swipeDown(from: stage.middle, by: 100)
    #expect(sheetPanBegan(stage.device), "the sheet's pan recognizer moved it")
    #expect(
      stage.device.trace.events.contains { $0.message.hasPrefix("touch down at") },
      "the finger went down through hit-testing")
    #expect(!stage.device.trace.events.contains { $0.message.contains("SHORTCUT") })
    stage.device.runUntilIdle()
    #expect(stage.sheetTop == top, "released above the medium detent, it settles back")
    #expect(stage.fixture.isPresented)
  }

  @Test("FIDELITY 14.19, 4.2: a touch-driven swipe far enough dismisses the sheet")
  func swipeDownFromPointDismisses() throws {
    let stage = ScrollingSheet(detents: [.large()])
    stage.scrollView.isScrollEnabled = false
    try stage.device.hand.swipeDown(from: stage.middle, by: 500)
    stage.device.runUntilIdle()
    #expect(stage.fixture.delegate.calls.prefix(2) == ["shouldDismiss", "willDismiss"])
    #expect(!stage.fixture.isPresented)
  }

  @Test("FIDELITY 14.19, 6.8: the release velocity reaches the sheet through the pan")
  func releaseVelocity() throws {
    let slow = ScrollingSheet(detents: [.large()])
    slow.scrollView.isScrollEnabled = false
    try slow.device.hand.swipeDown(from: slow.middle, by: 100)
    slow.device.runUntilIdle()
    #expect(slow.fixture.isPresented, "a short, slow pull springs back")

    let flung = ScrollingSheet(detents: [.large()])
    flung.scrollView.isScrollEnabled = false
    try flung.device.hand.swipeDown(from: flung.middle, by: 100, velocity: 3000)
    flung.device.runUntilIdle()
    #expect(!flung.fixture.isPresented, "the same pull, flung, dismisses")
  }

  @Test("FIDELITY 14.19: a touch-driven swipe on scrolled content scrolls it instead")
  func swipeDownScrollsContent() throws {
    let stage = ScrollingSheet()
    stage.scrollView.contentOffset.y = 300
    let top = stage.sheetTop
    try stage.device.hand.swipeDown(from: stage.middle, by: 200)
    #expect(stage.scrollView.contentOffset.y == 100)
    #expect(stage.sheetTop == top)
    stage.device.runUntilIdle()
    #expect(stage.fixture.isPresented)
    #expect(stage.fixture.delegate.calls.isEmpty)
  }

  @Test("FIDELITY 14.19: beginDrag(at:), moveDrag and release drive a finger step by step")
  func stepByStep() throws {
    let stage = ScrollingSheet()
    stage.scrollView.isScrollEnabled = false
    let top = stage.sheetTop
    try stage.device.hand.beginDrag(at: stage.middle)
    #expect(throws: HandError.dragInProgress) { try stage.device.hand.beginDrag() }
    for step in 1...8 { try stage.device.hand.moveDrag(to: CGFloat(step) * 10) }
    #expect(abs(stage.sheetTop - (top + 80)) < 0.001, "the sheet follows the finger")
    try stage.device.hand.release()
    stage.device.runUntilIdle()
    #expect(stage.sheetTop == top)
    #expect(throws: HandError.noDragInProgress) { try stage.device.hand.release() }
  }

  @Test("FIDELITY 14.19: swipeDown(by:) goes through touches at the grabber point")
  func swipeDownFromGrabber() throws {
    let stage = ScrollingSheet()
    stage.scrollView.isScrollEnabled = false
    let top = stage.sheetTop
    try stage.device.hand.beginDrag()
    try stage.device.hand.moveDrag(to: 10)
    try stage.device.hand.moveDrag(to: 60)
    #expect(sheetPanBegan(stage.device), "the sheet's pan moved it")
    #expect(abs(stage.sheetTop - (top + 60)) < 0.001)
    try stage.device.hand.release()
    #expect(!stage.device.trace.events.contains { $0.message.contains("SHORTCUT") })
    stage.device.runUntilIdle()
    #expect(stage.sheetTop == top)
  }

  @Test("FIDELITY 14.19: with the grabber hidden, a drag at its point reaches the content under it")
  func grabberPointOnContent() throws {
    let stage = ScrollingSheet()
    #expect(!stage.sheet.prefersGrabberVisible)
    let top = stage.sheetTop
    try stage.device.hand.dragSheet(along: [10, 20, 30, 20, 10, 0, -10, -20, -30, -40])
    #expect(
      stage.scrollView.contentOffset.y == 40, "the sheet came back, then the content scrolled")
    #expect(stage.sheetTop == top)

    stage.sheet.prefersGrabberVisible = true
    stage.scrollView.contentOffset.y = 0
    try stage.device.hand.beginDrag()
    for step in 1...4 { try stage.device.hand.moveDrag(to: CGFloat(-10 * step)) }
    #expect(stage.sheetTop < top, "on the grabber only the sheet's pan sees the touch")
    #expect(stage.scrollView.contentOffset.y == 0)
    try stage.device.hand.release()
  }

  @Test("FIDELITY 14.19, 4.7: a sheet under a stacked one is dragged by a traced shortcut")
  func stackedSheetShortcut() throws {
    let stage = ScrollingSheet()
    let over = UIViewController()
    stage.fixture.sheet.present(over, animated: false)
    stage.device.runUntilIdle()
    try stage.device.hand.beginDrag(on: stage.sheet)
    try stage.device.hand.moveDrag(to: 100)
    try stage.device.hand.release()
    let line = stage.device.trace.events.first { $0.message.hasPrefix("drag began") }
    #expect(line?.message.contains("SHORTCUT") == true, "the trace says no touch was delivered")
    #expect(!sheetPanBegan(stage.device), "no recognizer saw a touch")
    stage.device.runUntilIdle()
    #expect(stage.fixture.sheet.presentedViewController === over, "the stacked sheet stayed")
  }
}
