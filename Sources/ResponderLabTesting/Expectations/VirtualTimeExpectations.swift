public import ResponderLabDevice
public import SimUIKit

extension SimulatedDevice {
  /// Expects every piece of deferred work so far to have run on the device's queue and virtual
  /// clock: fails when the device warned that a task waits on something it does not drive, so that
  /// `runUntilIdle()` could not mean what it says.
  public func expectAllWorkOnVirtualTime(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let offClock = warnings.filter {
      $0.hasPrefix("[Simulator]") && $0.contains("off virtual time")
    }
    guard !offClock.isEmpty else { return }
    HarnessIssue.record(
      "Some work of this device runs off its virtual clock:\n"
        + offClock.map { "    " + $0 }.joined(separator: "\n"),
      device: self,
      at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
