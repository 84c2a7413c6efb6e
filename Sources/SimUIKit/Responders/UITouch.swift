public import Foundation

/// One finger on the screen: where it is, in which phase, and the view it is bound to.
///
/// Matches iOS: the view is fixed when the touch begins and does not change in later phases, even
/// when the finger moves outside it (FIDELITY 1.10, 9.5).
@preconcurrency @MainActor
public final class UITouch {
  /// The phases of a touch.
  public enum Phase: Int, Sendable {
    /// The finger touched the screen.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and still.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
  }

  /// The touch's current phase.
  public internal(set) var phase: Phase
  /// The view the touch was delivered to when it began.
  public let view: UIView?
  /// The window the touch happened in.
  public let window: UIWindow?
  /// The number of taps in a row, from 1.
  public let tapCount: Int
  /// The virtual time of the latest change.
  public internal(set) var timestamp: TimeInterval
  private var locationInWindow: CGPoint
  private var previousLocationInWindow: CGPoint

  /// Creates a touch at a point of a window, bound to `view`.
  public init(
    view: UIView?, window: UIWindow?, location: CGPoint, phase: Phase = .began, tapCount: Int = 1
  ) {
    self.view = view
    self.window = window
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.phase = phase
    self.tapCount = tapCount
    self.timestamp = view?.simulation.now ?? 0
  }

  /// The touch's location in `view`'s coordinates, or in the window's if `view` is nil.
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The touch's previous location in `view`'s coordinates.
  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  /// Moves the touch to a new point of the window.
  package func move(to location: CGPoint, phase: Phase, at time: TimeInterval) {
    previousLocationInWindow = locationInWindow
    locationInWindow = location
    self.phase = phase
    timestamp = time
  }
}

extension UITouch: Hashable {
  /// Touches are equal only to themselves.
  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  /// Hashes the touch's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// An event: the touches that belong to it.
@preconcurrency @MainActor
public final class UIEvent {
  /// The kinds of event.
  public enum EventType: Int, Sendable {
    /// A touch event.
    case touches
    /// A motion event.
    case motion
    /// A remote-control event.
    case remoteControl
    /// A press event.
    case presses
  }

  /// The kind of event.
  public let type: EventType
  /// The touches of the event.
  public let allTouches: Set<UITouch>?

  /// Creates an event.
  public init(type: EventType = .touches, touches: Set<UITouch>) {
    self.type = type
    self.allTouches = touches
  }
}
