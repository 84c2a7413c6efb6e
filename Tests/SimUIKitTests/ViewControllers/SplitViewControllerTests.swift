import ResponderLabTesting
import SimUIKit
import Testing

/// Records the split view's questions and news.
@MainActor
private final class SplitRecorder: UISplitViewControllerDelegate {
  var topColumn: UISplitViewController.Column?
  var log: [String] = []

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    log.append("top column? proposed \(proposedTopColumn)")
    return topColumn ?? proposedTopColumn
  }

  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    log.append("will change to \(displayMode)")
  }

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.append("did collapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.append("did expand") }
}

/// The identities of controllers, to compare stacks.
@MainActor
private func ids(_ controllers: [UIViewController]) -> [ObjectIdentifier] {
  controllers.map(ObjectIdentifier.init)
}

@Suite("UISplitViewController at a regular width")
@MainActor
struct SplitViewControllerTests {
  /// A split view of a navigation controller (the primary), an optional supplementary and a
  /// secondary, shown on `profile`.
  private func showSplit(
    _ style: UISplitViewController.Style = .doubleColumn, on profile: DeviceProfile,
    assumptions: FidelityAssumptions = FidelityAssumptions(),
    configure: (UISplitViewController) -> Void = { _ in }
  ) -> (
    device: SimulatedDevice, split: UISplitViewController, sidebar: RecordingController,
    middle: RecordingController?, detail: RecordingController
  ) {
    let device = SimulatedDevice(profile: profile, assumptions: assumptions)
    let split = UISplitViewController(style: style)
    let sidebar = RecordingController()
    split.setViewController(UINavigationController(rootViewController: sidebar), for: .primary)
    var middle: RecordingController?
    if style == .tripleColumn {
      let supplementary = RecordingController()
      split.setViewController(supplementary, for: .supplementary)
      middle = supplementary
    }
    let detail = RecordingController()
    split.setViewController(detail, for: .secondary)
    configure(split)
    device.show(split)
    device.runUntilIdle()
    return (device, split, sidebar, middle, detail)
  }

  @Test(
    "FIDELITY 12.26, 12.27: on a tablet in landscape two columns stand side by side, the primary 320 points wide"
  )
  func expandedInLandscape() throws {
    let (_, split, sidebar, _, detail) = showSplit(on: .tabletLandscape)
    #expect(!split.isCollapsed)
    #expect(split.preferredDisplayMode == .automatic)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.primaryColumnWidth == 320)
    let primary = try #require(split.viewController(for: .primary))
    #expect(primary.parent === split && detail.parent === split)
    #expect(primary.view.superview === split.view && detail.view.superview === split.view)
    #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
    #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
    #expect(sidebar.log.contains("viewDidAppear") && detail.log.contains("viewDidAppear"))
  }

  @Test(
    "FIDELITY 12.27: .automatic shows the secondary alone in portrait, and three columns in landscape as the supplementary beside the secondary; a switch shows every column"
  )
  func automaticDisplayMode() throws {
    let portrait = showSplit(on: .tablet)
    #expect(!portrait.split.isCollapsed)
    #expect(portrait.split.displayMode == .secondaryOnly)
    #expect(portrait.detail.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
    #expect(portrait.split.viewController(for: .primary)?.viewIfLoaded?.superview == nil)

    let triple = showSplit(.tripleColumn, on: .tabletLandscape)
    #expect(triple.split.displayMode == .oneBesideSecondary)
    let middle = try #require(triple.middle)
    #expect(middle.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
    #expect(triple.detail.view.frame.minX == 320)
    #expect(triple.split.viewController(for: .primary)?.viewIfLoaded?.superview == nil)

    var every = FidelityAssumptions()
    every.splitViews.automaticDisplayMode = .everyColumnInLandscape
    let all = showSplit(.tripleColumn, on: .tabletLandscape, assumptions: every)
    #expect(all.split.displayMode == .twoBesideSecondary)
    #expect(all.detail.view.frame == CGRect(x: 640, y: 0, width: 540, height: 820))
  }

  @Test(
    "FIDELITY 12.26: preferred widths in points and fractions, the switchable default width, and the frames of .twoBesideSecondary and .oneOverSecondary"
  )
  func columnWidthsAndModes() throws {
    let (_, split, _, middle, detail) = showSplit(.tripleColumn, on: .tabletLandscape) {
      $0.preferredDisplayMode = .twoBesideSecondary
      $0.preferredPrimaryColumnWidth = 280
      $0.preferredSupplementaryColumnWidthFraction = 0.3
    }
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(split.primaryColumnWidth == 280)
    #expect(split.supplementaryColumnWidth == 354)
    let primary = try #require(split.viewController(for: .primary))
    #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 280, height: 820))
    #expect(middle?.view.frame == CGRect(x: 280, y: 0, width: 354, height: 820))
    #expect(detail.view.frame == CGRect(x: 634, y: 0, width: 546, height: 820))
    var narrow = FidelityAssumptions()
    narrow.splitViews.defaultColumnWidth = 300
    let switched = showSplit(on: .tabletLandscape, assumptions: narrow)
    #expect(switched.split.primaryColumnWidth == 300)
    #expect(switched.detail.view.frame.minX == 300)
    split.preferredDisplayMode = .oneOverSecondary
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
    #expect(split.view.subviews.last === middle?.view)
    #expect(primary.viewIfLoaded?.superview == nil)
  }

  @Test(
    "FIDELITY 12.28, 8.4: hide(.primary) and show(.primary) change the display mode, with the column's appearance callbacks and the delegate told"
  )
  func showAndHideColumns() throws {
    let recorder = SplitRecorder()
    let (device, split, sidebar, _, detail) = showSplit(on: .tabletLandscape) {
      $0.delegate = recorder
    }
    sidebar.log.removeAll()
    split.hide(.primary)
    device.runUntilIdle()
    #expect(split.displayMode == .secondaryOnly)
    #expect(sidebar.log == ["viewWillDisappear", "viewDidDisappear"])
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
    split.show(.primary)
    device.runUntilIdle()
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(sidebar.log.suffix(2) == ["viewWillAppear", "viewDidAppear"])
    #expect(
      recorder.log == ["will change to .secondaryOnly", "will change to .oneBesideSecondary"])
  }

  @Test(
    "FIDELITY 12.28, 11.19: expanded, showDetailViewController(_:sender:) replaces the secondary column instead of pushing"
  )
  func showDetailReplacesSecondary() throws {
    let (device, split, sidebar, _, detail) = showSplit(on: .tabletLandscape)
    let message = RecordingController()
    sidebar.showDetailViewController(message, sender: nil)
    device.runUntilIdle()
    #expect(split.viewController(for: .secondary) === message)
    #expect(detail.parent == nil)
    #expect(
      detail.log.suffix(4) == [
        "willMove(nil)", "viewWillDisappear", "didMove(nil)", "viewDidDisappear",
      ])
    #expect(message.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
    #expect(message.log.contains("viewDidAppear"))
    #expect(sidebar.navigationController?.viewControllers.count == 1)
  }

  @Test(
    "FIDELITY 1.2, 1.4, 12.26: a view in the secondary column answers its controller, then the split view's view and the split view controller"
  )
  func responderChainFromAColumn() throws {
    let (device, split, _, _, detail) = showSplit(on: .tabletLandscape)
    let label = UILabel()
    detail.view.addSubview(label)
    #expect(label.next === detail.view)
    #expect(detail.view.next === detail)
    #expect(detail.next === split.view)
    #expect(split.view.next === split)
    #expect(split.next is UIDropShadowView)
    #expect(split.next?.next?.next === device.window)
  }

  @Test(
    "FIDELITY 12.29: a resize to a compact width collapses, the delegate choosing the top column, and the secondary is pushed on the primary's navigation controller; widening expands it back"
  )
  func collapseAndExpand() throws {
    let recorder = SplitRecorder()
    let (device, split, sidebar, _, detail) = showSplit(on: .tabletSplitTwoThirds) {
      $0.delegate = recorder
    }
    #expect(!split.isCollapsed)
    try device.resize(to: .tabletSplitOneThird)
    #expect(split.isCollapsed)
    let navigation = try #require(split.viewController(for: .primary) as? UINavigationController)
    #expect(ids(navigation.viewControllers) == ids([sidebar, detail]))
    #expect(split.viewController(for: .secondary) === detail)
    #expect(detail.view.window != nil)
    #expect(recorder.log == ["top column? proposed .secondary", "did collapse"])
    try device.resize(to: .tabletSplitTwoThirds)
    #expect(!split.isCollapsed)
    #expect(ids(navigation.viewControllers) == ids([sidebar]))
    #expect(detail.parent === split)
    #expect(detail.view.superview === split.view)
    #expect(recorder.log.last == "did expand")
  }

  @Test("FIDELITY 12.29: a delegate that answers .primary keeps the primary on top when collapsing")
  func delegateKeepsPrimary() throws {
    let recorder = SplitRecorder()
    recorder.topColumn = .primary
    let (device, split, sidebar, _, detail) = showSplit(on: .tabletSplitTwoThirds) {
      $0.delegate = recorder
    }
    try device.resize(to: .tabletSplitOneThird)
    let navigation = try #require(split.viewController(for: .primary) as? UINavigationController)
    #expect(ids(navigation.viewControllers) == ids([sidebar]))
    #expect(detail.viewIfLoaded?.window == nil)
  }

  @Test(
    "FIDELITY 12.29: shown first on a phone, a split view with a secondary collapses at once, the delegate asked, the secondary on top"
  )
  func collapsedFromTheStart() throws {
    let recorder = SplitRecorder()
    let (_, split, sidebar, _, detail) = showSplit(on: .phone) { $0.delegate = recorder }
    #expect(split.isCollapsed)
    let navigation = try #require(split.viewController(for: .primary) as? UINavigationController)
    #expect(ids(navigation.viewControllers) == ids([sidebar, detail]))
    #expect(recorder.log == ["top column? proposed .secondary"])
    #expect(detail.log.contains("viewDidAppear"))
  }
}
