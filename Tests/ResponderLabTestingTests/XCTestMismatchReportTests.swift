import Foundation
import ResponderLabTesting
import Testing
import XCTest

/// An XCTest test case that keeps the failures XCTest records for it. It has no `test…` method, so
/// the suite's XCTest run does not pick it up; a test builds it around a body and runs it with
/// XCTest's own `run()`, so its failures land in its own run rather than the suite's.
final class DeliberateMismatchTestCase: XCTestCase {
  /// A failure as XCTest recorded it.
  struct RecordedFailure {
    var description: String
    var filePath: String
    var line: Int
  }

  private(set) var recordedFailures: [RecordedFailure] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    recordedFailures.append(
      RecordedFailure(description: description, filePath: filePath, line: lineNumber))
    super.recordFailure(
      withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
  }
}

/// A deliberate mismatch in an XCTest test is reported as a failure of that test, at the user's
/// file and line, with what differed, and nowhere else (no fallback fault on the device).
/// `Scripts/check-client-package.sh` shows the same from a package of its own.
@Suite("Mismatches under XCTest")
@MainActor
struct XCTestMismatchReportTests {
  /// The mismatches, as a user would write them in an XCTest test, one per line, each marked.
  static func deliberateMismatches(device: SimulatedDevice, screen: DraftViewController) {
    let button = screen.saveButton
    device.expectChain(from: screen.saveButton, ["UIButton", "UIStackView"])  // mismatch: chain
    device.expectAlert(title: "Discard?", actions: ["Discard"])  // mismatch: alert
    device.expectSheet(detent: .large)  // mismatch: sheet
    device.expectFirstResponder(screen.saveButton)  // mismatch: first responder
    device.expectTrace(containsInOrder: ["present(", "dismissal finished"])  // mismatch: trace
    device.expectSnapshot(of: .chain(from: button), matches: "UIButton#1")  // mismatch: snapshot
  }

  @Test("Each kind of expectation fails an XCTest test at the user's line, saying what differed")
  func mismatchesReportedAtTheUsersLine() async throws {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    screen.openEditor()
    device.runUntilIdle()
    screen.askToDiscard()
    device.runUntilIdle()
    // A detached task leaves the running Swift Testing test behind, so the harness sees only the
    // XCTest test case that `run()` makes current. Its main-actor body runs on the device's next
    // turn.
    let outside = Task.detached { @MainActor in
      // NB: weakly, because XCTest's test case and its run hold each other and are never freed;
      // the device and its screen must not hang from them.
      let testCase = DeliberateMismatchTestCase(name: "testDeliberateMismatches") {
        [weak device, weak screen] _ in
        MainActor.assumeIsolated {
          guard let device, let screen else { return }
          Self.deliberateMismatches(device: device, screen: screen)
        }
      }
      testCase.run()
      return (testCase.recordedFailures, testCase.testRun?.failureCount ?? 0)
    }
    device.runUntilIdle()
    let (failures, failureCount) = await outside.value

    let expectedFragments = [
      "chain": "  - UIStackView\n  + UIView",
      "alert": #"title: expected "Discard?", is "Discard changes?""#,
      "sheet": "detent: expected .large, rests at .medium",
      "first responder":
        "Expected UIButton#1 to be the first responder of UIWindow#1; no responder is.",
      "trace": #"the first missing is "dismissal finished""#,
      "snapshot": "The responder chain from UIButton#1 differs from the snapshot",
    ]
    #expect(failures.count == expectedFragments.count, "\(failures.map(\.description))")
    #expect(failureCount == expectedFragments.count, "XCTest counts each as a failure of the test")
    #expect(failures.allSatisfy { $0.filePath == #filePath }, "\(failures.map(\.filePath))")
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    for (kind, fragment) in expectedFragments {
      let index = try #require(source.firstIndex { $0.hasSuffix("// mismatch: \(kind)") })
      let line = index + 1
      let failure = failures.first { $0.line == line }
      #expect(failure != nil, "no failure at the \(kind) expectation's line \(line)")
      #expect(
        failure?.description.contains(fragment) == true,
        "the \(kind) failure lacks \(fragment): \(failure?.description ?? "")")
    }
    #expect(device.faults.isEmpty, "XCTest took every failure; none fell back to a fault")
  }
}
