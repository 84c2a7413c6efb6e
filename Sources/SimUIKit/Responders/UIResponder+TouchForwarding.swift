import Foundation

/// Which of the four touch methods a forwarded call is.
package enum TouchForwardingPhase: Sendable {
  case began, moved, ended, cancelled
}

// UIResponder's default touch methods pass the touches to `next` (FIDELITY 1.10). Each pass is a
// call inside the previous one, as in UIKit, up to a depth no app reaches; beyond it the walk goes on
// in a loop, so that a touch on the tip of a 100,000-deep chain cannot overflow the stack.
extension UIResponder {
  /// How many forwarded touch calls may nest before the walk continues in a loop.
  ///
  /// Below this depth, a subclass's code after `super.touchesBegan(_:with:)` runs after the
  /// responders above it have handled the touch, as in UIKit; beyond it, such code runs first.
  public static let maximumNestedTouchForwarding = 1_000

  private static var touchForwardingDepth = 0
  private static var deferredTouchForwards:
    [(responder: UIResponder, phase: TouchForwardingPhase, touches: Set<UITouch>, event: UIEvent?)] =
      []

  /// Passes the touches to `next`, nesting the call, or deferring it to the outermost forwarding
  /// call once ``maximumNestedTouchForwarding`` calls are nested.
  package func forwardTouches(
    _ phase: TouchForwardingPhase, _ touches: Set<UITouch>, with event: UIEvent?
  ) {
    guard let next else { return }
    if UIResponder.touchForwardingDepth >= UIResponder.maximumNestedTouchForwarding {
      UIResponder.deferredTouchForwards.append((next, phase, touches, event))
      return
    }
    UIResponder.touchForwardingDepth += 1
    next.deliverTouches(phase, touches, with: event)
    let isOutermost = UIResponder.touchForwardingDepth == 1
    if isOutermost {
      while let deferred = UIResponder.deferredTouchForwards.popLast() {
        deferred.responder.deliverTouches(deferred.phase, deferred.touches, with: deferred.event)
      }
    }
    UIResponder.touchForwardingDepth -= 1
  }

  private func deliverTouches(
    _ phase: TouchForwardingPhase, _ touches: Set<UITouch>, with event: UIEvent?
  ) {
    switch phase {
    case .began: touchesBegan(touches, with: event)
    case .moved: touchesMoved(touches, with: event)
    case .ended: touchesEnded(touches, with: event)
    case .cancelled: touchesCancelled(touches, with: event)
    }
  }
}
