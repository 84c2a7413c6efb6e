import Foundation
import ResponderLabTesting
import SimSwiftUI
import Testing
import XCTest

// SwiftUI's `.task { }` and `.task(id:) { }` written in a file that also imports Foundation and
// XCTest, as most real files do; compiled in the Swift 5 and the Swift 6 language mode.

/// What the view under test did, in order. Plain storage: its tasks run on the main actor.
private final class TaskFileLog: @unchecked Sendable {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

/// A greeting that loads for 300 ms in `.task`, and reloads its page in `.task(id:)` when Next
/// changes the page.
private struct PagedGreeting: View {
  let log: TaskFileLog
  @State private var page = 0

  var body: some View {
    VStack {
      Text("Page \(page)")
      Button("Next") { page += 1 }
    }
    .task {
      log.add("load started")
      try? await Task.sleep(for: .milliseconds(300))
      log.add("load finished")
    }
    .task(id: page) { log.add("page \(page)") }
  }
}

@Suite("SwiftUI's .task from a file that also imports Foundation and XCTest")
@MainActor
struct SwiftUITaskFromFoundationFileTests {
  @Test(
    "FIDELITY 13.10, 13.11: .task and .task(id:) run here on the device's queue and clock; a new id restarts the task"
  )
  func taskModifiers() throws {
    let device = SimulatedDevice()
    let log = TaskFileLog()
    device.show(PagedGreeting(log: log))
    device.runUntilIdle()
    #expect(Set(log.lines.prefix(2)) == ["load started", "page 0"])
    #expect(log.lines.dropFirst(2) == ["load finished"])
    #expect(device.now == 0.3)
    try device.hand.tap(label: "Next")
    device.runUntilIdle()
    #expect(log.lines.last == "page 1")
    #expect(log.lines.count == 4)
    #expect(device.now == 0.3)
    device.expectAllWorkOnVirtualTime()
  }
}
