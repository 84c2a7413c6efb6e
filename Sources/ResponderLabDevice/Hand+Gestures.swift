public import Foundation
public import SimUIKit

// Double taps, long presses, pans and swipes through the touch pipeline (FIDELITY 14). Unlike a
// tap, these let virtual time pass between touch phases, so work due meanwhile on the main queue
// runs (a recognizer's timer, a scroll view's hold-back).
extension Hand {
  /// One finger on the screen, put down by ``Hand/touchDown(at:)``.
  @MainActor
  public final class Finger {
    let delivery: ViewTouchDelivery
    /// The view the touch was hit-tested to; it stays the touch's view (FIDELITY 14.1).
    public var view: UIView { delivery.view }
    /// The touch, as the view and the recognizers see it.
    public var touch: UITouch { delivery.touch }
    /// Whether the finger has lifted.
    public var isLifted: Bool { delivery.touch.phase == .ended }

    init(delivery: ViewTouchDelivery) {
      self.delivery = delivery
    }
  }

  /// Puts a finger down at `point` of the window, through hit-testing and the recognizers.
  ///
  /// - Returns: The finger, or nil when nothing was hit.
  public func touchDown(at point: CGPoint) throws(HandError) -> Finger? {
    try touchDown(at: point, tapCount: 1)
  }

  func touchDown(at point: CGPoint, tapCount: Int) throws(HandError) -> Finger? {
    guard window.bounds.contains(point) else {
      throw HandError.outsideScreen(point: point, screen: window.bounds)
    }
    let delivery = device.simulation.gestureEnvironment.touchDown(
      at: point, in: window, tapCount: tapCount)
    device.trace.note(
      "touch down at \(Self.describe(point)) → \(delivery.map { "\($0.view.objectName)" } ?? "nothing")"
    )
    return delivery.map(Finger.init)
  }

  /// Moves a finger that is down to `point` of the window.
  public func move(_ finger: Finger, to point: CGPoint) throws(HandError) {
    guard !finger.isLifted else { throw HandError.noDragInProgress }
    device.simulation.gestureEnvironment.move(finger.delivery, to: point)
  }

  /// Lifts a finger.
  public func lift(_ finger: Finger) throws(HandError) {
    guard !finger.isLifted else { throw HandError.noDragInProgress }
    device.simulation.gestureEnvironment.lift(finger.delivery)
  }

  /// Taps `point` twice, `interval` seconds apart (the second touch has a tap count of 2).
  @discardableResult
  public func doubleTap(at point: CGPoint, interval: TimeInterval = 0.1) throws(HandError)
    -> UIView?
  {
    try tap(at: point, tapCount: 1)
    device.advance(by: interval)
    return try tap(at: point, tapCount: 2)
  }

  /// Presses `point` for `duration` seconds of virtual time, then lifts the finger.
  @discardableResult
  public func longPress(at point: CGPoint, duration: TimeInterval = 0.8) throws(HandError)
    -> UIView?
  {
    guard let finger = try touchDown(at: point) else { return nil }
    device.advance(by: duration)
    try lift(finger)
    return finger.view
  }

  /// Drags a finger from `start` to `end` in `steps` equal moves over `duration` seconds, then lifts
  /// it; the velocity at release is that of the last move.
  @discardableResult
  public func pan(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 6
  ) throws(HandError) -> UIView? {
    guard window.bounds.contains(end) else {
      throw HandError.outsideScreen(point: end, screen: window.bounds)
    }
    guard let finger = try touchDown(at: start) else { return nil }
    let count = max(1, steps)
    for step in 1...count {
      device.advance(by: duration / Double(count))
      let fraction = CGFloat(step) / CGFloat(count)
      try move(
        finger,
        to: CGPoint(
          x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
    }
    try lift(finger)
    return finger.view
  }

  /// The directions of ``swipe(from:_:distance:)``.
  public enum SwipeDirection: Sendable {
    /// Rightwards.
    case right
    /// Leftwards.
    case left
    /// Upwards.
    case up
    /// Downwards.
    case down
  }

  /// Swipes quickly from `start`: `distance` points in 0.1 s.
  @discardableResult
  public func swipe(from start: CGPoint, _ direction: SwipeDirection, distance: CGFloat = 120)
    throws(HandError) -> UIView?
  {
    let (dx, dy): (CGFloat, CGFloat) =
      switch direction {
      case .right: (distance, 0)
      case .left: (-distance, 0)
      case .up: (0, -distance)
      case .down: (0, distance)
      }
    return try pan(
      from: start, to: CGPoint(x: start.x + dx, y: start.y + dy), duration: 0.1, steps: 4)
  }

  static func describe(_ point: CGPoint) -> String {
    "(\(point.x.compactDescription), \(point.y.compactDescription))"
  }
}
