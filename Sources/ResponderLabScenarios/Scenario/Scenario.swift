public import Foundation
public import SimUIKit

/// A scenario: a device, a window, controllers and views with ids, delegates, probes and a list of
/// steps, as read from a JSON file (docs/scenario.md, docs/scenario.schema.json).
public struct Scenario: Sendable {
  /// The file the scenario was read from, for error messages.
  public var file: String
  /// A one-line description.
  public var title: String?
  /// The simulated device.
  public var device: Device
  /// The class name of the app delegate, which ends the responder chain (FIDELITY 1.8).
  public var appDelegateClassName: String
  /// The id of the window's root controller, or nil for no window.
  public var windowRoot: Reference?
  /// The window's id.
  public var windowID: String
  /// The controllers, in the order written.
  public var controllers: [Controller]
  /// The delegates, in the order written.
  public var delegates: [Delegate]
  /// The probes: points or views that `explain` follows.
  public var probes: [Probe]
  /// The steps, in order.
  public var steps: [Step]

  /// The simulated device: a profile by name (FIDELITY 12.1–12.3), or a screen size and safe-area
  /// insets from which one is inferred.
  public struct Device: Hashable, Sendable {
    /// The profile named in the file, turned to the orientation written; nil when the file gives a
    /// size instead.
    public var profile: DeviceProfile? = nil
    /// The screen size in points.
    public var size: CGSize
    /// The insets of the bars and corners.
    public var safeAreaTop: Double, safeAreaBottom: Double
  }

  /// An id written in the file, with where it was written.
  public struct Reference: Hashable, Sendable {
    /// The id.
    public var id: String
    /// Where it was written.
    public var position: SourcePosition
  }

  /// The controller with the given id.
  public func controller(_ id: String) -> Controller? {
    controllers.first { $0.id.id == id }
  }
}
