import ResponderLabExhibits
import ResponderLabTesting
import SimSwiftUI
import Testing

@Suite("Overlay-sheet exhibit (article 002)") @MainActor
struct OverlaySheetExhibitTests {
  private func halfSheetLab(_ animation: OverlaySheetAnimation = .everywhere) throws
    -> OverlaySheetLab
  {
    let lab = OverlaySheetLab(kind: .fullScreen(fraction: 0.5, animation: animation))
    try lab.tapShowSheet()
    return lab
  }

  @Test(
    "Overlay sheet: the dimming shows at once and the content 0.25 s later, in virtual time (article 002)"
  )
  func dimmingFirstThenContent() throws {
    let lab = try halfSheetLab()
    #expect(lab.dimmingFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(lab.sheetFrame == nil)
    lab.wait(0.24)
    #expect(lab.sheetFrame == nil)
    lab.wait(0.01)
    #expect(lab.sheetFrame != nil)
  }

  @Test(
    "Overlay sheet: the content's frame is the stated fraction of the overlaid view's height (article 002)",
    arguments: [(CGFloat(0.5), CGFloat(422)), (0.25, 211)])
  func contentHeightIsTheFraction(fraction: CGFloat, height: CGFloat) throws {
    let lab = OverlaySheetLab(kind: .fullScreen(fraction: fraction, animation: .everywhere))
    try lab.tapShowSheet()
    lab.wait(0.25)
    let overlay = try #require(lab.dimmingFrame)
    #expect(lab.sheetFrame == CGRect(x: 0, y: 844 - height, width: 390, height: height))
    #expect(lab.sheetFrame?.height == overlay.height * fraction)
  }

  @Test(
    "Overlay sheet: the modified view is blurred while the sheet is presented, and only then (article 002)"
  )
  func blurFollowsTheSheet() throws {
    let lab = OverlaySheetLab(kind: .fullScreen(fraction: 0.5, animation: .everywhere))
    #expect(lab.blurRadius == 0)
    try lab.tapShowSheet()
    #expect(lab.blurRadius == 4)
    lab.wait(1)
    try lab.tap(at: CGPoint(x: 195, y: 100))
    lab.wait(1)
    #expect(!lab.model.isPresented)
    #expect(lab.blurRadius == 0)
  }

  @Test(
    "Overlay sheet: a tap on the dimmed area hides the content at once and clears isPresented 0.25 s later (article 002)"
  )
  func tapDismissesInTwoSteps() throws {
    let lab = try halfSheetLab()
    lab.wait(1)
    let mark = lab.device.trace.mark
    try lab.tap(at: CGPoint(x: 195, y: 100))
    #expect(lab.transitions(since: mark).first?.hasPrefix("remove _TransitionModifier") == true)
    #expect(lab.model.isPresented)
    lab.wait(0.24)
    #expect(lab.model.isPresented)
    lab.wait(0.01)
    #expect(!lab.model.isPresented)
    lab.wait(0.35)
    #expect(lab.dimmingFrame == nil)
    #expect(lab.sheetFrame == nil)
  }

  @Test(
    "Overlay sheet: the overlay is only as wide, and as high, as the view it modifies (article 002 caveat)"
  )
  func overlayIsAsWideAsTheModifiedView() throws {
    let lab = OverlaySheetLab(kind: .narrowCard)
    try lab.tapShowSheet()
    lab.wait(0.25)
    let card = try #require(lab.cardFrame)
    #expect(card.size == CGSize(width: 200, height: 300))
    #expect(lab.dimmingFrame == card)
    #expect(lab.sheetFrame == CGRect(x: card.minX, y: card.midY, width: 200, height: 150))
  }

  @Test(
    "Overlay sheet: a tap outside the overlaid view reaches the view beneath (article 002 caveat, FIDELITY 9.1)"
  )
  func tapOutsideReachesBeneath() throws {
    let lab = OverlaySheetLab(kind: .narrowCard)
    try lab.tapShowSheet()
    lab.wait(0.25)
    try lab.tapBeneath()
    #expect(lab.model.tapsBeneath == 1)
    #expect(lab.model.isPresented)
    #expect(lab.sheetFrame != nil)
  }

  @Test(
    "Overlay sheet: without withAnimation no transition runs (article 002)",
    arguments: [
      (OverlaySheetAnimation.everywhere, ["insert OverlaySheet", "insert _TransitionModifier"]),
      (.notAtTheButton, ["insert _TransitionModifier"]),
      (.nowhere, []),
    ])
  func withAnimationDrivesTransitions(animation: OverlaySheetAnimation, inserted: [String]) throws {
    let lab = OverlaySheetLab(kind: .fullScreen(fraction: 0.5, animation: animation))
    let mark = lab.device.trace.mark
    try lab.tapShowSheet()
    lab.wait(0.25)
    let insertions = lab.transitions(since: mark).filter { $0.hasPrefix("insert ") }
    #expect(
      insertions.map { $0.components(separatedBy: " with ")[0] }.filter { !$0.contains("ZStack") }
        == inserted)
    #expect(lab.sheetFrame != nil)
  }

  @Test(
    "Overlay sheet: with native detents, dragging between .medium and .fraction(0.25) sends no adaptive-delegate call (article 002, FIDELITY 4.2, 6.5)"
  )
  func nativeDetentsDragBetween() throws {
    let lab = OverlaySheetLab(kind: .nativeDetents)
    try lab.tapShowSheet()
    lab.device.runUntilIdle()
    let resting = try #require(lab.nativeSheetFrame)
    #expect(
      resting.height == 753 * 0.25 + 34,
      "a quarter of the maximum detent value, plus the bottom safe area (FIDELITY 6.3)")
    let mark = lab.device.trace.mark
    try lab.device.hand.dragSheet(toDetent: .medium)
    lab.device.runUntilIdle()
    #expect(lab.device.hand.topSheet?.selectedDetentIdentifier == .medium)
    #expect((lab.nativeSheetFrame?.height ?? 0) > resting.height)
    try lab.device.hand.dragSheet(toDetent: .init("Fraction:0.25"))
    lab.device.runUntilIdle()
    #expect(lab.nativeSheetFrame == resting)
    #expect(lab.delegateCalls(since: mark).isEmpty)
    #expect(lab.model.isPresented)
    lab.device.expectTrace(
      containsInOrder: [
        "_UIPageSheetPresentationController#1 sheetPresentationControllerDidChangeSelectedDetentIdentifier",
        "_UIPageSheetPresentationController#1 sheetPresentationControllerDidChangeSelectedDetentIdentifier",
      ], since: mark)
  }

  @Test(
    "Overlay sheet: pulling a native sheet below its smallest detent asks the delegate, then dismisses (article 002, FIDELITY 4.2)"
  )
  func nativeDetentsPullBelowSmallest() throws {
    let lab = OverlaySheetLab(kind: .nativeDetents)
    try lab.tapShowSheet()
    lab.device.runUntilIdle()
    let mark = lab.device.trace.mark
    try lab.device.hand.swipeDown(by: 400)
    lab.device.runUntilIdle()
    #expect(
      lab.delegateCalls(since: mark) == [
        "presentationControllerShouldDismiss → true", "presentationControllerDidDismiss",
      ])
    #expect(!lab.model.isPresented)
  }
}
