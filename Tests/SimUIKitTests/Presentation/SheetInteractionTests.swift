import ResponderLabTesting
import SimUIKit
import Testing

/// One row of the swipe state machine: a path of finger translations and what the delegate hears.
struct SwipeCase: CustomTestStringConvertible, Sendable {
  let name: String
  let path: [CGFloat]
  let allowsDismissal: Bool
  let expectedCalls: [String]
  let dismissed: Bool
  var testDescription: String { name }
}

@Suite("Sheet interaction")
@MainActor
struct SheetInteractionTests {
  nonisolated static let swipeCases: [SwipeCase] = [
    SwipeCase(
      name: "a long swipe dismisses: should → will → did (4.2)", path: [100, 300, 500, 600],
      allowsDismissal: true, expectedCalls: ["shouldDismiss", "willDismiss", "didDismiss"],
      dismissed: true),
    SwipeCase(
      name: "a short pull springs back: should → will, no did (4.3)", path: [50, 100],
      allowsDismissal: true, expectedCalls: ["shouldDismiss", "willDismiss"], dismissed: false),
    SwipeCase(
      name: "down past the detent and back up: should → will, no did (4.3)",
      path: [200, 400, 100, -10], allowsDismissal: true,
      expectedCalls: ["shouldDismiss", "willDismiss"], dismissed: false),
    SwipeCase(
      name: "two dips in one gesture: the pair twice, then did (4.3)",
      path: [200, -5, 300, 600], allowsDismissal: true,
      expectedCalls: [
        "shouldDismiss", "willDismiss", "shouldDismiss", "willDismiss", "didDismiss",
      ],
      dismissed: true),
    SwipeCase(
      name: "refused and stretched far: attempt after release (4.4)", path: [200, 600, 900],
      allowsDismissal: false, expectedCalls: ["shouldDismiss", "didAttemptToDismiss"],
      dismissed: false),
    SwipeCase(
      name: "refused with a short tug: no attempt (4.4)", path: [40, 80], allowsDismissal: false,
      expectedCalls: ["shouldDismiss"], dismissed: false),
    SwipeCase(
      name: "refused, then dragged back above the detent: the attempt is cleared (4.4)",
      path: [600, 900, -10], allowsDismissal: false, expectedCalls: ["shouldDismiss"],
      dismissed: false),
    SwipeCase(
      name: "an upward drag asks nothing (4.2)", path: [-50, -100], allowsDismissal: true,
      expectedCalls: [], dismissed: false),
  ]

  @Test(
    "The swipe state machine: each delegate method at its moment (FIDELITY 4.1–4.4)",
    arguments: swipeCases)
  func swipeStateMachine(_ row: SwipeCase) throws {
    let fixture = SheetFixture()
    fixture.delegate.allowsDismissal = row.allowsDismissal
    try fixture.device.hand.dragSheet(along: row.path)
    fixture.device.runUntilIdle()
    #expect(fixture.delegate.calls == row.expectedCalls)
    #expect(fixture.isPresented == !row.dismissed)
  }

  @Test(
    "didAttemptToDismiss arrives asynchronously after release, not at the refusal (FIDELITY 4.4)")
  func attemptIsAsynchronous() throws {
    let fixture = SheetFixture()
    fixture.delegate.allowsDismissal = false
    let hand = fixture.device.hand
    try hand.beginDrag()
    try hand.moveDrag(to: 900)
    #expect(fixture.delegate.calls == ["shouldDismiss"])
    try hand.release()
    #expect(fixture.delegate.calls == ["shouldDismiss"], "not yet: it is on the main queue")
    fixture.device.simulation.mainQueue.runDue()
    #expect(fixture.delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
  }

  @Test("willDismiss never comes before shouldDismiss said yes (FIDELITY 4.5)")
  func willNeverBeforeShould() throws {
    let fixture = SheetFixture()
    try fixture.device.hand.swipeDown(by: 700)
    fixture.device.runUntilIdle()
    let lines = fixture.device.traceLines(in: [.delegate])
    let should = try #require(
      lines.firstIndex { $0.contains("presentationControllerShouldDismiss → true") })
    let will = try #require(lines.firstIndex { $0.contains("presentationControllerWillDismiss") })
    #expect(should < will)
  }

  @Test(
    "The sheet's own appearance during a swipe: viewWillDisappear at the start, even when cancelled (FIDELITY 8.7)"
  )
  func appearanceDuringSwipe() throws {
    let fixture = SheetFixture()
    let hand = fixture.device.hand
    try hand.beginDrag()
    try hand.moveDrag(to: 300)
    #expect(fixture.sheet.log.last == "viewWillDisappear")
    #expect(fixture.sheet.isBeingDismissed)
    try hand.moveDrag(to: -10)
    try hand.release()
    fixture.device.runUntilIdle()
    #expect(
      Array(fixture.sheet.log.suffix(3)) == [
        "viewWillDisappear", "viewWillAppear", "viewDidAppear",
      ])
    #expect(!fixture.sheet.isBeingDismissed)
    #expect(fixture.presenter.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
  }

  @Test(
    "isModalInPresentation: shouldDismiss is never asked; only the attempt arrives (FIDELITY 4.6)")
  func modalBypassesDelegate() throws {
    let fixture = SheetFixture()
    fixture.sheet.isModalInPresentation = true
    try fixture.device.hand.swipeDown(by: 900)
    fixture.device.runUntilIdle()
    #expect(fixture.delegate.calls == ["didAttemptToDismiss"])
    #expect(fixture.isPresented)
  }

  @Test("isModalInPresentation set on a child of the presented controller works too (FIDELITY 4.6)")
  func modalOnChild() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let editor = UIViewController()
    let navigation = UINavigationController(rootViewController: editor)
    let delegate = RecordingPresentationDelegate()
    navigation.presentationController?.delegate = delegate
    root.present(navigation, animated: false)
    editor.isModalInPresentation = true
    try device.hand.swipeDown(by: 900)
    device.runUntilIdle()
    #expect(delegate.calls == ["didAttemptToDismiss"])
  }

  @Test("A sheet that presents another cannot be dragged away (FIDELITY 4.7)")
  func presentingSheetCannotBeDragged() throws {
    let fixture = SheetFixture()
    let top = UIViewController()
    fixture.sheet.present(top, animated: false)
    try fixture.device.hand.beginDrag(on: fixture.sheetController)
    try fixture.device.hand.moveDrag(to: 700)
    try fixture.device.hand.release()
    fixture.device.runUntilIdle()
    #expect(fixture.delegate.calls.isEmpty)
    #expect(fixture.isPresented)
  }

  @Test("A tap on the dimming view dismisses like a drag, as assumed (FIDELITY 4.8)")
  func dimmingTap() throws {
    let fixture = SheetFixture(detents: [.medium()])
    try fixture.device.hand.tapDimmingView()
    fixture.device.runUntilIdle()
    #expect(fixture.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(!fixture.isPresented)
  }

  @Test(
    "At full height the dimming view ignores taps; refused below it, the sheet goes to the largest undimmed detent (FIDELITY 4.8)"
  )
  func dimmingTapAtLargeAndRefused() throws {
    let fixture = SheetFixture(detents: [.medium(), .large()])
    fixture.sheetController?.selectedDetentIdentifier = .large
    try fixture.device.hand.tapDimmingView()
    fixture.device.runUntilIdle()
    #expect(fixture.delegate.calls.isEmpty)
    #expect(fixture.isPresented)
    let small = SheetFixture(detents: [
      .custom(identifier: .init("small")) { _ in 100 }, .medium(), .large(),
    ])
    small.delegate.allowsDismissal = false
    small.sheetController?.largestUndimmedDetentIdentifier = .init("small")
    small.sheetController?.selectedDetentIdentifier = .medium
    try small.device.hand.tapDimmingView()
    small.device.runUntilIdle()
    #expect(small.delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(small.sheetController?.currentDetentIdentifier?.rawValue == "small")
    #expect(small.isPresented)
  }

  @Test("An empty detents array is refused; the default is [.large()] (FIDELITY 6.1)")
  func detentsNotEmpty() {
    let fixture = SheetFixture()
    #expect(fixture.sheetController?.detents.map(\.identifier) == [.large])
    fixture.sheetController?.detents = []
    #expect(fixture.sheetController?.detents.count == 1)
    #expect(fixture.device.faults.count == 1)
  }

  @Test(
    "Medium is about half the screen and inactive in compact height; large is the full height (FIDELITY 6.2)"
  )
  func systemDetents() {
    let fixture = SheetFixture(detents: [.medium(), .large()])
    let heights = fixture.sheetController?.activeDetents.map(\.height) ?? []
    #expect(heights.count == 2)
    #expect(abs(heights[0] - 421.68) < 0.001, "0.56 × the maximum detent value")
    #expect(
      heights[1] == 753, "844 − (47 + 10) − 34: a detent's value excludes the bottom safe area")
    fixture.sheetController?.selectedDetentIdentifier = .large
    #expect(fixture.sheet.view.frameInWindow == CGRect(x: 0, y: 57, width: 390, height: 787))
    let landscape = SimulatedDevice(screenSize: CGSize(width: 844, height: 390))
    landscape.show(UIViewController())
    let sheet = UIViewController()
    sheet.sheetPresentationController?.detents = [.medium(), .large()]
    landscape.window.rootViewController?.present(sheet, animated: false)
    #expect(sheet.sheetPresentationController?.activeDetents.map(\.identifier) == [.large])
  }

  @Test("Custom detents resolve in context; nil makes them inactive (FIDELITY 6.3)")
  func customDetents() {
    let quarter = UISheetPresentationController.Detent.custom(identifier: .init("quarter")) {
      $0.maximumDetentValue * 0.25
    }
    let inactive = UISheetPresentationController.Detent.custom { _ in nil }
    let fixture = SheetFixture(detents: [quarter, inactive, .large()])
    let active = fixture.sheetController?.activeDetents
    #expect(active?.map(\.identifier.rawValue) == ["quarter", "com.apple.UIKit.large"])
    #expect(active?.first?.height == 188.25)
    #expect(fixture.sheetController?.currentDetentIdentifier?.rawValue == "quarter")
  }

  @Test(
    "selectedDetentIdentifier nil means the smallest detent; code changes send no callback (FIDELITY 6.4, 6.5)"
  )
  func selectedDetent() {
    let fixture = SheetFixture(detents: [.medium(), .large()])
    #expect(fixture.sheetController?.selectedDetentIdentifier == nil)
    #expect(fixture.sheetController?.currentDetentIdentifier == .medium)
    #expect(abs(fixture.sheet.view.frameInWindow.minY - 388.32) < 0.001)
    fixture.sheetController?.animateChanges {
      fixture.sheetController?.selectedDetentIdentifier = .large
    }
    #expect(fixture.sheetController?.currentDetentIdentifier == .large)
    #expect(fixture.delegate.calls.isEmpty)
  }

  @Test(
    "From .large with .medium, a release above medium settles on medium: no adaptive call, one detent callback (FIDELITY 6.5, 6.8)"
  )
  func largeToMedium() throws {
    let fixture = SheetFixture(detents: [.medium(), .large()])
    fixture.sheetController?.selectedDetentIdentifier = .large
    try fixture.device.hand.dragSheet(along: [100, 250, 300])
    fixture.device.runUntilIdle()
    #expect(fixture.delegate.calls == ["didChangeDetent medium"])
    #expect(fixture.isPresented)
  }

  @Test("One continuous drag past medium starts the dismissal in the same gesture (FIDELITY 6.8)")
  func continuousDragPastMedium() throws {
    let fixture = SheetFixture(detents: [.medium(), .large()])
    fixture.sheetController?.selectedDetentIdentifier = .large
    try fixture.device.hand.dragSheet(along: [200, 400, 700])
    fixture.device.runUntilIdle()
    #expect(fixture.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
  }

  @Test("Dragging between detents and releasing on the same one sends nothing (FIDELITY 6.5)")
  func sameDetentSendsNothing() throws {
    let fixture = SheetFixture(detents: [.medium(), .large()])
    try fixture.device.hand.dragSheet(toDetent: .large)
    try fixture.device.hand.dragSheet(along: [-10, 10])
    fixture.device.runUntilIdle()
    #expect(fixture.delegate.calls == ["didChangeDetent large"])
  }

  @Test(
    "Undimmed detents let touches reach the presenter; dimmed ones block them (FIDELITY 6.6, 9.5)")
  func undimmedPassesTouches() throws {
    let fixture = SheetFixture(detents: [.medium(), .large()])
    var taps = 0
    let button = UIButton(primaryAction: UIAction(title: "Behind") { _ in taps += 1 })
    button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
    fixture.presenter.view.addSubview(button)
    let dimmedHit = try fixture.device.hand.tap(at: CGPoint(x: 50, y: 120))
    #expect(dimmedHit is UIDimmingView)
    #expect(taps == 0)
    fixture.sheetController?.largestUndimmedDetentIdentifier = .medium
    try fixture.device.hand.tap(at: CGPoint(x: 50, y: 120))
    #expect(taps == 1)
    fixture.sheetController?.selectedDetentIdentifier = .large
    #expect(try fixture.device.hand.tap(at: CGPoint(x: 50, y: 40)) is UIDimmingView)
  }

  @Test("The grabber shows only when preferred and no other sheet is on top (FIDELITY 6.7)")
  func grabber() {
    let fixture = SheetFixture()
    #expect(fixture.sheetController?.prefersGrabberVisible == false)
    #expect(fixture.sheetController?.grabberView?.isHidden == true)
    fixture.sheetController?.prefersGrabberVisible = true
    #expect(fixture.sheetController?.grabberView?.isHidden == false)
    fixture.sheet.present(UIViewController(), animated: false)
    fixture.sheetController?.layoutSheet()
    #expect(fixture.sheetController?.grabberView?.isHidden == true)
  }

  @Test(
    "A delegate that does not implement shouldDismiss gets UIKit's fallback: allowed (FIDELITY 4.2)"
  )
  func fallbackWhenNotImplemented() throws {
    final class WillOnly: UIAdaptivePresentationControllerDelegate {
      var calls: [String] = []
      func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
      }
    }
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let sheet = UIViewController()
    let delegate = WillOnly()
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: false)
    try device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    #expect(delegate.calls == ["willDismiss"])
    device.expectTrace(containsInOrder: [
      "_UIPageSheetPresentationController#1 presentationControllerShouldDismiss not implemented → fallback true"
    ])
  }
}
