public import ResponderLabDevice
public import SimUIKit

extension SimulatedDevice {
  /// The controllers presented in the window, from the root's presented controller to the top.
  var presentationStack: [UIViewController] {
    var stack: [UIViewController] = []
    var controller = window.rootViewController?.presentedViewController
    while let presented = controller {
      stack.append(presented)
      controller = presented.presentedViewController
    }
    return stack
  }

  /// The presentation stack in a failure message: `UINavigationController#1 presents
  /// UIViewController#3 presents UIAlertController#1`.
  var presentationStackDescription: String {
    guard let root = window.rootViewController else { return "The window has no root controller." }
    let stack = presentationStack
    guard !stack.isEmpty else { return "Nothing is presented over \(root.objectName)." }
    return "The presentation stack: "
      + ([root] + stack).map(\.objectName.description).joined(separator: " presents ")
  }

  /// Expects a controller of `type` to be presented, by `presenter` when given (its
  /// `presentingViewController`, which UIKit sets to the controller that provides the presentation
  /// context, FIDELITY 3.2 and 3.3), and returns it.
  ///
  /// ```swift
  /// let editor = device.expectPresented(EditorViewController.self, by: notes)
  /// ```
  @discardableResult
  public func expectPresented<Controller: UIViewController>(
    _ type: Controller.Type, by presenter: UIViewController? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Controller? {
    let location = ExpectationLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let found = presentationStack.last(where: { $0 is Controller }) as? Controller else {
      HarnessIssue.record(
        "Expected a presented \(Controller.self); none is. \(presentationStackDescription)",
        device: self, at: location)
      return nil
    }
    if let presenter, found.presentingViewController !== presenter {
      HarnessIssue.record(
        "\(found.objectName) is presented by \(found.presentingViewController.map { "\($0.objectName)" } ?? "nothing"), not by \(presenter.objectName). \(presentationStackDescription)",
        device: self, at: location)
    }
    return found
  }

  /// Expects the alert or action sheet on top to have this title, message and action titles (in
  /// order), and returns it. A nil argument is not checked.
  ///
  /// ```swift
  /// device.expectAlert(title: "Discard changes?", message: nil, actions: ["Keep", "Discard"])
  /// ```
  @discardableResult
  public func expectAlert(
    title: String?, message: String? = nil, actions: [String]? = nil,
    preferredStyle: UIAlertController.Style? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> UIAlertController? {
    let location = ExpectationLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let alert = topViewController as? UIAlertController else {
      HarnessIssue.record(
        "Expected an alert on top; \(topViewController.map { "\($0.objectName)" } ?? "nothing") is. \(presentationStackDescription)",
        device: self, at: location)
      return nil
    }
    var differences: [String] = []
    if let title, alert.title != title {
      differences.append("title: expected \"\(title)\", is \(quoted(alert.title))")
    }
    if let message, alert.message != message {
      differences.append("message: expected \"\(message)\", is \(quoted(alert.message))")
    }
    let titles = alert.actions.map { $0.title ?? "" }
    if let actions, titles != actions {
      differences.append(
        "actions: expected [\(actions.map { "\"\($0)\"" }.joined(separator: ", "))], are [\(titles.map { "\"\($0)\"" }.joined(separator: ", "))]"
      )
    }
    if let preferredStyle, alert.preferredStyle != preferredStyle {
      differences.append("preferredStyle: expected .\(preferredStyle), is .\(alert.preferredStyle)")
    }
    if !differences.isEmpty {
      HarnessIssue.record(
        "\(alert.objectName) differs from the expected alert:\n"
          + differences.map { "    " + $0 }.joined(separator: "\n"),
        device: self, at: location)
    }
    return alert
  }

  /// Expects a sheet at the top of the presentation stack resting at `detent`, modal or not as
  /// `isModal` says (`isModalInPresentation` on the sheet's controller or a child of it), and
  /// returns its presentation controller. A nil argument is not checked.
  ///
  /// ```swift
  /// device.expectSheet(detent: .medium, isModal: false)
  /// ```
  @discardableResult
  public func expectSheet(
    detent: UISheetPresentationController.Detent.Identifier? = nil, isModal: Bool? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> UISheetPresentationController? {
    let location = ExpectationLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let sheet = hand.topSheet else {
      HarnessIssue.record(
        "Expected a sheet; none is presented. \(presentationStackDescription)", device: self,
        at: location)
      return nil
    }
    var differences: [String] = []
    if let detent, sheet.currentDetentIdentifier != detent {
      differences.append(
        "detent: expected .\(detent), rests at \(sheet.currentDetentIdentifier.map { ".\($0)" } ?? "no detent")"
      )
    }
    if let isModal, sheet.isModal != isModal {
      differences.append("isModal: expected \(isModal), is \(sheet.isModal)")
    }
    if !differences.isEmpty {
      HarnessIssue.record(
        "The sheet of \(sheet.presentedViewController.objectName) differs from the expected sheet:\n"
          + differences.map { "    " + $0 }.joined(separator: "\n"),
        device: self, at: location)
    }
    return sheet
  }

  private func quoted(_ text: String?) -> String {
    text.map { "\"\($0)\"" } ?? "nil"
  }
}
