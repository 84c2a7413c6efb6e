public import Foundation
import SimSwiftUI
public import SimUIKit

/// The simulated user's hand: taps through real hit-testing, types, and drags sheets.
///
/// Every gesture is recorded in the trace. Gestures do not run the main queue; call
/// ``SimulatedDevice/runUntilIdle()`` or ``SimulatedDevice/advance(by:)`` to let time pass.
@MainActor
public final class Hand {
  unowned let device: SimulatedDevice
  private var activeSheet: UISheetPresentationController?
  /// The finger of a touch-driven drag (``beginDrag(at:)``) and where it went down.
  private var dragFinger: (finger: Finger, start: CGPoint)?

  init(device: SimulatedDevice) {
    self.device = device
  }

  var window: UIWindow { device.window }

  /// Forgets a drag still in progress, for the device's teardown.
  func releaseDrag() {
    dragFinger = nil
    activeSheet = nil
  }

  // MARK: - Tapping

  /// Taps a point of the window. The touch goes to the recognizers along the hit-test view's
  /// superview chain first, then to the view, which gets `touchesBegan` and `touchesEnded` (or
  /// `touchesCancelled`, if a recognizer took the tap); unhandled touches travel up the responder
  /// chain (FIDELITY 1.10, 9, 14.1–14.4).
  ///
  /// - Returns: The view that received the touch, or nil when nothing was hit.
  @discardableResult
  public func tap(at point: CGPoint) throws(HandError) -> UIView? {
    try tap(at: point, tapCount: 1)
  }

  @discardableResult
  func tap(at point: CGPoint, tapCount: Int) throws(HandError) -> UIView? {
    guard window.bounds.contains(point) else {
      throw HandError.outsideScreen(point: point, screen: window.bounds)
    }
    let finger = device.simulation.gestureEnvironment.touchDown(
      at: point, in: window, tapCount: tapCount)
    device.trace.note(
      "tap at (\(point.x.compactDescription), \(point.y.compactDescription)) → \(finger.map { "\($0.view.objectName)" } ?? "nothing")"
    )
    guard let finger else { return nil }
    device.simulation.gestureEnvironment.lift(finger)
    return finger.view
  }

  /// Taps the centre of `view`, through hit-testing: whatever covers that point gets the tap.
  @discardableResult
  public func tap(_ view: UIView) throws(HandError) -> UIView? {
    guard view.window === window else { throw HandError.notOnScreen(view.objectName.description) }
    let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    return try tap(at: center)
  }

  /// Taps the front-most visible view showing `text`: a label's text, a button's title, an
  /// accessibility label or identifier.
  @discardableResult
  public func tap(label text: String) throws(HandError) -> UIView? {
    guard let view = findView(showing: text) else { throw HandError.noViewShowing(text) }
    return try tap(view)
  }

  /// The front-most visible view showing `text`, searched from the window down: a label, a
  /// UIKit button by its title, or, for a SwiftUI `Button`, the tappable control that draws it
  /// rather than the text inside it.
  public func findView(showing text: String) -> UIView? {
    var found: UIView?
    window.forEachVisibleView { view in
      if Hand.view(view, shows: text) { found = view }
    }
    return found
  }

  static func view(_ view: UIView, shows text: String) -> Bool {
    if let button = view as? UIButton, button.currentTitle == text { return true }
    if let label = view as? UILabel, label.text == text, !isInsideButton(label) {
      return true
    }
    return view.accessibilityLabel == text || view.accessibilityIdentifier == text
  }

  /// Whether `view` is drawn inside a button, which answers for its text itself.
  static func isInsideButton(_ view: UIView) -> Bool {
    var ancestor = view.superview
    while let current = ancestor {
      if current is UIButton || current is HostedButtonView { return true }
      ancestor = current.superview
    }
    return false
  }

  // MARK: - Typing

  /// Types `text` into the first responder, which must be a text field.
  public func type(_ text: String) throws(HandError) {
    guard let field = device.simulation.currentFirstResponder as? UITextField else {
      throw HandError.noTextFieldFocused
    }
    field.insertText(text)
  }

  /// Presses `key` on a hardware keyboard with `modifiers` held: it types into a focused text field,
  /// performs the matching key command found up the chain, or a system edit shortcut
  /// (FIDELITY 11.15, 11.16).
  @discardableResult
  public func press(_ key: String, modifiers: UIKeyModifierFlags = []) -> KeyPressOutcome {
    device.trace.note("press \(modifiers)\(key.uppercased())")
    return device.application.pressKey(key, modifiers: modifiers)
  }

  // MARK: - Sheets

  /// The sheet at the top of the presentation stack.
  public var topSheet: UISheetPresentationController? {
    var controller = window.rootViewController
    var sheet: UISheetPresentationController?
    while let presented = controller?.presentedViewController {
      if let candidate = presented.storedSheetPresentationController { sheet = candidate }
      controller = presented
    }
    return sheet
  }

  /// Puts a finger on the top sheet (or `sheet`), near its top edge where the grabber is, through
  /// the touch pipeline (``beginDrag(at:)``): the sheet's pan and whatever is under the finger (the
  /// grabber, or the content when the grabber is hidden, a scroll view's pan) share the drag as
  /// UIKit's do (FIDELITY 14.19). If something covers that point (an action sheet, an alert), the
  /// drag is refused with ``HandError/covered(_:by:)``, as the finger would touch that instead.
  ///
  /// One case is a shortcut: a lower sheet under a sheet stacked over it. On a phone its top edge
  /// stays visible above the stacked sheet, but the simulator does not offset stacked sheets, so no
  /// touch can reach it: the lower sheet is moved directly, without touches, and the trace's
  /// `drag began by the grabber SHORTCUT` line says so.
  public func beginDrag(on sheet: UISheetPresentationController? = nil) throws(HandError) {
    guard let target = sheet ?? topSheet else { throw HandError.noSheet }
    let top = target.frameOfPresentedViewInContainerView.minY
    let point = CGPoint(x: window.bounds.midX, y: top + Hand.grabberOffset)
    let hit = window.hitTest(point, with: nil)
    let reachesSheet =
      hit.map { hit in
        guard let container = target.containerView else { return false }
        return hit.isDescendant(of: container) && hit !== target.dimmingView
      } ?? false
    guard reachesSheet || hit.map({ isOnStackedSheet($0, over: target) }) == true else {
      let name = "the sheet of \(target.presentedViewController.objectName)"
      device.trace.note(
        "drag at \(describe(point)) → \(hit.map { "\($0.objectName)" } ?? "nothing")")
      throw HandError.covered(name, by: hit.map { "\($0.objectName)" } ?? "nothing")
    }
    guard dragFinger == nil else { throw HandError.dragInProgress }
    if reachesSheet {
      try beginDrag(at: point)
      return
    }
    activeSheet = target
    target.beginUserDrag(
      note:
        "by the grabber SHORTCUT: a stacked sheet covers it, so no touch, hit-testing or recognizers (FIDELITY 14.19)"
    )
  }

  /// Puts a finger down at `point` of the window to drag, through the touch pipeline: hit-testing
  /// picks the view, the recognizers along its superview chain get the touch first (FIDELITY 14.1),
  /// and the following ``moveDrag(to:)`` calls move the finger, so the sheet's own pan and any
  /// scroll view under the finger share the drag as UIKit's do (FIDELITY 14.19). Each move lets
  /// ``dragStepInterval`` seconds of virtual time pass first.
  public func beginDrag(at point: CGPoint) throws(HandError) {
    guard activeSheet == nil, dragFinger == nil else { throw HandError.dragInProgress }
    guard let finger = try touchDown(at: point) else { throw HandError.nothingAt(point: point) }
    dragFinger = (finger, point)
  }

  /// How much virtual time passes before each move of a touch-driven drag, in seconds.
  public static let dragStepInterval: TimeInterval = 0.01

  /// How long the finger of a touch-driven drag keeps moving at the release velocity before it
  /// lifts, in seconds, so that the pan measures that velocity.
  public static let releaseInterval: TimeInterval = 0.01

  /// Whether `view` belongs to a sheet presented, directly or not, over `sheet`'s controller. On a
  /// phone the lower sheet's top edge stays visible above a stacked sheet, whose dimming view ignores
  /// touches at the full height (FIDELITY 4.8), so the finger still reaches the lower sheet; the
  /// simulator does not offset stacked sheets, so it lets such a drag through.
  private func isOnStackedSheet(_ view: UIView, over sheet: UISheetPresentationController) -> Bool {
    var ancestor: UIView? = view
    while let current = ancestor {
      if let transition = current as? UITransitionView,
        let covering = transition.presentationController as? UISheetPresentationController
      {
        var presenter = covering.presentedViewController.presentingViewController
        while let controller = presenter {
          if controller === sheet.presentedViewController { return true }
          presenter = controller.presentingViewController
        }
        return false
      }
      ancestor = current.superview
    }
    return false
  }

  /// How far below a sheet's top edge the finger touches it to drag: on the grabber.
  static let grabberOffset: CGFloat = 8

  /// Moves the finger so it is `translation` points below where it went down (negative is up),
  /// after ``dragStepInterval`` seconds of virtual time; by the stacked-sheet shortcut of
  /// ``beginDrag(on:)`` the sheet follows directly.
  public func moveDrag(to translation: CGFloat) throws(HandError) {
    if let dragFinger {
      device.advance(by: Hand.dragStepInterval)
      try move(
        dragFinger.finger, to: CGPoint(x: dragFinger.start.x, y: dragFinger.start.y + translation))
      return
    }
    guard let activeSheet else { throw HandError.noDragInProgress }
    activeSheet.moveUserDrag(to: translation)
  }

  /// Lifts the finger, moving at `velocity` points per second (positive is down). A touch-driven
  /// drag first moves the finger on at that velocity for ``releaseInterval`` seconds (not at all
  /// for a velocity of 0), which is the pan's last measure.
  public func release(velocity: CGFloat = 0) throws(HandError) {
    if let dragFinger {
      self.dragFinger = nil
      device.advance(by: Hand.releaseInterval)
      let point = dragFinger.finger.touch.location(in: nil)
      try move(
        dragFinger.finger,
        to: CGPoint(x: point.x, y: point.y + velocity * CGFloat(Hand.releaseInterval)))
      try lift(dragFinger.finger)
      return
    }
    guard let activeSheet else { throw HandError.noDragInProgress }
    self.activeSheet = nil
    activeSheet.endUserDrag(velocity: velocity)
  }

  /// Drags the top sheet from its grabber (``beginDrag(on:)``) along a path of translations, in
  /// points below the touch-down point, then releases it.
  public func dragSheet(along path: [CGFloat], velocity: CGFloat = 0) throws(HandError) {
    try beginDrag()
    for translation in path { try moveDrag(to: translation) }
    try release(velocity: velocity)
  }

  /// Swipes the top sheet down by `distance` points from its grabber (``beginDrag(on:)``), in
  /// 10-point steps, and releases it. ``swipeDown(from:by:velocity:)`` starts at a point you choose.
  public func swipeDown(by distance: CGFloat, velocity: CGFloat = 0) throws(HandError) {
    try dragSheet(along: Self.steps(of: distance), velocity: velocity)
  }

  /// Swipes down by `distance` points from `start`, a point of the window, through the touch
  /// pipeline (``beginDrag(at:)``): 10-point moves ``dragStepInterval`` seconds apart, then a
  /// release at `velocity`. On a sheet, its pan moves it and the scroll views under the finger take
  /// their part (FIDELITY 14.19).
  public func swipeDown(from start: CGPoint, by distance: CGFloat, velocity: CGFloat = 0)
    throws(HandError)
  {
    try beginDrag(at: start)
    for translation in Self.steps(of: distance) { try moveDrag(to: translation) }
    try release(velocity: velocity)
  }

  /// The translations of a drag by `distance` in 10-point steps.
  private static func steps(of distance: CGFloat) -> [CGFloat] {
    let steps = max(1, Int((abs(distance) / 10).rounded(.up)))
    return (1...steps).map { distance * CGFloat($0) / CGFloat(steps) }
  }

  /// Drags the top sheet so that it rests at the detent `identifier`, and releases it.
  public func dragSheet(toDetent identifier: UISheetPresentationController.Detent.Identifier)
    throws(HandError)
  {
    guard let sheet = topSheet else { throw HandError.noSheet }
    guard let target = sheet.activeDetents.first(where: { $0.identifier == identifier }) else {
      throw HandError.noSuchDetent(identifier.description)
    }
    let distance = sheet.top(forHeight: target.height) - sheet.top(forHeight: sheet.restingHeight)
    try swipeDown(by: distance)
  }

  /// Taps the dimming view of the top sheet, halfway between the screen's top and the sheet's,
  /// through hit-testing: if something else covers that point, the tap is refused with
  /// ``HandError/covered(_:by:)``.
  public func tapDimmingView() throws(HandError) {
    guard let sheet = topSheet, let dimming = sheet.dimmingView else { throw HandError.noSheet }
    let top = sheet.frameOfPresentedViewInContainerView.minY
    let point = CGPoint(x: window.bounds.midX, y: max(0, top / 2))
    let hit = window.hitTest(point, with: nil)
    guard hit === dimming else {
      device.trace.note(
        "tap at \(describe(point)) → \(hit.map { "\($0.objectName)" } ?? "nothing")")
      throw HandError.covered(
        "the dimming view of \(sheet.presentedViewController.objectName)",
        by: hit.map { "\($0.objectName)" } ?? "nothing")
    }
    try tap(at: point)
  }

  private func describe(_ point: CGPoint) -> String {
    "(\(point.x.compactDescription), \(point.y.compactDescription))"
  }

  // MARK: - Alerts

  /// The alert or action sheet at the top of the presentation stack.
  public var visibleAlert: UIAlertController? {
    device.topViewController as? UIAlertController
  }

  /// Taps the action titled `title` of the visible alert, through hit-testing.
  public func tapAlertAction(_ title: String) throws(HandError) {
    guard visibleAlert != nil else { throw HandError.noAlert }
    try tap(label: title)
  }
}

/// Why the hand could not do what it was asked.
public enum HandError: Error, Equatable, CustomStringConvertible {
  /// The point is outside the screen.
  case outsideScreen(point: CGPoint, screen: CGRect)
  /// The view is not in the device's window.
  case notOnScreen(String)
  /// No visible view shows the text.
  case noViewShowing(String)
  /// No text field is the first responder.
  case noTextFieldFocused
  /// No sheet is presented.
  case noSheet
  /// A move or release came without a drag.
  case noDragInProgress
  /// The sheet has no active detent with that identifier.
  case noSuchDetent(String)
  /// No alert is presented.
  case noAlert
  /// What the gesture aimed at is covered, at the point the finger would touch, by another view.
  case covered(String, by: String)
  /// The navigation bar on screen shows no back button.
  case noBackButton(String)
  /// A drag began while another was in progress.
  case dragInProgress
  /// Nothing takes touches at the point.
  case nothingAt(point: CGPoint)

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .outsideScreen(let point, let screen):
      "The point (\(point.x.compactDescription), \(point.y.compactDescription)) is outside the screen (\(screen.minX.compactDescription) \(screen.minY.compactDescription); \(screen.width.compactDescription) \(screen.height.compactDescription)). To fix, tap inside it."
    case .notOnScreen(let name):
      "\(name) is not in the device's window. To fix, add it to the window's hierarchy first."
    case .noViewShowing(let text):
      "No visible view shows '\(text)'. To fix, check the text, or that the view is not hidden or covered."
    case .noTextFieldFocused:
      "No text field is the first responder. To fix, tap a text field before typing."
    case .noSheet:
      "No sheet is presented. To fix, present a controller with the .pageSheet or .formSheet style first."
    case .noDragInProgress:
      "No drag is in progress. To fix, call beginDrag() first."
    case .noSuchDetent(let name):
      "The sheet has no active detent '\(name)'. To fix, add it to the sheet's detents."
    case .noAlert:
      "No alert is presented. To fix, present a UIAlertController first."
    case .covered(let target, let cover):
      "\(target) is covered by \(cover) where the finger would touch it. To fix, dismiss what covers it first."
    case .dragInProgress:
      "A drag is already in progress. To fix, call release() first."
    case .nothingAt(let point):
      "Nothing takes touches at (\(point.x.compactDescription), \(point.y.compactDescription)). To fix, start the drag on a view."
    case .noBackButton(let reason):
      "There is no back button to use: \(reason). To fix, push a screen first, or show the back button."
    }
  }
}
