public import Foundation
public import ResponderLabDevice
import SimSwiftUI

/// A device showing ``GuardianScreen`` in one arrangement, with the user's actions and what they
/// lead to, for the guardian exhibit's narration and tests.
@MainActor
public final class GuardianLab {
  /// Where the guard sits.
  public let arrangement: GuardianArrangement
  /// The form being edited.
  public let form = GuardianForm()
  /// The device the screen is shown on.
  public let device: SimulatedDevice

  /// Shows the screen for `arrangement` on a new device.
  public init(arrangement: GuardianArrangement) {
    self.arrangement = arrangement
    device = SimulatedDevice()
    device.show(GuardianScreen(arrangement: arrangement, form: form))
  }

  // MARK: - What the user does

  /// Taps "Edit" and lets the presentation finish.
  public func openForm() throws(HandError) {
    try device.hand.tap(label: "Edit")
    device.runUntilIdle()
  }

  /// Types `name` into the first-name field, which makes the form dirty.
  public func typeFirstName(_ name: String) throws(HandError) {
    try device.type(name, intoFieldWithPlaceholder: "First name")
    device.runUntilIdle()
  }

  /// Drags the sheet down by `distance` points and lifts the finger, without letting the main queue
  /// run: what is dispatched after the release has not happened yet.
  ///
  /// - Returns: How far the sheet's top moved down at the deepest point of the drag. A refused
  ///   swipe rubber-bands, so this is less than `distance`.
  @discardableResult
  public func swipeDown(by distance: CGFloat) throws(HandError) -> CGFloat {
    guard let sheet = device.hand.topSheet else { throw HandError.noSheet }
    let startTop = sheet.presentedViewController.view.frameInWindow.minY
    try device.hand.beginDrag()
    let steps = max(1, Int((distance / 10).rounded(.up)))
    var deepest = startTop
    for step in 1...steps {
      try device.hand.moveDrag(to: distance * CGFloat(step) / CGFloat(steps))
      deepest = max(deepest, sheet.presentedViewController.view.frameInWindow.minY)
    }
    try device.hand.release()
    return deepest - startTop
  }

  /// Lets the main queue run until nothing waits.
  public func settle() {
    device.runUntilIdle()
  }

  /// Taps the alert's button titled `title` and lets what follows finish.
  public func tapAlertButton(_ title: String) throws(HandError) {
    try device.hand.tapAlertAction(title)
    device.runUntilIdle()
  }

  /// Taps the form's "Save" bar button and lets the dismissal finish.
  public func tapSave() throws(HandError) {
    try device.tapBarButton("Save")
    device.runUntilIdle()
  }

  // MARK: - What the user sees

  /// Whether the form's sheet is on screen.
  public var isSheetShown: Bool { device.hand.topSheet != nil }

  /// The title of the alert on screen, if any.
  public var alertTitle: String? { device.hand.visibleAlert?.title }

  /// The view of the "Edit" button, whose responder chain leads to the controller that presents.
  public var editButton: UIView? { device.hand.findView(showing: "Edit") }

  /// The class of the sheet's adaptive delegate: the guard when it saw `present`, SwiftUI's own
  /// otherwise.
  public var sheetDelegateClass: String {
    guard let delegate = device.hand.topSheet?.delegate else { return "nil" }
    return String(describing: type(of: delegate))
  }

  /// Whether a guard is the sheet's adaptive delegate.
  public var sheetIsGuarded: Bool {
    sheetDelegateClass.hasPrefix("GuardianHostingController")
  }

  /// The controller SwiftUI sent `present` to, as the trace names it: the hosting controller nearest
  /// to `.sheet` (FIDELITY 7.2).
  public var presentReceiver: String? {
    let marker = "on nearest hosting controller "
    return device.trace.lines(in: [.swiftUI]).last { $0.contains(marker) }.flatMap { line in
      line.range(of: marker).map { String(line[$0.upperBound...]) }
    }
  }

  /// The first hosting controller up the responder chain from the "Edit" button: the controller
  /// SwiftUI sends `present` to.
  public var nearestHostingControllerToButton: UIViewController? {
    var responder = editButton?.next
    while let current = responder {
      if let controller = current as? UIViewController,
        String(describing: type(of: controller)).contains("HostingController")
      {
        return controller
      }
      responder = current.next
    }
    return nil
  }

  /// The adaptive-delegate methods the trace shows since `mark`, in order.
  public func delegateCalls(since mark: Int) -> [String] {
    device.trace.events(since: mark).filter { $0.category == .delegate }.map(\.message).filter {
      $0.hasPrefix("presentationController") || $0.hasPrefix("isModalInPresentation")
    }
  }
}
