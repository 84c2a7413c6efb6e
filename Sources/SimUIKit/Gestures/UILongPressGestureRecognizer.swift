public import Foundation

/// A continuous recognizer for a finger held still: it begins once the finger has been down for
/// ``minimumPressDuration`` without moving farther than ``allowableMovement``.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the finger must be down, in seconds. Default: 0.5, as UIKit documents.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far, in points, the finger may move before the press fails. Default: 10, as UIKit documents.
  open var allowableMovement: CGFloat = 10
  /// The number of taps before the press. Default: 0.
  open var numberOfTapsRequired = 0
  /// The number of fingers needed. Default: 1.
  open var numberOfTouchesRequired = 1

  private var start: CGPoint?
  private var generation = 0

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    start = touches.first?.location(in: nil)
    generation += 1
    let current = generation
    simulation.mainQueue.enqueue(after: minimumPressDuration, label: "\(traceName) press timer") {
      [weak self] in
      guard let self, self.generation == current, self.state == .possible,
        !self.trackedTouches.isEmpty
      else { return }
      self.state = .began
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let point = touches.first?.location(in: nil) else { return }
    switch state {
    case .possible:
      if let start, hypot(point.x - start.x, point.y - start.y) > allowableMovement {
        state = .failed
      }
    case .began, .changed: state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .began, .changed: state = .cancelled
    case .possible: state = .failed
    default: break
    }
  }

  open override func reset() {
    super.reset()
    start = nil
    generation += 1
  }
}
