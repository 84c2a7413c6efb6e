import Foundation
import ResponderLabDevice
import SimUIKit
import Testing

/// Reports a failed expectation at the user's line, wherever it runs:
///
/// - in a Swift Testing test, as an issue of that test;
/// - in an XCTest test, as a failure of that test;
/// - anywhere else (a script, a playground, a detached task), on standard error, and as a fault
///   recorded on the device, so `SimulatedDevice.faults` and `expectNoFaults()` still see it.
///
/// It never traps and never throws, and a failure is never dropped.
@MainActor
enum HarnessIssue {
  /// The exception name of the fault recorded for a failure outside any test.
  static let faultName = "ResponderLabExpectationFailure"

  static func record(
    _ message: String, device: SimulatedDevice?, at location: ExpectationLocation
  ) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
      return
    }
    if XCTestFailureWitness.shared.fail(message, at: location) { return }
    FileHandle.standardError.write(Data("\(location.clickable): error: \(message)\n".utf8))
    device?.simulation.record(
      UIKitFault(
        exceptionName: faultName, reason: "An expectation failed outside a test: \(message)",
        fix: "run the expectation inside a Swift Testing or XCTest test, or fix what differed."))
  }
}
