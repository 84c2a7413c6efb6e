import SimSwiftUI
import SimUIKit

/// The screen as a text sketch, one layer per block from the root to the top: what each layer is
/// (the root, a sheet at its detent, an alert), the texts, buttons, fields and toggles it shows in
/// view-tree order, and the keyboard when a text field is first responder.
///
/// ```
/// Screen 390 × 844
/// Root NotesViewController#1
///   "Notes"
///   [Button "Edit"]
/// Sheet UIViewController#2: pageSheet at large
///   [TextField "Title": "Groceries"] (first responder)
/// Keyboard up, typing into UITextField#1
/// ```
///
/// The sketch is stable from run to run, for inline snapshots.
@MainActor
public struct ScreenSketch {
  /// Creates a sketch.
  public init() {}

  /// The sketch of `device`'s window.
  public func render(_ device: SimulatedDevice) -> String {
    let size = device.simulation.screen.bounds.size
    var lines = ["Screen \(size.width.compactDescription) × \(size.height.compactDescription)"]
    guard let root = device.window.rootViewController else {
      lines.append("No root controller")
      return lines.joined(separator: "\n")
    }
    lines.append("Root \(root.objectName)")
    lines.append(contentsOf: contents(of: root, device: device))
    var controller = root.presentedViewController
    while let presented = controller {
      lines.append(header(of: presented))
      lines.append(contentsOf: contents(of: presented, device: device))
      controller = presented.presentedViewController
    }
    if let field = device.simulation.currentFirstResponder as? UITextField {
      lines.append("Keyboard up, typing into \(field.objectName)")
    }
    return lines.joined(separator: "\n")
  }

  private func header(of controller: UIViewController) -> String {
    if let alert = controller as? UIAlertController {
      let kind = alert.preferredStyle == .alert ? "Alert" : "Action sheet"
      var line = "\(kind) \(alert.objectName)"
      if let title = alert.title { line += ": \"\(title)\"" }
      if let message = alert.message { line += " — \"\(message)\"" }
      return line
    }
    var line = "Presented \(controller.objectName): \(controller.modalPresentationStyle)"
    if let sheet = controller.storedSheetPresentationController {
      line = "Sheet \(controller.objectName): \(controller.modalPresentationStyle)"
      line += " at \(sheet.currentDetentIdentifier.map { "\($0)" } ?? "no detent")"
      if sheet.prefersGrabberVisible { line += ", grabber" }
    }
    if controller.isModalInPresentation { line += ", modal" }
    return line
  }

  private func contents(of controller: UIViewController, device: SimulatedDevice) -> [String] {
    if let alert = controller as? UIAlertController {
      return alert.actions.map { action in
        var line = "  [Action \"\(action.title ?? "")\""
        if action.style != .default { line += " \(action.style)" }
        return line + "]" + (action.isEnabled ? "" : " (disabled)")
      }
    }
    guard let view = controller.viewIfLoaded else { return ["  (view not loaded)"] }
    var lines: [String] = []
    view.forEachVisibleView { item in
      guard let text = describe(item, device: device) else { return }
      lines.append("  " + text)
    }
    return lines
  }

  private func describe(_ view: UIView, device: SimulatedDevice) -> String? {
    switch view {
    case let button as UIButton:
      return "[Button \"\(button.currentTitle ?? "")\"]"
    case let button as HostedButtonView:
      return "[Button \"\(button.title ?? "")\"]"
    case let toggle as HostedToggleView:
      return "[Toggle \"\(toggle.accessibilityLabel ?? "")\" \(toggle.isOn ? "on" : "off")]"
    case let field as UITextField:
      let focused = device.simulation.currentFirstResponder === field ? " (first responder)" : ""
      return "[TextField \"\(field.placeholder ?? "")\": \"\(field.text ?? "")\"]" + focused
    case let label as UILabel:
      guard let text = label.text, !text.isEmpty, !isInsideButton(label) else { return nil }
      return "\"\(text)\""
    default:
      return nil
    }
  }

  private func isInsideButton(_ view: UIView) -> Bool {
    var ancestor = view.superview
    while let current = ancestor {
      if current is UIButton || current is HostedButtonView { return true }
      ancestor = current.superview
    }
    return false
  }
}

extension SimulatedDevice {
  /// The screen as a text sketch; see ``ScreenSketch``.
  public var screenSketch: String { ScreenSketch().render(self) }
}
