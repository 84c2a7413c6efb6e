public import ResponderLabDevice
import ResponderLabDiagnostics
public import SimUIKit

/// What a text snapshot shows of a device.
@MainActor
public enum SnapshotSubject {
  /// The screen as a text sketch: each layer from the root to the top, with sheets at their
  /// detents, alerts with their actions, and the keyboard (see ``ScreenSketch``).
  case screen
  /// The `_printHierarchy`-style dump of the window's controllers.
  case controllers
  /// The `recursiveDescription`-style dump of the window's views.
  case views
  /// The responder chain from a responder, in chisel's `presponder` form.
  case chain(from: UIResponder)
  /// The trace since a ``Trace/mark``, with virtual times.
  case trace(since: Int)

  /// The trace from the start.
  public static var trace: SnapshotSubject { .trace(since: 0) }

  /// The stable text of this subject on `device`.
  public func render(on device: SimulatedDevice) -> String {
    switch self {
    case .screen: device.screenSketch
    case .controllers: device.controllerDump
    case .views: device.viewDump
    case .chain(let responder): ResponderChainDump().render(from: responder)
    case .trace(let mark):
      device.trace.events(since: mark).map(\.description).joined(separator: "\n")
    }
  }

  /// How the subject reads in a failure message.
  var name: String {
    switch self {
    case .screen: "screen"
    case .controllers: "controller tree"
    case .views: "view tree"
    case .chain(let responder): "responder chain from \(responder.objectName)"
    case .trace: "trace"
    }
  }
}
