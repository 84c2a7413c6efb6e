package import Foundation

/// The touch pipeline of a simulation: it offers each touch to the recognizers along the hit-test
/// view's superview chain before the view (FIDELITY 14.1), runs their state machine with UIKit's
/// checks (14.3, 14.6–14.9), and cancels, delays or delivers the view's touches accordingly (14.4,
/// 14.5, 14.12). Every state change, and every touch withheld or cancelled, is traced with its reason.
@MainActor
package final class GestureEnvironment {
  unowned let simulation: Simulation
  /// The recognizers taking part in the current event sequence, deepest view first.
  package private(set) var inPlay: [UIGestureRecognizer] = []
  /// The fingers of the current event sequence and their views.
  package private(set) var deliveries: [ViewTouchDelivery] = []
  /// Whether a finger's touch is being handed to its recognizers: the sequence cannot end meanwhile.
  private var isDispatching = false

  init(simulation: Simulation) {
    self.simulation = simulation
  }

  // MARK: - Touches from the hand

  /// Puts a finger down at `point` of `window`: hit-tests, offers the touch to the recognizers, then
  /// to the view unless a recognizer or a scroll view delays it. Nil when nothing was hit.
  /// `root` is a window, or the top view of a tree outside any window (a rebuilt dump); `point` is
  /// in its coordinates.
  package func touchDown(at point: CGPoint, in root: UIView, tapCount: Int = 1)
    -> ViewTouchDelivery?
  {
    guard let hit = root.hitTest(point, with: nil) else { return nil }
    let touch = UITouch(
      view: hit, window: root as? UIWindow ?? root.window, location: point, tapCount: tapCount)
    let event = UIEvent(touches: [touch])
    let delivery = ViewTouchDelivery(touch: touch, event: event, view: hit)
    deliveries.append(delivery)
    for recognizer in recognizers(along: hit) where admits(recognizer, touch, event) {
      if !inPlay.contains(where: { $0 === recognizer }) { inPlay.append(recognizer) }
      delivery.recognizers.append(recognizer)
      recognizer.trackedTouches.append(touch)
      recognizer.touchesBegan([touch], with: event)
    }
    if let delayer = delivery.recognizers.first(where: {
      $0.delaysTouchesBegan && $0.storedState == .possible
    }) {
      delivery.start = .withheld
      trace(hit, "touchesBegan withheld: \(delayer.traceName) is possible (delaysTouchesBegan)")
    } else if let scrollView = holdingScrollView(for: delivery) {
      delivery.start = .withheld
      delivery.holdingScrollView = scrollView
      let delay = simulation.assumptions.gestures.scrollViewTouchDelay
      trace(hit, "touchesBegan held back by \(scrollView.objectName) (delaysContentTouches)")
      simulation.mainQueue.enqueue(after: delay, label: "\(scrollView.objectName) touch delay") {
        [weak self, weak delivery] in
        guard let self, let delivery, delivery.start == .withheld, delivery.finish == .fingerDown,
          delivery.holdingScrollView != nil
        else { return }
        delivery.holdingScrollView = nil
        self.releaseWithheld()
      }
    } else if delivery.start == .delivered, delivery.isOpen {
      hit.touchesBegan([touch], with: event)
    }
    return delivery
  }

  /// Moves a finger: its recognizers, then its view if the view has the touch.
  package func move(_ delivery: ViewTouchDelivery, to point: CGPoint) {
    delivery.touch.move(to: point, phase: .moved, at: simulation.now)
    for recognizer in delivery.recognizers where recognizer.isTracking(delivery.touch) {
      recognizer.touchesMoved([delivery.touch], with: delivery.event)
    }
    if delivery.start == .delivered, delivery.isOpen {
      delivery.view.touchesMoved([delivery.touch], with: delivery.event)
    }
  }

  /// Lifts a finger: its recognizers first, then its view, whose `touchesEnded` is withheld while a
  /// recognizer that delays it may still recognize (FIDELITY 14.4).
  package func lift(_ delivery: ViewTouchDelivery) {
    delivery.touch.move(to: delivery.touch.location(in: nil), phase: .ended, at: simulation.now)
    isDispatching = true
    for recognizer in delivery.recognizers where recognizer.isTracking(delivery.touch) {
      recognizer.touchesEnded([delivery.touch], with: delivery.event)
      recognizer.trackedTouches.removeAll { $0 === delivery.touch }
    }
    isDispatching = false
    if delivery.finish == .fingerDown { delivery.finish = .withheld }
    delivery.holdingScrollView = nil
    releaseWithheld(tracing: true)
  }

  // MARK: - Who sees a touch

  /// The enabled recognizers of `view` and its ancestors up to the window, deepest first
  /// (FIDELITY 14.1, 14.8).
  private func recognizers(along view: UIView) -> [UIGestureRecognizer] {
    var found: [UIGestureRecognizer] = []
    var current: UIView? = view
    while let candidate = current {
      for recognizer in candidate.gestureRecognizers ?? [] where recognizer.isEnabled {
        found.append(recognizer)
      }
      current = candidate.superview
    }
    return found
  }

  /// Whether `recognizer` takes the new touch: it is waiting to recognize, and its delegate does not
  /// refuse the event or the touch (FIDELITY 14.7).
  private func admits(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool
  {
    guard recognizer.storedState == .possible else { return false }
    if let delegate = recognizer.delegate {
      if !delegate.gestureRecognizer(recognizer, shouldReceive: event) {
        recognizer.trace(.gesture, "delegate refused the event")
        return false
      }
      if !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
        recognizer.trace(
          .gesture,
          "delegate refused the touch on \(touch.view?.objectName.description ?? "nothing")")
        return false
      }
    }
    return true
  }

  private func holdingScrollView(for delivery: ViewTouchDelivery) -> UIScrollView? {
    for recognizer in delivery.recognizers {
      guard let scrollView = recognizer.view as? UIScrollView,
        recognizer === scrollView.panGestureRecognizer, scrollView.delaysContentTouches,
        recognizer.storedState == .possible
      else { continue }
      return scrollView
    }
    return nil
  }

  // MARK: - Withheld touches

  /// Delivers withheld starts and ends whose recognizers no longer delay them, and ends the event
  /// sequence when nothing is left to wait for.
  func releaseWithheld(tracing: Bool = false) {
    for delivery in deliveries where delivery.isOpen {
      if delivery.start == .withheld {
        if let delayer = delivery.recognizers.first(where: {
          $0.delaysTouchesBegan && $0.storedState == .possible
        }) {
          if tracing, delivery.finish == .withheld {
            trace(
              delivery.view,
              "touches withheld: \(delayer.traceName) is still possible (delaysTouchesBegan)")
          }
          continue
        }
        if delivery.holdingScrollView != nil { continue }
        delivery.start = .delivered
        delivery.view.touchesBegan([delivery.touch], with: delivery.event)
        guard delivery.isOpen else { continue }
      }
      guard delivery.finish == .withheld else { continue }
      if let delayer = delivery.recognizers.first(where: {
        $0.delaysTouchesEnded && $0.storedState == .possible || $0.pendingState != nil
      }) {
        if tracing {
          trace(
            delivery.view,
            "touchesEnded withheld: \(delayer.traceName) may still recognize (delaysTouchesEnded)")
        }
        continue
      }
      delivery.finish = .delivered
      delivery.view.touchesEnded([delivery.touch], with: delivery.event)
    }
    endSequenceIfOver()
  }

  /// Lets go of every finger and recognizer of the current sequence, as a teardown must: a touch
  /// still down holds its view, and through it the simulation.
  package func releaseAll() {
    for recognizer in inPlay {
      recognizer.storedState = .possible
      recognizer.pendingState = nil
      recognizer.trackedTouches = []
      // NB: a pan keeps its last touch until it is reset.
      recognizer.reset()
    }
    inPlay = []
    deliveries = []
  }

  /// Resets every recognizer once no finger is down and none waits (FIDELITY 14.3).
  private func endSequenceIfOver() {
    guard !isDispatching else { return }
    guard deliveries.allSatisfy({ $0.touch.phase == .ended || $0.touch.phase == .cancelled })
    else { return }
    guard !inPlay.contains(where: { $0.isWaitingAfterTouches }) else { return }
    guard !deliveries.contains(where: { $0.isOpen }) else { return }
    let recognizers = inPlay
    inPlay = []
    deliveries = []
    for recognizer in recognizers {
      if recognizer.storedState != .possible {
        recognizer.trace(.gesture, "\(recognizer.storedState) → possible (reset)")
      }
      recognizer.storedState = .possible
      recognizer.pendingState = nil
      recognizer.trackedTouches = []
      recognizer.reset()
    }
  }

  func trace(_ view: UIView, _ message: String) {
    view.trace(.gesture, message)
  }
}

extension UIGestureRecognizer {
  func isTracking(_ touch: UITouch) -> Bool {
    trackedTouches.contains { $0 === touch }
  }

  /// Whether the recognizer keeps the event sequence open after its touches ended: it waits for
  /// another recognizer to fail, or for a further tap.
  var isWaitingAfterTouches: Bool {
    guard storedState == .possible || pendingState != nil else { return false }
    if pendingState != nil { return true }
    return (self as? UITapGestureRecognizer)?.isWaitingForNextTap == true
  }
}
