public import Foundation
public import SimUIKit

extension Scenario {
  /// One step of a scenario: something the code or the user does.
  public struct Step: Sendable {
    /// The actions a step can take.
    public enum Action: Sendable {
      /// `from.present(controller, animated:)`.
      case present(controller: Reference, from: Reference, animated: Bool)
      /// `controller.dismiss(animated:)`; nil means the topmost presented controller.
      case dismiss(controller: Reference?, animated: Bool)
      /// `navigation.pushViewController(controller, animated:)`.
      case push(controller: Reference, on: Reference, animated: Bool)
      /// `navigation.popViewController(animated:)`.
      case pop(on: Reference, animated: Bool)
      /// `tabs.selectedIndex = index`.
      case selectTab(of: Reference, index: Int)
      /// A tap at a point of the window.
      case tapPoint(CGPoint)
      /// A tap on the view with an id, or on the label with a text.
      case tapOn(Reference)
      /// Typing text into the first responder.
      case type(String)
      /// The finger goes down on the top sheet and drags it down by a distance (FIDELITY 4.2).
      case swipeDown(distance: Double)
      /// The finger, still down, drags back up by a distance (FIDELITY 4.3).
      case dragBack(distance: Double)
      /// The finger lifts (FIDELITY 4.3, 4.4).
      case release
      /// The user drags the top sheet to a detent and lifts (FIDELITY 6.5, 6.8).
      case dragToDetent(String)
      /// Virtual time passes.
      case advance(seconds: Double)
      /// The main queue runs until nothing is waiting.
      case runUntilIdle
      /// A named value of the SwiftUI-like content changes, as code would change `@State`.
      case setState(name: String, value: JSONValue)
      /// `responder.becomeFirstResponder()` on a view or controller (FIDELITY 11.2).
      case becomeFirstResponder(Reference)
      /// `responder.resignFirstResponder()` on a view or controller (FIDELITY 11.4).
      case resignFirstResponder(Reference)
      /// `UIApplication.shared.sendAction(_:to:from:for:)`; a nil target sends it to the responder
      /// chain from the first responder (FIDELITY 11.8, 11.9).
      case sendAction(selector: String, to: Reference?, from: Reference?)
      /// A key pressed on a hardware keyboard with modifiers held (FIDELITY 11.15, 11.16).
      case press(key: String, modifiers: [String])
      /// The device turns (FIDELITY 12.1, 12.6).
      case rotate(to: DeviceProfile.Orientation, animated: Bool)
      /// The app's window takes another profile of the same device, as in Split View (FIDELITY 12.2).
      case resize(to: DeviceProfile, animated: Bool)
      /// Checks the world; a failed check makes `run` exit with 1.
      case expect(Expectation)
    }

    /// What the step does.
    public var action: Action
    /// Where the step was written.
    public var position: SourcePosition
    /// The step as written, for reports: `present compose from inbox`.
    public var summary: String
  }

  /// The step actions, as written in files.
  public static let stepActions = [
    "present", "dismiss", "push", "pop", "selectTab", "tap", "type", "swipeDown", "dragBack",
    "release", "dragToDetent", "advance", "runUntilIdle", "setState", "becomeFirstResponder",
    "resignFirstResponder", "sendAction", "press", "rotate", "resize", "expect",
  ]

  /// The modifier keys a `press` step or a key command may hold, as files write them.
  public static let keyModifiers = ["command", "shift", "control", "option", "capsLock"]

  /// The names of special keys a `press` step or a key command may use; any other key is one
  /// character.
  public static let specialKeys = [
    "escape", "return", "tab", "space", "delete", "upArrow", "downArrow", "leftArrow", "rightArrow",
  ]
}
