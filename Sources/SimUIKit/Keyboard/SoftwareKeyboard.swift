/// The simulated phone's software keyboard: it follows the key window's first responder when that is
/// a text field (FIDELITY 11.22), posts UIKit's notifications on virtual time, and shows as a window
/// of its own in dumps.
///
/// Assumptions (docs/fidelity.md): the height is ``FidelityAssumptions/keyboardHeight``; the
/// animation lasts 0.25 s with curve 7; `WillChangeFrame` comes before `WillShow`/`WillHide` and
/// `DidChangeFrame` before `DidShow`/`DidHide`; moving between two text fields posts nothing; the
/// keyboard window's private class names are iOS's (`UIRemoteKeyboardWindow`,
/// `UIInputSetContainerView`, `UIInputSetHostView`), as no device dump of them was found.
@preconcurrency @MainActor
public final class SoftwareKeyboard {
  /// The animation's duration in seconds.
  public static let animationDuration: TimeInterval = 0.25
  /// The animation's curve, as UIKit reports it for the keyboard.
  public static let animationCurve = 7

  private unowned let simulation: Simulation
  private var generation = 0

  /// The text field the keyboard types into, while it is shown.
  public private(set) weak var client: UIResponder?
  /// The keyboard's window, while it is on screen or animating.
  public private(set) var window: UIWindow?

  package init(simulation: Simulation) {
    self.simulation = simulation
  }

  /// Whether the keyboard is shown or appearing.
  public var isVisible: Bool { client != nil }

  /// The keyboard's frame in screen coordinates when it is shown.
  public var shownFrame: CGRect {
    let screen = simulation.screen.bounds
    let height = simulation.assumptions.keyboardHeight
    return CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
  }

  /// The keyboard's frame when it is hidden, just below the screen.
  public var hiddenFrame: CGRect {
    shownFrame.offsetBy(dx: 0, dy: simulation.assumptions.keyboardHeight)
  }

  /// The responder that wants the keyboard now: the key window's first responder when it takes text.
  private var wantedClient: UIResponder? {
    guard let responder = simulation.application?.keyWindow?.storedFirstResponder,
      responder is UITextField
    else { return nil }
    return responder
  }

  /// Shows or hides the keyboard after a change of first responder or key window.
  package func update() {
    let wanted = wantedClient
    switch (client, wanted) {
    case (nil, let wanted?): show(for: wanted)
    case (_?, nil): hide()
    case (let current?, let wanted?) where current !== wanted: client = wanted
    default: break
    }
  }

  private func show(for responder: UIResponder) {
    client = responder
    generation += 1
    let token = generation
    let window = makeWindow()
    self.window = window
    window.trace(.responder, "keyboard shows for \(responder.objectName)")
    post(
      willNames: [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      ], from: hiddenFrame, to: shownFrame)
    (responder as? UIView)?.keyboardWillShowInSheet()
    simulation.mainQueue.enqueue(after: Self.animationDuration, label: "keyboard did show") {
      [weak self] in
      guard let self, self.generation == token else { return }
      self.post(
        willNames: [
          UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
        ], from: self.hiddenFrame, to: self.shownFrame)
    }
  }

  private func hide() {
    client = nil
    generation += 1
    let token = generation
    window?.trace(.responder, "keyboard hides")
    post(
      willNames: [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
      ], from: shownFrame, to: hiddenFrame)
    simulation.mainQueue.enqueue(after: Self.animationDuration, label: "keyboard did hide") {
      [weak self] in
      guard let self, self.generation == token else { return }
      self.window = nil
      self.post(
        willNames: [
          UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification,
        ], from: self.shownFrame, to: self.hiddenFrame)
    }
  }

  /// Hides the keyboard at once, without notifications, and releases its window, as a scene's
  /// teardown does. The window refers to its simulation, which holds the keyboard: this breaks that
  /// cycle.
  package func tearDown() {
    client = nil
    generation += 1
    window?.tearDown()
    window = nil
  }

  private func post(willNames names: [Notification.Name], from begin: CGRect, to end: CGRect) {
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    for name in names {
      simulation.notificationCenter.post(name: name, object: nil, userInfo: userInfo)
    }
  }

  private func makeWindow() -> UIWindow {
    if let window { return window }
    return simulation.withCurrent {
      let window = UIRemoteKeyboardWindow(frame: simulation.screen.bounds)
      let container = UIInputSetContainerView(frame: window.bounds)
      let host = UIInputSetHostView(frame: shownFrame)
      container.addSubview(host)
      window.addSubview(container)
      window.isHidden = false
      return window
    }
  }
}

/// The window that shows the software keyboard (iOS's private class name; an assumption).
public final class UIRemoteKeyboardWindow: UIWindow {
  // NB: touches outside the keyboard itself fall through to the app's windows.
  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit is UIInputSetHostView ? hit : nil
  }
}

/// The view of the keyboard window that holds the input views (iOS's private class name).
public final class UIInputSetContainerView: UIView {}

/// The view that holds the keyboard itself (iOS's private class name).
public final class UIInputSetHostView: UIView {}

extension UIWindow {
  /// Updates the keyboard after this window's first responder changed (FIDELITY 11.22).
  package func firstResponderDidChange(from previous: UIResponder?) {
    simulation.keyboard.update()
  }

  /// Updates the keyboard after this window became or stopped being key (FIDELITY 11.7).
  package func keyStatusDidChange() {
    simulation.keyboard.update()
  }
}

extension UIView {
  /// The sheet of the nearest presented controller this view is inside, if any.
  private var enclosingSheet: UISheetPresentationController? {
    var controller = nearestViewController
    while let current = controller {
      if current.presentingViewController != nil {
        return current.storedSheetPresentationController
      }
      controller = current.parent
    }
    return nil
  }

  /// A text field inside a sheet resting below its largest detent moves the sheet up to it, unless
  /// ``FidelityAssumptions/sheetKeyboardDetent`` keeps the detent (FIDELITY 11.23).
  fileprivate func keyboardWillShowInSheet() {
    guard simulation.assumptions.sheetKeyboardDetent == .expandToLargest,
      let sheet = enclosingSheet,
      let largest = sheet.activeDetents.last?.identifier,
      sheet.currentDetentIdentifier != largest
    else { return }
    sheet.trace(.responder, "keyboard shows for a text field in the sheet: moves to \(largest)")
    sheet.animateChanges { sheet.selectedDetentIdentifier = largest }
  }
}
