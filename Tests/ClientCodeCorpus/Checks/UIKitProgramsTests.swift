import ResponderLabDevice
import ResponderLabTesting
import SimUIKit
import Testing

// Runs the UIKit-shaped programs of the corpus on a simulated phone and checks what a device does.
// This file is compiled twice, in the Swift 5 and the Swift 6 language mode.

@Suite("Client programs: UIKit")
@MainActor
struct UIKitProgramsTests {
  @Test("01: a dirty editor refuses the swipe, then asks; Save dismisses (FIDELITY 4.1, 4.4)")
  func unsavedChangesGuard() throws {
    let device = SimulatedDevice()
    let notes = NotesListViewController()
    device.show(notes)
    notes.composeNote()
    device.runUntilIdle()
    let editor = try #require(notes.editor)
    editor.type("Buy milk")

    try device.hand.swipeDown(by: 600)
    device.runUntilIdle()

    #expect(notes.presentedViewController === editor, "the swipe was refused")
    let choices = try #require(device.hand.visibleAlert)
    #expect(choices.presentingViewController === editor)
    try device.hand.tapAlertAction("Save")
    device.runUntilIdle()
    #expect(editor.savedNote == "Buy milk")
    #expect(notes.presentedViewController == nil)
    device.expectNoFaults()
  }

  @Test("01: a clean editor goes with the swipe and asks nothing (FIDELITY 4.2)")
  func cleanEditorDismisses() throws {
    let device = SimulatedDevice()
    let notes = NotesListViewController()
    device.show(notes)
    notes.composeNote()
    device.runUntilIdle()

    try device.hand.swipeDown(by: 600)
    device.runUntilIdle()

    #expect(notes.presentedViewController == nil)
    #expect(device.hand.visibleAlert == nil)
  }

  @Test(
    "02: walking next from a view finds its controller, and nothing for a loose view (FIDELITY 1.2)"
  )
  func responderChainProbe() {
    let device = SimulatedDevice()
    let profile = ProfileViewController()
    device.show(UINavigationController(rootViewController: profile))

    #expect(profile.header.nameLabel.owningViewController === profile)
    #expect(profile.header.owningViewController === profile)
    #expect(ProfileHeaderView(frame: .zero).owningViewController == nil)
  }

  @Test("03: the coordinator presents from the sheet on top, not from the root (FIDELITY 3.5, 3.6)")
  func topMostPresenter() throws {
    let device = SimulatedDevice()
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    device.show(navigation)
    let sheet = UIViewController()
    list.present(sheet, animated: true)
    device.runUntilIdle()

    let presenter = ErrorPresenter(window: device.window)
    #expect(presenter.topMostViewController() === sheet)
    presenter.show("The server did not answer.")
    device.runUntilIdle()

    let alert = try #require(device.hand.visibleAlert)
    #expect(alert.presentingViewController === sheet)
    #expect(device.warnings.isEmpty, "no 'already presenting' warning")
  }

  @Test("04: an alert presented from a completion handler appears when the callback comes")
  func alertFromCompletionHandler() throws {
    let device = SimulatedDevice()
    let inbox = InboxViewController()
    device.show(inbox)
    inbox.client.nextResult = .failure(.offline)

    inbox.refresh()
    #expect(device.hand.visibleAlert == nil, "the callback has not come yet")
    device.advance(by: 0.5)
    device.runUntilIdle()

    let alert = try #require(device.hand.visibleAlert)
    #expect(alert.title == "Can't Sync")
    inbox.client.nextResult = .success(3)
    try device.hand.tapAlertAction("Retry")
    device.runUntilIdle()
    #expect(inbox.retries == 1)
    #expect(inbox.messageCount == 3)
    #expect(inbox.presentedViewController == nil)
  }

  @Test("05: the delegate that presented the picker dismisses it with the choice (FIDELITY 3.9)")
  func delegateDrivenDismissal() throws {
    let device = SimulatedDevice()
    let settings = ThemeSettingsViewController()
    device.show(settings)
    settings.chooseAccentColor()
    device.runUntilIdle()

    try device.hand.tap(label: "Green")
    device.runUntilIdle()

    #expect(settings.accentColorName == "Green")
    #expect(settings.presentedViewController == nil)
  }

  @Test(
    "06: dragging the sheet to large tells its delegate; the map is live at medium (FIDELITY 6.6)")
  func resizableSheet() throws {
    let device = SimulatedDevice()
    let map = MapViewController()
    device.show(map)
    map.showDetails()
    device.runUntilIdle()

    try device.hand.tap(label: "Map")
    #expect(map.mapTaps == 1, "the medium detent leaves the map undimmed")
    try device.hand.dragSheet(toDetent: .large)
    device.runUntilIdle()

    #expect(map.details.detentChanges == ["large"])
  }

  @Test(
    "07: a custom container's child is told it moves, and appears with the container (FIDELITY 8.2, 8.4)"
  )
  func customContainer() {
    let device = SimulatedDevice()
    let pane = SplitPaneViewController()
    let child = LoggingChildViewController()
    pane.loadViewIfNeeded()
    pane.embed(child)
    device.show(pane)

    #expect(child.parent === pane)
    #expect(child.view.next === child)
    #expect(child.log == ["willMove(parent)", "didMove(parent)", "viewWillAppear"])
    pane.unembed(child)
    #expect(child.parent == nil)
    #expect(Array(child.log.suffix(2)) == ["willMove(nil)", "didMove(nil)"])
  }

  @Test(
    "08: viewWillAppear runs again after a full-screen modal, not after a sheet (FIDELITY 3.11)")
  func fullScreenVersusSheet() {
    let device = SimulatedDevice()
    let dashboard = DashboardViewController()
    device.show(dashboard)
    #expect(dashboard.refreshes == 1)

    let sheet = dashboard.showSettings(fullScreen: false)
    device.runUntilIdle()
    sheet.dismiss(animated: true)
    device.runUntilIdle()
    #expect(dashboard.refreshes == 1, "a page sheet left the dashboard on screen")

    let fullScreen = dashboard.showSettings(fullScreen: true)
    device.runUntilIdle()
    fullScreen.dismiss(animated: true)
    device.runUntilIdle()
    #expect(dashboard.refreshes == 2)
    #expect(device.warnings.isEmpty)
  }

  @Test("09: the bottom controller dismisses the whole stack in one call (FIDELITY 3.9)")
  func dismissTheWholeStack() {
    let device = SimulatedDevice()
    let start = OnboardingStartViewController()
    device.show(start)
    let (first, second) = start.startFlow()
    #expect(first.presentedViewController === second)

    second.finish()
    device.runUntilIdle()

    #expect(start.presentedViewController == nil)
    #expect(first.presentingViewController == nil)
    #expect(second.presentingViewController == nil)
    #expect(start.finishedFlows == 1)
  }

  @Test("13: a sheet presented deep in a tab is presented by the tab bar controller (FIDELITY 3.2)")
  func presentFromATab() {
    let device = SimulatedDevice()
    let (tabs, searchRoot) = makeTabbedApp()
    device.show(tabs)
    tabs.selectedIndex = 1
    device.runUntilIdle()
    let result = SearchResultViewController()
    searchRoot.navigationController?.pushViewController(result, animated: false)
    device.runUntilIdle()

    result.share()
    device.runUntilIdle()

    #expect(result.shareSheet?.presentingViewController === tabs)
    #expect(result.presentedViewController === result.shareSheet)
  }

  @Test("14: a tap outside an action sheet runs its cancel handler (R6)")
  func actionSheetCancelOutside() throws {
    let device = SimulatedDevice()
    let document = DocumentViewController()
    device.show(document)
    document.confirmDelete()
    device.runUntilIdle()

    try device.hand.tap(at: CGPoint(x: 195, y: 120))
    device.runUntilIdle()

    #expect(document.cancellations == 1)
    #expect(!document.isDeleted)
    #expect(document.presentedViewController == nil)
  }
}
