public import Foundation

/// A continuous recognizer for a dragging finger: it begins once the finger has moved
/// ``GestureAssumptions/panHysteresis`` points, then reports changes until the finger lifts.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that can pan. Default: 1.
  open var minimumNumberOfTouches = 1
  /// The most fingers that can pan. Default: unlimited.
  open var maximumNumberOfTouches = Int.max

  private var start: CGPoint?
  private var translationOrigin: CGPoint = .zero
  private var samples: [(time: TimeInterval, point: CGPoint)] = []

  /// The distance the finger moved since the gesture began (or since the last
  /// ``setTranslation(_:in:)``), in `view`'s coordinate directions.
  public func translation(in view: UIView?) -> CGPoint {
    guard let start, let touch = trackedTouches.first ?? lastTouch else { return .zero }
    let point = touch.location(in: nil)
    return CGPoint(
      x: point.x - start.x + translationOrigin.x, y: point.y - start.y + translationOrigin.y)
  }

  /// Sets the translation the next reading starts from.
  public func setTranslation(_ translation: CGPoint, in view: UIView?) {
    start = (trackedTouches.first ?? lastTouch)?.location(in: nil)
    translationOrigin = translation
  }

  /// The finger's velocity in points per second, from the last two moves on the virtual clock.
  public func velocity(in view: UIView?) -> CGPoint {
    guard samples.count >= 2 else { return .zero }
    let last = samples[samples.count - 1]
    let previous = samples[samples.count - 2]
    let interval = last.time - previous.time
    guard interval > 0 else { return .zero }
    return CGPoint(
      x: (last.point.x - previous.point.x) / interval,
      y: (last.point.y - previous.point.y) / interval)
  }

  private var lastTouch: UITouch?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    lastTouch = touch
    start = touch.location(in: nil)
    samples = [(touch.timestamp, touch.location(in: nil))]
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, let start else { return }
    let point = touch.location(in: nil)
    samples.append((touch.timestamp, point))
    if samples.count > 2 { samples.removeFirst(samples.count - 2) }
    switch state {
    case .possible:
      let hysteresis = simulation.assumptions.gestures.panHysteresis
      if hypot(point.x - start.x, point.y - start.y) >= hysteresis { state = .began }
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
    lastTouch = nil
    translationOrigin = .zero
    samples = []
  }
}
