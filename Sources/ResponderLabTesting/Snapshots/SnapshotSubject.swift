public import ResponderLabDevice
import ResponderLabDiagnostics
public import SimUIKit

/// What a text snapshot shows of a device.
@MainActor
public enum SnapshotSubject {
  /// The screen as a text sketch: each layer from the root to the top, with sheets at their
  /// detents, alerts with their actions, and the keyboard (see `ScreenSketch`).
  case screen
  /// The `_printHierarchy`-style dump of the window's controllers.
  case controllers
  /// The `recursiveDescription`-style dump of the window's views.
  case views
  /// The responder chain from a responder, in chisel's `presponder` form.
  case chain(from: UIResponder)
  /// The trace since a `Trace.mark`, with virtual times, of the given categories (all when nil).
  case trace(since: Int = 0, in: Set<TraceEvent.Category>? = nil)

  /// The stable text of this subject on `device`.
  public func render(on device: SimulatedDevice) -> String {
    switch self {
    case .screen: device.screenSketch
    case .controllers: device.controllerDump
    case .views: device.viewDump
    case .chain(let responder): ResponderChainDump().render(from: responder)
    case .trace(let mark, let categories):
      device.trace.events(since: mark).filter { categories?.contains($0.category) ?? true }
        .map(\.description).joined(separator: "\n")
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
