import ResponderLabDevice
import SimSwiftUI
import Testing

// Runs the SwiftUI-shaped programs of the corpus on a simulated phone and checks what a device does.
// This file is compiled twice, in the Swift 5 and the Swift 6 language mode.

@Suite("Client programs: SwiftUI")
@MainActor
struct SwiftUIProgramsTests {
  @Test("10: a hosting controller pushed by a coordinator pushes the next screen through it")
  func hostingControllerInNavigation() throws {
    let device = SimulatedDevice()
    let coordinator = SettingsCoordinator()
    device.show(coordinator.navigationController)
    coordinator.showSettings()
    device.runUntilIdle()
    #expect(
      coordinator.navigationController.topViewController is UIHostingController<SettingsScreen>)

    try device.hand.tap(label: "Account")
    device.runUntilIdle()

    let titles = coordinator.navigationController.viewControllers.map { $0.title ?? "" }
    #expect(titles == ["Home", "Settings", "Account"])
  }

  @Test(
    "11: a SwiftUI sheet opens from its state, edits through a binding and closes itself (FIDELITY 7.2)"
  )
  func swiftUISheetWithDismiss() throws {
    let device = SimulatedDevice()
    let host = device.show(MailboxScreen())

    try device.hand.tap(label: "Filters")
    device.runUntilIdle()
    #expect(host.presentedViewController != nil)
    try device.toggle("Only Unread")
    try device.hand.tap(label: "Done")
    device.runUntilIdle()

    #expect(host.presentedViewController == nil)
    #expect(device.hand.findView(showing: "Showing unread mail") != nil)
  }

  @Test("12: a representable's coordinator, as the UIKit controller's delegate, writes the binding")
  func representableCoordinator() throws {
    let device = SimulatedDevice()
    device.show(ScheduleScreen())

    try device.hand.tap(label: "Tue")
    device.runUntilIdle()

    #expect(device.hand.findView(showing: "Chosen: Tue") != nil)
  }

  @Test(
    "15: a probe that walks next from a background view hears the refused swipe (FIDELITY 4.4, 5.4, 7.5)"
  )
  func attemptToDismissProbe() throws {
    let device = SimulatedDevice()
    let host = device.show(SurveyLauncher())
    try device.hand.tap(label: "Take the survey")
    device.runUntilIdle()

    try device.hand.swipeDown(by: 600)
    device.runUntilIdle()

    #expect(host.presentedViewController != nil, "the sheet stays")
    #expect(device.hand.findView(showing: "Attempts to leave: 1") != nil)
  }
}
