import ResponderLabTesting
import SimSwiftUI
import Testing

// Runs the corpus programs that defer work (Task.sleep, timers, SwiftUI's .task) on a simulated
// phone and checks what a device does, on its virtual clock. This file is compiled twice, in the
// Swift 5 and the Swift 6 language mode.

@Suite("Client programs: deferred work")
@MainActor
struct MainQueueProgramsTests {
  @Test(
    "16: a debounced search runs once, 300 ms after the last keystroke of a burst (FIDELITY 13.6)")
  func debouncedSearch() throws {
    let device = SimulatedDevice()
    let model = CitySearchModel()
    device.show(CitySearchScreen(model: model))
    try device.hand.tap(label: "City")
    for letter in ["L", "i", "m"] {
      try device.hand.type(letter)
      device.advance(by: 0.1)
    }
    device.advance(by: 0.199)
    #expect(model.searchedQueries.isEmpty)
    device.advance(by: 0.001)
    #expect(model.searchedQueries == ["Lim"])
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "1 cities") != nil)
    #expect(device.hand.findView(showing: "Lima") != nil)
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "19: RunLoop.main.perform from a file that imports Foundation focuses the field on the next turn (FIDELITY 13.9)"
  )
  func focusOnNextRunLoopTurn() {
    let device = SimulatedDevice()
    let compose = ComposeMessageViewController()
    device.show(compose)
    device.runUntilIdle()
    #expect(compose.events == ["viewDidAppear", "focused"])
    #expect(compose.subjectField.isFirstResponder)
    compose.subjectDidChange(to: "Lunch on Friday")
    #expect(compose.remainingLabel.text == nil)
    #expect(compose.events.last == "edited")
    device.runUntilIdle()
    #expect(compose.remainingLabel.text == "5 left")
    #expect(compose.events.suffix(2) == ["edited", "recounted"])
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "17: a timer-driven banner counts down each second and hides itself when its time is up (FIDELITY 13.7)"
  )
  func timerDrivenBanner() {
    let device = SimulatedDevice()
    let banner = UndoBannerViewController()
    device.show(banner)
    banner.showBanner("Message archived", for: 3)
    device.advance(by: 1)
    #expect(banner.countdownLabel.text == "2s")
    device.advance(by: 1.5)
    #expect(banner.countdownLabel.text == "1s")
    #expect(banner.isShowingBanner)
    device.advance(by: 0.5)
    #expect(!banner.isShowingBanner)
    #expect(device.runUntilIdle() == 0)
    #expect(device.now == 3)
    device.expectAllWorkOnVirtualTime()
  }

  @Test("17: Undo hides the banner at once and stops both timers (FIDELITY 13.7)")
  func bannerUndo() throws {
    let device = SimulatedDevice()
    let banner = UndoBannerViewController()
    device.show(banner)
    banner.showBanner("Message archived", for: 5)
    device.advance(by: 1)
    try device.hand.tap(banner.undoButton)
    device.runUntilIdle()
    #expect(banner.undoCount == 1)
    #expect(!banner.isShowingBanner)
    #expect(banner.countdownLabel.text == "4s")
    #expect(device.now == 1)
  }

  @Test(
    "18: a .task loader shows progress, then its content, on the virtual clock (FIDELITY 13.10)")
  func taskLoader() throws {
    let device = SimulatedDevice()
    let service = HeadlinesService()
    device.show(NewsTab(service: service))
    try device.hand.tap(label: "Headlines")
    device.advance(by: 1)
    #expect(device.hand.findView(showing: "Loading…") != nil)
    device.advance(by: 1.5)
    #expect(device.hand.findView(showing: "3 headlines") != nil)
    #expect(device.hand.findView(showing: "Storm heads north") != nil)
    #expect(service.cancelledLoads == 0)
    device.expectAllWorkOnVirtualTime()
  }

  @Test("18: closing the sheet before the load ends cancels it at once (FIDELITY 13.10)")
  func taskLoaderCancelled() throws {
    let device = SimulatedDevice()
    let service = HeadlinesService()
    device.show(NewsTab(service: service))
    try device.hand.tap(label: "Headlines")
    device.advance(by: 1)
    try device.hand.tap(label: "Close")
    device.runUntilIdle()
    #expect(service.cancelledLoads == 1)
    #expect(device.now < 2)
    #expect(device.hand.findView(showing: "3 headlines") == nil)
  }
}
