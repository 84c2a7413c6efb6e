import ResponderLabTesting
import SimUIKit
import Testing

// Swift 5 language mode, in a file that imports SimUIKit alone: work items and timers too.

private final class Swift5Log {
  var lines: [String] = []
}

@Suite("The main queue from Swift 5 code in a file that imports SimUIKit alone")
struct MainQueueSwift5SimUIKitFileTests {
  @Test(
    "FIDELITY 13.3: a cancelled work item never runs; a kept one runs on its turn, in Swift 5 mode")
  @MainActor
  func workItemsFromSwift5() {
    let device = SimulatedDevice()
    let log = Swift5Log()
    let kept = DispatchWorkItem { log.lines.append("kept") }
    let cancelled = DispatchWorkItem { log.lines.append("cancelled") }
    DispatchQueue.main.async(execute: kept)
    DispatchQueue.main.async(execute: cancelled)
    cancelled.cancel()
    device.runUntilIdle()
    #expect(log.lines == ["kept"])
  }

  @Test(
    "FIDELITY 13.7: a repeating timer fires on the device's clock until invalidated, in Swift 5 mode"
  )
  @MainActor
  func timerFromSwift5() {
    let device = SimulatedDevice()
    let log = Swift5Log()
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
      log.lines.append("fired")
      if log.lines.count == 2 { timer.invalidate() }
    }
    device.runUntilIdle()
    #expect(log.lines == ["fired", "fired"])
    #expect(device.now == 2)
  }
}
