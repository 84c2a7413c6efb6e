import ResponderLabTesting
import Testing

@Suite("Trace expectations: one matching rule")
@MainActor
struct TraceExpectationTests {
  func presentedEditor() -> (SimulatedDevice, DraftViewController) {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    screen.openEditor()
    device.runUntilIdle()
    return (device, screen)
  }

  @Test("Substrings match by default, whole lines on request, for both expectations")
  func oneRule() {
    let (device, _) = presentedEditor()
    device.expectTrace(containsInOrder: ["viewWillAppear", "viewDidAppear"])
    device.expectNoTrace(containing: "viewDidDisappear")
    let line = device.traceLines().first { $0.contains("viewDidAppear") } ?? "?"
    device.expectTrace(containsInOrder: [line], matching: .exact)
    device.expectNoTrace(containing: "viewDidAppear", matching: .exact)
  }

  @Test("A near miss shows the matched prefix, the first missing event and the trace around it")
  func nearMiss() throws {
    let (device, _) = presentedEditor()
    let lines = device.traceLines()
    let first = try #require(lines.first { $0.contains("viewWillAppear") })
    let line = #line + 2
    let failureReport = expectOneFailure {
      device.expectTrace(containsInOrder: [
        first, "viewDidAppear", "presentationControllerDidDismiss",
      ])
    }
    let failure = try #require(failureReport)
    #expect(failure.line == line)
    #expect(failure.text.contains("matches 2 of 3 expected events"), "\(failure.text)")
    #expect(failure.text.contains("  ✓ \"\(first)\""))
    #expect(failure.text.contains("  ✗ \"presentationControllerDidDismiss\""))
    #expect(failure.text.contains("should have been:"))
    #expect(failure.text.contains("(expected here"))
  }

  @Test("An event that occurs too early is pointed out")
  func outOfOrder() throws {
    let (device, _) = presentedEditor()
    let failureReport = expectOneFailure {
      device.expectTrace(containsInOrder: ["presentation finished", "loadView()"])
    }
    let failure = try #require(failureReport)
    #expect(failure.text.contains("does occur, but too early"), "\(failure.text)")
  }

  @Test("expectNoTrace lists the lines that match")
  func unexpectedLine() throws {
    let (device, _) = presentedEditor()
    let failureReport = expectOneFailure { device.expectNoTrace(containing: "viewDidAppear") }
    let failure = try #require(failureReport)
    #expect(failure.text.contains("matching \"viewDidAppear\" (as part of a line), expected none"))
  }
}
