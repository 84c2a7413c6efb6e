/// The standard edit actions: `cut:`, `copy:`, `paste:`, `delete:`, `select:`, `selectAll:` and
/// their siblings (FIDELITY 11.14).
///
/// In UIKit they are optional methods of a protocol `UIResponder` adopts; UIKit sends them up the
/// responder chain to the first object that implements them. Swift on Linux has no optional protocol
/// methods, so a responder that implements one lists it in its class's
/// ``UIResponder/actionMethods``, like any action method; `UITextField` implements them.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {}

/// The system's general pasteboard, one per simulation, holding text.
@preconcurrency @MainActor
public final class UIPasteboard {
  /// The text on the pasteboard, if any.
  public var string: String?

  package init() {}

  /// The current simulation's general pasteboard.
  public static var general: UIPasteboard { Simulation.current.pasteboard }

  /// Whether the pasteboard holds text.
  public var hasStrings: Bool { string != nil }
}
