import ResponderLabTesting
import SimUIKit
import Testing

/// Where form and page sheets sit on a tablet and in compact height (FIDELITY 12.12, 12.21, 12.22).
@Suite("Sheet sizing")
@MainActor
struct SheetSizingTests {
  /// Shows a plain root on `profile` and presents a controller of `style` over it, configured by
  /// `configure` before the presentation.
  private func present(
    _ style: UIModalPresentationStyle, on profile: DeviceProfile,
    assumptions: FidelityAssumptions = FidelityAssumptions(),
    configure: (UIViewController) -> Void = { _ in }
  ) -> (device: SimulatedDevice, sheet: UIViewController) {
    let device = SimulatedDevice(profile: profile, assumptions: assumptions)
    let root = UIViewController()
    device.show(root)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = style
    configure(sheet)
    root.present(sheet, animated: false)
    device.runUntilIdle()
    return (device, sheet)
  }

  @Test(
    "FIDELITY 12.21: a form sheet on a regular-width tablet is a centred card of the default size for the screen's longer side"
  )
  func formSheetDefaultSize() {
    let portrait = present(.formSheet, on: .tablet)
    // 1180 points is over 1024 and under 1590: 580 × 640, centred in 820 × 1180.
    #expect(portrait.sheet.view.frameInWindow == CGRect(x: 120, y: 270, width: 580, height: 640))
    #expect(
      portrait.sheet.sheetPresentationController?.frameOfPresentedViewInContainerView
        == CGRect(x: 120, y: 270, width: 580, height: 640))
    let landscape = present(.formSheet, on: .tabletLandscape)
    #expect(landscape.sheet.view.frameInWindow == CGRect(x: 300, y: 90, width: 580, height: 640))
    portrait.device.expectNoFaults()
    landscape.device.expectNoFaults()
  }

  @Test("FIDELITY 12.21: the default form-sheet size steps at 1024 and 1590 points")
  func formSheetSizeSteps() {
    let rule = FidelityAssumptions.FormSheetSizeRule.byScreenLongerSide
    let sizes = [1024, 1025, 1366, 1589, 1590].map {
      UISheetPresentationController.defaultFormSheetSize(
        forScreenLongerSide: CGFloat($0), rule: rule)
    }
    #expect(
      sizes == [
        CGSize(width: 540, height: 600), CGSize(width: 580, height: 640),
        CGSize(width: 580, height: 640), CGSize(width: 580, height: 640),
        CGSize(width: 620, height: 680),
      ])
    // A 768 × 1024 tablet (inferred from its size, FIDELITY 12.3) gets the smallest card.
    let device = SimulatedDevice(
      screenSize: CGSize(width: 768, height: 1024),
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let root = UIViewController()
    device.show(root)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: false)
    #expect(sheet.view.frameInWindow == CGRect(x: 114, y: 212, width: 540, height: 600))
  }

  @Test("FIDELITY 12.21: a form sheet takes preferredContentSize when both sides are positive")
  func formSheetPreferredSize() {
    let sized = present(.formSheet, on: .tablet) {
      $0.preferredContentSize = CGSize(width: 400, height: 300)
    }
    #expect(sized.sheet.view.frameInWindow == CGRect(x: 210, y: 440, width: 400, height: 300))
    let halfSized = present(.formSheet, on: .tablet) {
      $0.preferredContentSize = CGSize(width: 400, height: 0)
    }
    #expect(halfSized.sheet.view.frameInWindow.size == CGSize(width: 580, height: 640))
  }

  @Test(
    "FIDELITY 12.21: a page sheet on a regular-width tablet is the page width, centred, whatever its detents"
  )
  func pageSheetOnTablet() {
    let page = present(.pageSheet, on: .tablet) {
      $0.sheetPresentationController?.detents = [.medium(), .large()]
    }
    // 704 points wide (an assumption), from 10 points below the 24-point safe-area top down.
    #expect(page.sheet.view.frameInWindow == CGRect(x: 58, y: 34, width: 704, height: 1146))
    #expect(page.sheet.sheetPresentationController?.currentDetentIdentifier == .large)
    let automatic = present(.automatic, on: .tablet)
    #expect(automatic.sheet.view.frameInWindow.width == 704)
    var narrow = FidelityAssumptions()
    narrow.pageSheetWidth = 600
    let switched = present(.pageSheet, on: .tablet, assumptions: narrow)
    #expect(switched.sheet.view.frameInWindow == CGRect(x: 110, y: 34, width: 600, height: 1146))
  }

  @Test("FIDELITY 12.21: in compact width form and page sheets are the phone's card")
  func compactWidthKeepsTheCard() {
    for profile in [DeviceProfile.phone, .tabletSlideOver, .tabletSplitOneThird, .tabletSplitHalf] {
      for style in [UIModalPresentationStyle.formSheet, .pageSheet] {
        let (device, sheet) = present(style, on: profile)
        let window = device.window.bounds
        let top = device.simulation.screen.safeAreaInsets.top + 10
        #expect(
          sheet.view.frameInWindow
            == CGRect(x: 0, y: top, width: window.width, height: window.height - top),
          "\(style) on \(profile)")
      }
    }
  }

  @Test(
    "FIDELITY 12.21: on a Split View side the form sheet's default size follows the device's screen, not the window"
  )
  func splitViewUsesTheDisplay() {
    // The 2/3 side in landscape is 795 × 820 and regular: the 1180-point display gives 580 × 640,
    // where the window's 820-point longer side would give 540 × 600.
    let (_, sheet) = present(.formSheet, on: .tabletSplitTwoThirds)
    #expect(sheet.view.frameInWindow == CGRect(x: 107.5, y: 90, width: 580, height: 640))
    #expect(
      UISheetPresentationController.screenLongerSide(of: .tabletSplitTwoThirds) == 1180)
  }

  @Test("FIDELITY 12.21: the remembered iOS 7–12 size, 540 × 620, is a switch")
  func legacyFormSheetSize() {
    var legacy = FidelityAssumptions()
    legacy.formSheetSize = .fixed540x620
    let (_, sheet) = present(.formSheet, on: .tablet, assumptions: legacy)
    #expect(sheet.view.frameInWindow == CGRect(x: 140, y: 280, width: 540, height: 620))
  }

  @Test(
    "FIDELITY 12.21: rotating or resizing the tablet lays a presented form sheet out for the new window"
  )
  func rotationAndResize() throws {
    let (device, sheet) = present(.formSheet, on: .tablet)
    device.rotate(to: .landscape)
    #expect(sheet.view.frameInWindow == CGRect(x: 300, y: 90, width: 580, height: 640))
    try device.resize(to: .tabletSlideOver)
    #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 34, width: 320, height: 786))
    device.expectNoFaults()
  }

  @Test("A tablet's form sheet is dismissed by a swipe down and by a tap outside it")
  func tabletSheetDismissal() throws {
    let swiped = present(.formSheet, on: .tablet)
    try swiped.device.hand.swipeDown(by: 400)
    swiped.device.runUntilIdle()
    #expect(swiped.sheet.presentingViewController == nil)
    let tapped = present(.formSheet, on: .tablet)
    try tapped.device.hand.tapDimmingView()
    tapped.device.runUntilIdle()
    #expect(tapped.sheet.presentingViewController == nil)
  }

  @Test(
    "FIDELITY 12.22: the sizing switches default to prefersPageSizing true and the edge-attachment switches false"
  )
  func switchDefaults() throws {
    let (_, sheet) = present(.pageSheet, on: .phone)
    let controller = try #require(sheet.sheetPresentationController)
    #expect(controller.prefersPageSizing)
    #expect(!controller.prefersEdgeAttachedInCompactHeight)
    #expect(!controller.widthFollowsPreferredContentSizeWhenEdgeAttached)
  }

  @Test(
    "FIDELITY 12.22: prefersPageSizing false gives a page sheet form-sheet sizing, from preferredContentSize"
  )
  func prefersPageSizingFalse() throws {
    let (_, sheet) = present(.pageSheet, on: .tablet) {
      $0.preferredContentSize = CGSize(width: 500, height: 500)
    }
    let controller = try #require(sheet.sheetPresentationController)
    #expect(sheet.view.frameInWindow.width == 704)
    controller.prefersPageSizing = false
    #expect(sheet.view.frameInWindow == CGRect(x: 160, y: 340, width: 500, height: 500))
    sheet.preferredContentSize = .zero
    controller.animateChanges {}
    #expect(sheet.view.frameInWindow == CGRect(x: 120, y: 270, width: 580, height: 640))
  }

  @Test(
    "FIDELITY 12.12, 12.22: in compact height a sheet looks full screen unless prefersEdgeAttachedInCompactHeight attaches it to the bottom edge"
  )
  func edgeAttachedInCompactHeight() throws {
    let (device, sheet) = present(.pageSheet, on: .phone.rotated(to: .landscape)) {
      $0.sheetPresentationController?.prefersGrabberVisible = true
    }
    let controller = try #require(sheet.sheetPresentationController)
    #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(controller.grabberView?.isHidden == true, "hidden in the full-screen look (6.7)")
    controller.prefersEdgeAttachedInCompactHeight = true
    // The safe area's width (844 − 2 × 47), its top 10 points below the safe area's.
    #expect(sheet.view.frameInWindow == CGRect(x: 47, y: 10, width: 750, height: 380))
    #expect(controller.grabberView?.isHidden == false)
    device.rotate(to: .portrait)
    #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 57, width: 390, height: 787))
  }

  @Test(
    "FIDELITY 12.22: widthFollowsPreferredContentSizeWhenEdgeAttached takes the preferred width only for an edge-attached sheet in compact height"
  )
  func widthFollowsPreferredContentSize() throws {
    let (device, sheet) = present(.pageSheet, on: .phone.rotated(to: .landscape)) {
      $0.preferredContentSize = CGSize(width: 500, height: 0)
      $0.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    }
    let controller = try #require(sheet.sheetPresentationController)
    #expect(
      sheet.view.frameInWindow == CGRect(x: 0, y: 0, width: 844, height: 390),
      "no effect while prefersEdgeAttachedInCompactHeight is false")
    controller.prefersEdgeAttachedInCompactHeight = true
    #expect(sheet.view.frameInWindow == CGRect(x: 172, y: 10, width: 500, height: 380))
    device.rotate(to: .portrait)
    #expect(
      sheet.view.frameInWindow == CGRect(x: 0, y: 57, width: 390, height: 787),
      "no effect in compact width with regular height")
  }
}
