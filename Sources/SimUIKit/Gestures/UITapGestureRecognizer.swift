public import Foundation

/// A discrete recognizer for one or more taps (FIDELITY 14.2–14.4, 14.9).
///
/// It recognizes at the touch-up of the last required tap: `possible → ended`. A touch that moves
/// farther than ``allowableMovement`` makes it fail, and so does waiting longer than
/// ``GestureAssumptions/multipleTapInterval`` for the next tap.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The number of taps needed. Default: 1 (FIDELITY 14.2).
  open var numberOfTapsRequired = 1
  /// The number of fingers needed. Default: 1 (FIDELITY 14.2).
  open var numberOfTouchesRequired = 1
  /// How far, in points, a finger may move before the tap fails (the simulator's figure).
  open var allowableMovement: CGFloat = 10

  private var tapsSeen = 0
  private var start: CGPoint?
  private var waitGeneration = 0

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    waitGeneration += 1
    if start == nil { start = touches.first?.location(in: nil) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, let point = touches.first?.location(in: nil) else { return }
    if hypot(point.x - start.x, point.y - start.y) > allowableMovement { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    tapsSeen += 1
    if tapsSeen >= numberOfTapsRequired {
      state = .recognized
      return
    }
    // Waits for the next tap; fails if it does not come in time (FIDELITY 14.9).
    waitGeneration += 1
    let generation = waitGeneration
    let interval = simulation.assumptions.gestures.multipleTapInterval
    simulation.mainQueue.enqueue(
      after: interval, label: "\(traceName) waits for tap \(tapsSeen + 1)"
    ) { [weak self] in
      guard let self, self.waitGeneration == generation, self.state == .possible else { return }
      self.trace(.gesture, "no tap \(self.tapsSeen + 1) within \(interval)s")
      self.state = .failed
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  open override func reset() {
    super.reset()
    tapsSeen = 0
    start = nil
    waitGeneration += 1
  }

  /// Whether the recognizer is waiting for a further tap of a multiple tap.
  package var isWaitingForNextTap: Bool { tapsSeen > 0 && tapsSeen < numberOfTapsRequired }
}
