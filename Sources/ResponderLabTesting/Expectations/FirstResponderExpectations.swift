public import ResponderLabDevice
public import SimUIKit

extension SimulatedDevice {
  /// Expects `responder` to be the key window's first responder, or, for nil, no first responder
  /// at all (FIDELITY 11.1).
  ///
  /// On a mismatch, reports at your line which responder is first instead, and the expected
  /// responder's own first-responder events from the trace: a refused `becomeFirstResponder()`
  /// says why (`canBecomeFirstResponder is false`, not in a window, another refused to resign).
  ///
  /// ```swift
  /// editor.titleField.becomeFirstResponder()
  /// device.expectFirstResponder(editor.titleField)
  /// ```
  public func expectFirstResponder(
    _ responder: UIResponder?, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let actual = simulation.currentFirstResponder
    guard actual !== responder else { return }
    let expected = responder.map { "\($0.objectName)" } ?? "no responder"
    var lines = [
      "Expected \(expected) to be the first responder of \(keyWindowName); \(firstResponderName) is."
    ]
    if let responder { lines.append(contentsOf: firstResponderHistory(of: responder)) }
    HarnessIssue.record(
      lines.joined(separator: "\n"), device: self,
      at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects the key window's first responder to be a `Responder` (a `UITextField`, your own
  /// responder class), and returns it.
  ///
  /// ```swift
  /// let field = device.expectFirstResponder(UITextField.self)
  /// ```
  @discardableResult
  public func expectFirstResponder<Responder: UIResponder>(
    _ type: Responder.Type, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Responder? {
    if let found = simulation.currentFirstResponder as? Responder { return found }
    HarnessIssue.record(
      "Expected a \(Responder.self) to be the first responder of \(keyWindowName); \(firstResponderName) is.",
      device: self,
      at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return nil
  }

  private var keyWindowName: String {
    simulation.application?.keyWindow.map { "\($0.objectName)" } ?? "the key window (there is none)"
  }

  private var firstResponderName: String {
    simulation.currentFirstResponder.map { "\($0.objectName)" } ?? "no responder"
  }

  /// Where `responder` is, and its last first-responder events, for a failure message.
  private func firstResponderHistory(of responder: UIResponder) -> [String] {
    var lines: [String] = []
    if let window = responder.firstResponderWindow {
      if !window.isKeyWindow {
        lines.append(
          "\(responder.objectName) is in \(window.objectName), which is not the key window.")
      }
    } else {
      lines.append("\(responder.objectName) is in no window's responder chain.")
    }
    let events = trace.events(in: [.responder]).filter { $0.subject == responder.objectName }
    if events.isEmpty {
      lines.append("The trace has no first-responder event of \(responder.objectName).")
    } else {
      lines.append("Its last first-responder events:")
      lines.append(contentsOf: events.suffix(3).map { "    " + $0.line })
    }
    return lines
  }
}
