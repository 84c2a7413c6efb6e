import Foundation
public import ResponderLabDevice
import ResponderLabDiagnostics
import SimUIKit

/// A picture of a device kept as a file snapshot.
public enum PictureSubject: Sendable {
  /// The screen, drawn as SVG.
  case screen

  @MainActor
  func render(on device: SimulatedDevice) -> String {
    switch self {
    case .screen: ScreenPicture().svg(window: device.window, screen: device.simulation.screen)
    }
  }
}

extension SimulatedDevice {
  /// Expects the SVG picture of `subject` to equal the file snapshot `name`, kept in
  /// `__Snapshots__/<test file name>/<name>.svg` next to the test file.
  ///
  /// A missing file is recorded and reported, so the next run compares with it; with
  /// `RECORD_SNAPSHOTS=1` the file is rewritten. On a mismatch, reports at your line the lines that
  /// differ.
  public func expectSnapshot(
    of subject: PictureSubject, named name: String, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let location = ExpectationLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let folder = testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let file = folder.appendingPathComponent(name + ".svg")
    let actual = subject.render(on: self)
    let stored = FileManager.default.contents(atPath: file.path).map {
      String(decoding: $0, as: UTF8.self)
    }
    if stored == actual { return }
    if stored == nil || SnapshotRecording.isOn {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
        HarnessIssue.record(
          "Recorded the snapshot \(file.path). Run the test again to compare with it.",
          device: self, at: location)
      } catch {
        HarnessIssue.record(
          "Could not record the snapshot \(file.path): \(error)", device: self, at: location)
      }
      return
    }
    let changes = LineDiff(old: stored ?? "", new: actual).changes
    HarnessIssue.record(
      "The picture differs from \(file.path) (- stored, + actual), \(changes.count) changed lines:\n"
        + changes.prefix(20).map { "  " + $0 }.joined(separator: "\n")
        + "\nTo accept the actual picture, run the test with RECORD_SNAPSHOTS=1.",
      device: self, at: location)
  }
}
