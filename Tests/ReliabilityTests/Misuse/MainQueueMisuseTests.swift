import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

/// Work that waits where the device does not drive it: the simulator says so rather than letting
/// `runUntilIdle()` return quietly without it.
@Suite("Misuse: the main queue")
@MainActor
struct MainQueueMisuseTests {
  @Test("A task waiting on a stream fed from outside is reported when the queue idles")
  func taskSuspendedElsewhere() {
    let device = SimulatedDevice()
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let received = Received()
    Task {
      for await value in stream { received.values.append(value) }
    }
    device.runUntilIdle()
    #expect(
      device.warnings.contains {
        $0.hasPrefix("[Simulator] 1 task(s) started on this device are suspended at an await")
      })
    continuation.yield(1)
    continuation.finish()
    device.runUntilIdle()
    #expect(received.values == [1])
  }
}

@MainActor
private final class Received {
  var values: [Int] = []
}
