import ResponderLabTesting
import Testing

@Suite("Every gesture goes through hit-testing")
@MainActor
struct HitTestedGestureTests {
  /// A sheet at the medium detent with an action sheet presented over it.
  func sheetUnderActionSheet() -> (SimulatedDevice, DraftViewController) {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    screen.openEditor()
    device.runUntilIdle()
    let actions = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    actions.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    screen.editor.present(actions, animated: true)
    device.runUntilIdle()
    return (device, screen)
  }

  @Test("FIDELITY 9.1: what covers a sheet blocks a drag of it, and the sheet stays")
  func coveredSheetCannotBeDragged() throws {
    let (device, screen) = sheetUnderActionSheet()
    let sheet = try #require(screen.editor.sheetPresentationController)
    #expect(throws: HandError.self) { try device.hand.beginDrag(on: sheet) }
    do {
      try device.hand.beginDrag(on: sheet)
    } catch {
      #expect("\(error)".contains("the sheet of UIViewController#1 is covered by"))
    }
    #expect(throws: HandError.noDragInProgress) { try device.hand.release() }
    #expect(screen.presentedViewController === screen.editor)
    device.expectNoTrace(containing: "drag ended")
  }

  @Test("FIDELITY 9.1: the dimming view is tapped through hit-testing, and covered it is not")
  func dimmingViewThroughHitTesting() throws {
    let (device, _) = sheetUnderActionSheet()
    #expect(throws: HandError.self) { try device.hand.tapDimmingView() }
    device.expectNoTrace(containing: "dimming view tapped")

    let bare = SimulatedDevice()
    let screen = DraftViewController()
    bare.show(screen)
    screen.openEditor()
    bare.runUntilIdle()
    try bare.hand.tapDimmingView()
    bare.expectTrace(containsInOrder: ["tap at (195,", "dimming view tapped"])
  }

  @Test("FIDELITY 6.8: the documented release threshold separates a spring-back from a dismissal")
  func releaseThreshold() throws {
    for (extra, dismisses) in [(-2.0, false), (2.0, true)] {
      let device = SimulatedDevice()
      let screen = DraftViewController()
      device.show(screen)
      screen.openEditor()
      device.runUntilIdle()
      let metrics = try #require(device.hand.topSheetMetrics)
      #expect(metrics.restingDetent == .medium)
      #expect(metrics.detentHeights.map(\.identifier) == [.medium, .large])
      #expect(metrics.detentHeights[0].height < metrics.detentHeights[1].height)
      #expect(metrics.releaseThreshold > 0)
      try device.hand.swipeDown(by: metrics.releaseThreshold + extra)
      device.runUntilIdle()
      #expect((screen.presentedViewController == nil) == dismisses, "extra \(extra)")
    }
  }
}
