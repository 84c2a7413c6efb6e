import Foundation

/// A discrete recognizer for a quick stroke in one of the permitted ``direction``s.
///
/// It recognizes, while the finger is still down, once the finger has travelled
/// ``GestureAssumptions/swipeMinimumDistance`` points mostly along a permitted direction within
/// ``GestureAssumptions/swipeMaximumDuration`` seconds; otherwise it fails.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The raw bits, as UIKit's.
    public let rawValue: UInt
    /// Creates directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// To the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// To the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The permitted directions. Default: `.right`, as UIKit's.
  open var direction: Direction = .right
  /// The number of fingers needed. Default: 1.
  open var numberOfTouchesRequired = 1

  private var start: (time: TimeInterval, point: CGPoint)?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    start = (touch.timestamp, touch.location(in: nil))
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start, let touch = touches.first else { return }
    let point = touch.location(in: nil)
    let dx = point.x - start.point.x
    let dy = point.y - start.point.y
    if touch.timestamp - start.time > simulation.assumptions.gestures.swipeMaximumDuration {
      state = .failed
      return
    }
    guard max(abs(dx), abs(dy)) >= simulation.assumptions.gestures.swipeMinimumDistance else {
      return
    }
    let stroke: Direction =
      abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
    state = direction.contains(stroke) ? .recognized : .failed
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  open override func reset() {
    super.reset()
    start = nil
  }
}
