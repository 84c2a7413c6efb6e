import ResponderLabTesting
import SimUIKit
import Testing

@Suite("present and dismiss")
@MainActor
struct PresentDismissTests {
  @Test("modalPresentationStyle reads .pageSheet by default, never .automatic (FIDELITY 3.1)")
  func automaticResolves() {
    Simulation().withCurrent {
      let controller = UIViewController()
      #expect(controller.modalPresentationStyle == .pageSheet)
      controller.modalPresentationStyle = .automatic
      #expect(controller.modalPresentationStyle == .pageSheet)
      controller.modalPresentationStyle = .fullScreen
      #expect(controller.modalPresentationStyle == .fullScreen)
    }
  }

  @Test("A child's present is forwarded to the top of its parent chain (FIDELITY 3.2, 3.3)")
  func forwarding() {
    let device = SimulatedDevice()
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    device.show(navigation)
    let sheet = UIViewController()
    child.present(sheet, animated: false)
    #expect(sheet.presentationController?.presentingViewController === navigation)
    #expect(navigation.presentedChild === sheet)
    device.expectTrace(containsInOrder: [
      "UIViewController#1 present(UIViewController#2, animated: false)",
      "UIViewController#1 forwarded to UINavigationController#1 (FIDELITY 3.2)",
    ])
  }

  @Test(
    "Current context: the nearest parent that defines the context presents, and its view is covered (FIDELITY 3.4)"
  )
  func currentContext() {
    let device = SimulatedDevice()
    let tabs = UITabBarController()
    let inner = UIViewController()
    let navigation = UINavigationController(rootViewController: inner)
    navigation.definesPresentationContext = true
    tabs.viewControllers = [navigation]
    device.show(tabs)
    let cover = RecordingController()
    cover.modalPresentationStyle = .currentContext
    inner.present(cover, animated: false)
    #expect(cover.presentingViewController === navigation)
    #expect(
      cover.view.superview === navigation.view.superview
        || navigation.viewIfLoaded?.superview == nil)
    #expect(navigation.view.window == nil, "currentContext removes the covered view")
    cover.dismiss(animated: false)
    #expect(navigation.view.window === device.window)
  }

  @Test("Current context without any definer falls back to the root (FIDELITY 3.4)")
  func currentContextFallsBackToRoot() {
    let device = SimulatedDevice()
    let inner = UIViewController()
    let navigation = UINavigationController(rootViewController: inner)
    device.show(navigation)
    let cover = UIViewController()
    cover.modalPresentationStyle = .overCurrentContext
    inner.present(cover, animated: false)
    #expect(cover.presentingViewController === navigation)
    #expect(navigation.view.window === device.window, "overCurrentContext keeps the view")
  }

  @Test(
    "presentedViewController and presentingViewController answer from the ends of the hierarchy (FIDELITY 3.5)"
  )
  func relationshipEnds() {
    let device = SimulatedDevice()
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    device.show(navigation)
    let sheetChild = UIViewController()
    let sheetNavigation = UINavigationController(rootViewController: sheetChild)
    child.present(sheetNavigation, animated: false)
    #expect(child.presentedViewController === sheetNavigation, "nearest ancestor's presented")
    #expect(sheetChild.presentingViewController === navigation, "farthest ancestor's presenter")
    #expect(sheetChild.parent === sheetNavigation)
  }

  @Test(
    "Presenting on a controller that already presents logs UIKit's warning and drops it; completion never runs (FIDELITY 3.6, 3.7)"
  )
  func alreadyPresenting() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let first = UIViewController()
    root.present(first, animated: false)
    var completed = false
    let second = UIViewController()
    root.present(second, animated: false) { completed = true }
    device.runUntilIdle()
    #expect(!completed)
    #expect(second.presentingViewController == nil)
    #expect(
      device.warnings == [
        "[Presentation] Attempt to present <UIViewController#3> on <UIViewController#1> (from <UIViewController#1>) which is already presenting <UIViewController#2>."
      ])
  }

  @Test("Stacked sheets are made by presenting from the presented controller (FIDELITY 3.6)")
  func stackedSheets() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let first = UIViewController()
    let second = UIViewController()
    root.present(first, animated: false)
    first.present(second, animated: false)
    #expect(second.presentingViewController === first)
    #expect(device.warnings.isEmpty)
  }

  @Test(
    "A presenter whose view is not in the window drops the presentation with UIKit's warning (FIDELITY 3.7)"
  )
  func notInWindow() {
    let device = SimulatedDevice()
    device.show(UIViewController())
    let detached = UIViewController()
    let sheet = UIViewController()
    var completed = false
    detached.present(sheet, animated: false) { completed = true }
    #expect(!completed)
    #expect(
      device.warnings.last
        == "[Presentation] Attempt to present <UIViewController#3> on <UIViewController#2> (from <UIViewController#2>) whose view is not in the window hierarchy."
    )
  }

  @Test("Presenting during a transition logs 'while a presentation is in progress' (FIDELITY 3.7)")
  func whileInProgress() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    root.present(UIViewController(), animated: true)
    root.present(UIViewController(), animated: false)
    #expect(device.warnings.last?.hasSuffix("while a presentation is in progress.") == true)
  }

  @Test(
    "present's completion runs after viewDidAppear; dismiss's after viewDidDisappear (FIDELITY 3.8)"
  )
  func completionTiming() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let sheet = RecordingController()
    root.present(sheet, animated: true) { sheet.log.append("present completion") }
    #expect(sheet.isBeingPresented)
    #expect(sheet.log == ["viewDidLoad", "viewWillAppear"])
    device.runUntilIdle()
    #expect(!sheet.isBeingPresented)
    #expect(sheet.log.suffix(2) == ["viewDidAppear", "present completion"])
    sheet.dismiss(animated: true) { sheet.log.append("dismiss completion") }
    #expect(sheet.isBeingDismissed)
    device.runUntilIdle()
    #expect(sheet.log.suffix(3) == ["viewWillDisappear", "viewDidDisappear", "dismiss completion"])
    #expect(sheet.presentingViewController == nil)
  }

  @Test(
    "Full screen: presenter will/did disappear around the presented controller's appearance (FIDELITY 8.5)"
  )
  func fullScreenOrder() {
    let device = SimulatedDevice()
    let root = RecordingController()
    device.show(root)
    let cover = RecordingController()
    cover.modalPresentationStyle = .fullScreen
    let mark = device.trace.mark
    root.present(cover, animated: true) { device.trace.note("completion") }
    device.runUntilIdle()
    #expect(
      device.traceLines(in: [.appearance, .lifecycle, .note], since: mark) == [
        "RecordingController#2 loadView()", "RecordingController#2 viewDidLoad()",
        "RecordingController#1 viewWillDisappear(true)",
        "RecordingController#2 viewWillAppear(true)",
        "RecordingController#2 viewWillLayoutSubviews()",
        "RecordingController#2 viewDidLayoutSubviews()",
        "RecordingController#2 viewDidAppear(true)", "RecordingController#1 viewDidDisappear(true)",
        "completion",
      ])
    let dismissMark = device.trace.mark
    root.dismiss(animated: true)
    device.runUntilIdle()
    #expect(
      device.traceLines(in: [.appearance], since: dismissMark) == [
        "RecordingController#2 viewWillDisappear(true)",
        "RecordingController#1 viewWillAppear(true)",
        "RecordingController#1 viewDidAppear(true)", "RecordingController#2 viewDidDisappear(true)",
      ])
  }

  @Test("Page sheet: the presenter gets none of its appearance callbacks (FIDELITY 8.6)")
  func pageSheetPresenterSilent() {
    for style in [
      UIModalPresentationStyle.pageSheet, .formSheet, .overFullScreen, .overCurrentContext,
    ] {
      let device = SimulatedDevice()
      let root = RecordingController()
      device.show(root)
      let sheet = RecordingController()
      sheet.modalPresentationStyle = style
      root.present(sheet, animated: true)
      device.runUntilIdle()
      sheet.dismiss(animated: true)
      device.runUntilIdle()
      #expect(root.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear"], "style \(style)")
      #expect(
        sheet.log == [
          "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        ])
    }
  }

  @Test(
    "Dismissing from the bottom of a stack removes everything above it; only the top animates (FIDELITY 3.9)"
  )
  func dismissFromMiddle() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let first = RecordingController()
    let second = RecordingController()
    let third = RecordingController()
    root.present(first, animated: false)
    first.present(second, animated: false)
    second.present(third, animated: false)
    var completed = false
    first.dismiss(animated: true) { completed = true }
    device.runUntilIdle()
    #expect(completed)
    #expect(first.presentedViewController == nil)
    #expect(second.presentingViewController == nil)
    #expect(third.view.window == nil)
    #expect(second.view.window == nil)
    #expect(first.view.window === device.window)
    #expect(root.presentedViewController === first)
    device.expectTrace(
      containsInOrder: [
        "RecordingController#3 viewWillDisappear(true)",
        "RecordingController#2 viewWillDisappear(false)",
      ], in: [.appearance])
  }

  @Test("dismiss on the presented controller asks its presenter (FIDELITY 3.9)")
  func dismissOnPresented() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    sheet.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
    withExtendedLifetime(device) {}
  }

  @Test("Programmatic dismissal never calls the adaptive delegate (FIDELITY 3.10)")
  func programmaticDismissalIsSilent() {
    let fixture = SheetFixture()
    fixture.presenter.dismiss(animated: true)
    fixture.device.runUntilIdle()
    #expect(fixture.delegate.calls.isEmpty)
    #expect(!fixture.isPresented)
  }

  @Test(
    "A page sheet keeps the presenter's view in the window; full screen removes it (FIDELITY 3.11)")
  func presenterViewKeptOrRemoved() {
    let fixture = SheetFixture()
    #expect(fixture.presenter.view.window === fixture.device.window)
    #expect(fixture.sheetController?.shouldRemovePresentersView == false)
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    #expect(root.view.window == nil)
    #expect(cover.presentationController?.shouldRemovePresentersView == true)
    root.dismiss(animated: false)
    #expect(root.view.window === device.window)
  }

  @Test("The view trees of a page sheet and a full-screen presentation (FIDELITY 3.12)")
  func presentationViewTrees() {
    let fixture = SheetFixture()
    let wrapper = fixture.sheet.view.superview
    let shadow = wrapper?.superview
    let transition = shadow?.superview
    #expect(shadow is UIDropShadowView)
    #expect(transition is UITransitionView)
    #expect(transition?.subviews.first is UIDimmingView)
    #expect(shadow?.subviews.first is _UIRoundedRectShadowView)
    #expect(transition?.superview === fixture.device.window)
    #expect(fixture.device.window.subviews.count == 2, "each presentation adds a UITransitionView")
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    #expect(cover.view.superview is UITransitionView)
    #expect(cover.view.superview?.superview === device.window)
  }

  @Test("Presenting an active controller or a controller on itself is refused")
  func presentingMisuse() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    root.present(root, animated: false)
    let child = UIViewController()
    root.addChild(child)
    root.present(child, animated: false)
    #expect(root.presentedViewController == nil)
    #expect(
      device.faults.map(\.reason) == [
        "Application tried to present modal view controller on itself. Presenting controller is UIViewController#1.",
        "Application tried to present modally an active controller UIViewController#2.",
      ])
  }

  @Test("Dismissing with nothing presented does nothing and says so in the trace")
  func dismissNothing() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    var completed = false
    root.dismiss(animated: false) { completed = true }
    #expect(!completed)
    device.expectTrace(containsInOrder: [
      "UIViewController#1 dismiss(animated: false): nothing to dismiss"
    ])
  }
}
