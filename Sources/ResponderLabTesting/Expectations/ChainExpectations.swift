public import ResponderLabDevice
import ResponderLabDiagnostics
public import SimUIKit

extension SimulatedDevice {
  /// Expects the responder chain from `responder`, walked along `next`, to be `expected`.
  ///
  /// Name each responder by its class (`"UIButton"`, `"UIWindow"`), or by its stable name
  /// (`"UIViewController#2"`) where the class alone is ambiguous; the two forms mix freely. On a
  /// mismatch, reports at your line a diff of the expected chain against the actual one.
  ///
  /// ```swift
  /// device.expectChain(from: button, [
  ///   "UIButton", "UIView", "NotesViewController", "UIWindow", "UIWindowScene", "UIApplication",
  ///   "SimulatedAppDelegate",
  /// ])
  /// ```
  public func expectChain(
    from responder: UIResponder, _ expected: [String], fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let chain = ResponderChainDump().chain(from: responder)
    // Each actual responder is named the way the expectation at the same place names it.
    let actual = chain.enumerated().map { index, item in
      let entry = index < expected.count ? expected[index] : ""
      return entry.contains("#") ? item.objectName.description : item.className
    }
    guard actual != expected else { return }
    let diff = LineDiff(
      old: expected.joined(separator: "\n"), new: actual.joined(separator: "\n"))
    var lines = [
      "The responder chain from \(responder.objectName) differs (- expected, + actual):"
    ]
    for entry in diff.lines {
      switch entry {
      case .same(let name): lines.append("    " + name)
      case .removed(let name): lines.append("  - " + name)
      case .added(let name): lines.append("  + " + name)
      }
    }
    lines.append("Actual, in full: " + chain.map(\.objectName.description).joined(separator: " → "))
    HarnessIssue.record(
      lines.joined(separator: "\n"), device: self,
      at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
