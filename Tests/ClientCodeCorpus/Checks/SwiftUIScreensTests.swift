import ResponderLabDevice
import SimSwiftUI
import Testing

// Runs the SwiftUI screens of the corpus (programs 22 to 36, and 43) on a simulated phone (43 on a
// tablet too), through the harness, and checks the UIKit underneath. Compiled twice, in the Swift 5 and Swift 6 modes.

@Suite("Client programs: SwiftUI screens")
@MainActor
struct SwiftUIScreensTests {
  @Test("22: a toolbar button opens a sheet whose Done button dismisses it (FIDELITY 7.2, 20.3)")
  func settingsWithDismissSheet() throws {
    let device = SimulatedDevice()
    device.show(PreferencesScreen())
    let navigation = try #require(device.frontNavigationController)
    try device.tapBarButton("About")
    device.runUntilIdle()
    let sheet = try #require(navigation.topViewController?.presentedViewController)
    #expect(sheet is PresentationHostingController<AnyView>)
    #expect(device.hand.findView(showing: "Version 2.4") != nil)
    try device.tapBarButton("Done")
    device.runUntilIdle()
    #expect(navigation.topViewController?.presentedViewController == nil)
  }

  @Test(
    "23: list, detail by value, edit sheet: Save writes back, Cancel drops (FIDELITY 20.1, 20.6)")
  func listDetailEditSheet() throws {
    let device = SimulatedDevice()
    device.show(NotesScreen())
    let navigation = try #require(device.frontNavigationController)
    try device.hand.tap(label: "Ideas")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is NavigationStackHostingController<AnyView>)
    try device.hand.tap(label: "Edit")
    device.runUntilIdle()
    let field = try #require(device.findTextField(placeholder: "Title"))
    try device.hand.tap(field)
    try device.hand.type(" for 2027")
    try device.tapBarButton("Save")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Note: Ideas for 2027") != nil)
    try device.hand.tap(label: "Edit")
    device.runUntilIdle()
    try device.tapBarButton("Cancel")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Note: Ideas for 2027") != nil)
    #expect(navigation.presentedViewController == nil)
  }

  @Test("24: a login cover stays until both fields are filled and Sign In is tapped (FIDELITY 3.2)")
  func loginWithCover() throws {
    let device = SimulatedDevice()
    let host = device.show(SignedInHome())
    device.runUntilIdle()
    let cover = try #require(
      host.presentedViewController, "\(device.warnings) \(device.traceLines().suffix(12))")
    #expect(cover.modalPresentationStyle == .fullScreen)
    let signIn = try #require(device.hand.findView(showing: "Sign In"))
    #expect(
      signIn.superview?.isUserInteractionEnabled == false, "disabled while the fields are empty")
    try device.hand.tap(try #require(device.findTextField(placeholder: "Email")))
    try device.hand.type("sam@example.com")
    try device.hand.tap(try #require(device.findTextField(placeholder: "Password")))
    try device.hand.type("hunter2")
    device.runUntilIdle()
    #expect(host.presentedViewController === cover)
    #expect(signIn.superview?.isUserInteractionEnabled == true)
    try device.hand.tap(label: "Sign In")
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
    #expect(device.hand.findView(showing: "Welcome back") != nil)
  }

  @Test(
    "25: a split view collapses on a phone and pushes the detail of the chosen book (FIDELITY 20.22)"
  )
  func splitViewLibrary() throws {
    let device = SimulatedDevice()
    let host = device.show(LibraryScreen())
    let split = try #require(host.children.first as? UISplitViewController)
    #expect(split.isCollapsed)
    try device.hand.tap(label: "Emma")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Emma by Austen") != nil)
    try device.tapBackButton()
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Dune") != nil)
  }

  @Test(
    "26: a wizard pushes a screen per appended step and Finish pops to the root (FIDELITY 20.1)")
  func wizardPath() throws {
    let device = SimulatedDevice()
    device.show(SignUpWizard())
    let navigation = try #require(device.frontNavigationController)
    try device.hand.tap(label: "Start")
    device.runUntilIdle()
    try device.hand.tap(label: "Next: plan")
    device.runUntilIdle()
    try device.hand.tap(label: "Next: confirm")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 4)
    try device.hand.tap(label: "Finish")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(device.hand.findView(showing: "Account created") != nil)
  }

  @Test("27: a swiped row is deleted and the title counts what is left (FIDELITY 20.17)")
  func swipeToDeleteTodos() throws {
    let device = SimulatedDevice()
    device.show(TodoListScreen())
    try device.deleteRow(showing: "Bread")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Bread") == nil)
    #expect(device.frontNavigationController?.topViewController?.navigationItem.title == "2 to do")
  }

  @Test("28: sending a message scrolls the transcript to it (FIDELITY 20.18, 20.20)")
  func chatScrollsToLatest() throws {
    let device = SimulatedDevice()
    device.show(ChatScreen())
    try device.hand.tap(label: "Send")
    device.runUntilIdle()
    let latest = try #require(device.hand.findView(showing: "Message 31"))
    let scroll = try #require(latest.superview)
    let frame = latest.convert(latest.bounds, to: scroll)
    #expect(frame.maxY <= scroll.bounds.maxY && frame.minY >= scroll.bounds.minY)
    #expect(device.warnings.contains { $0.contains("LazyVStack builds all of its") })
  }

  @Test(
    "29: @AppStorage settings write the device's store and a second reader follows (FIDELITY 20.21)"
  )
  func appStorageSettings() throws {
    let device = SimulatedDevice()
    device.show(StoredSettingsScreen())
    try device.increment("Font size 17")
    try device.pick("Dark", in: "Appearance")
    device.runUntilIdle()
    #expect(device.simulation.userDefaults.object(forKey: "fontSize") as? Int == 18)
    #expect(device.simulation.userDefaults.object(forKey: "appearance") as? String == "dark")
    #expect(device.hand.findView(showing: "Preview at 18 pt") != nil)
  }

  @Test("30: a @Bindable editor in a sheet edits the model the screen shows (FIDELITY 20.21)")
  func bindableProfileEditor() throws {
    let device = SimulatedDevice()
    let host = device.show(ProfileScreen())
    try device.hand.tap(label: "Edit profile")
    device.runUntilIdle()
    try device.hand.tap(try #require(device.findTextField(placeholder: "Display name")))
    try device.hand.type("my")
    try device.hand.tap(label: "Close")
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
    #expect(device.hand.findView(showing: "Hello, Sammy") != nil)
  }

  @Test("31: the search field filters the list as the user types (FIDELITY 20.23)")
  func searchableContacts() throws {
    let device = SimulatedDevice()
    device.show(ContactsSearchScreen())
    try device.hand.tap(try #require(device.findTextField(placeholder: "Search contacts")))
    try device.hand.type("al")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Grace Hopper") == nil)
    #expect(device.hand.findView(showing: "Alan Turing") != nil)
    #expect(
      device.frontNavigationController?.topViewController?.navigationItem.title == "1 contacts")
  }

  @Test("32: a new item while the sheet shows dismisses it and presents another (FIDELITY 20.7)")
  func replacedItemSheet() throws {
    let device = SimulatedDevice()
    let host = device.show(PhotoBrowser())
    try device.hand.tap(label: "Open photo 1")
    device.runUntilIdle()
    let first = try #require(host.presentedViewController)
    try device.hand.tap(label: "Next")
    device.runUntilIdle()
    let second = try #require(host.presentedViewController)
    #expect(first !== second)
    #expect(second is PresentationHostingController<AnyView>)
    #expect(device.hand.findView(showing: "Photo 2") != nil)
  }

  @Test(
    "33: a rename alert writes its text field; the dialog deletes what it presents (FIDELITY 20.10)"
  )
  func renameAlert() throws {
    let device = SimulatedDevice()
    let host = device.show(PlaylistScreen())
    try device.hand.tap(label: "Rename")
    device.runUntilIdle()
    let alert = try #require(host.presentedViewController as? UIAlertController)
    let field = try #require(alert.textFields?.first)
    field.text = "Holiday"
    field.sendActions(for: .editingChanged)
    try device.hand.tapAlertAction("Save")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Playlist: Holiday") != nil)
    try device.hand.tap(label: "Delete")
    device.runUntilIdle()
    try device.hand.tapAlertAction("Delete Holiday")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "No playlist") != nil)
  }

  @Test("34: each control of an order form drives the summary (FIDELITY 20.13, 20.14, 20.15)")
  func orderForm() throws {
    let device = SimulatedDevice()
    device.show(CoffeeOrderScreen())
    try device.pick("L", in: "Size")
    try device.increment("Shots: 1")
    try device.slide("Milk", to: 1)
    try device.openMenu("Extras")
    try device.chooseMenuItem("Caramel")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "L, 2 shots, milk 100%, extra caramel") != nil)
  }

  @Test("35: ViewThatFits shows the short titles when the long ones do not fit (FIDELITY 20.19)")
  func adaptiveButtonRow() throws {
    let wide = SimulatedDevice()
    wide.show(ShareActionsRow(width: 380))
    #expect(wide.hand.findView(showing: "Share with friends") != nil)
    let narrow = SimulatedDevice()
    narrow.show(ShareActionsRow(width: 200))
    #expect(narrow.hand.findView(showing: "Share with friends") == nil)
    try narrow.hand.tap(label: "Save")
    narrow.runUntilIdle()
    #expect(narrow.hand.findView(showing: "Last action: save") != nil)
  }

  @Test("36: a medium-detent sheet with a grabber refuses a swipe once dirty (FIDELITY 5.2, 6.9)")
  func halfSheetFilters() throws {
    let device = SimulatedDevice()
    let host = device.show(PlacesScreen())
    try device.hand.tap(label: "Filters")
    device.runUntilIdle()
    let sheet = try #require(host.presentedViewController?.sheetPresentationController)
    #expect(sheet.prefersGrabberVisible)
    #expect(sheet.detents.map(\.identifier) == [.medium, .large])
    try device.toggle("Only open now")
    device.runUntilIdle()
    try device.hand.swipeDown(by: 600)
    device.runUntilIdle()
    #expect(host.presentedViewController != nil)
    try device.hand.tap(label: "Apply")
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
  }

  @Test(
    "43: on a tablet a mail reader shows its three columns side by side and a tapped message in place (FIDELITY 20.24, 12.26)"
  )
  func mailSplitViewOnATablet() throws {
    let device = SimulatedDevice(profile: .tabletLandscape)
    let host = device.show(MailReaderScreen())
    device.runUntilIdle()
    let split = try #require(host.children.first as? UISplitViewController)
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .twoBesideSecondary)
    try device.hand.tap(label: "Inbox")
    device.runUntilIdle()
    try device.hand.tap(label: "Grace: Build is green")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "From Grace") != nil)
    let detail = try #require(split.viewController(for: .secondary))
    #expect(detail.view.frame.minX == 640)
    let navigation = try #require(split.viewController(for: .primary) as? UINavigationController)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test(
    "43: on a phone the same mail reader collapses and pushes the messages, then the message (FIDELITY 20.22)"
  )
  func mailSplitViewOnAPhone() throws {
    let device = SimulatedDevice()
    let host = device.show(MailReaderScreen())
    let split = try #require(host.children.first as? UISplitViewController)
    #expect(split.isCollapsed)
    try device.hand.tap(label: "Archive")
    device.runUntilIdle()
    try device.hand.tap(label: "Linus: Old patch")
    device.runUntilIdle()
    let navigation = try #require(split.viewController(for: .primary) as? UINavigationController)
    #expect(navigation.viewControllers.count == 3)
    #expect(device.hand.findView(showing: "From Linus") != nil)
  }
}
