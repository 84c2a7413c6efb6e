import Foundation
import XCTest

/// Tells whether an `XCTFail` reached a running XCTest test.
///
/// XCTest on Linux drops a failure recorded while no test case runs, without a word. The witness
/// observes failures as XCTest reports them to its observers, so the harness knows when a failure
/// went nowhere and can report it another way.
final class XCTestFailureWitness: NSObject, XCTestObservation, @unchecked Sendable {
  /// The one witness, registered with XCTest the first time a failure is reported.
  static let shared: XCTestFailureWitness = {
    let witness = XCTestFailureWitness()
    XCTestObservationCenter.shared.addTestObserver(witness)
    return witness
  }()

  private let lock = NSLock()
  private var failuresSeen = 0

  /// Calls `XCTFail` at `location` and answers whether a running test recorded it.
  func fail(_ message: String, at location: ExpectationLocation) -> Bool {
    let before = lock.withLock { failuresSeen }
    XCTFail(message, file: location.filePath, line: location.line)
    return lock.withLock { failuresSeen } > before
  }

  func testCase(
    _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    lock.withLock { failuresSeen += 1 }
  }
}
