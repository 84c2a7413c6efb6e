// The recognizer state machine with UIKit's checks (FIDELITY 14.3, 14.6, 14.8, 14.9).
extension GestureEnvironment {
  /// Handles a recognizer's request to change state, as `-[UIGestureRecognizer setState:]` does.
  func recognizer(_ recognizer: UIGestureRecognizer, requests newState: UIGestureRecognizer.State) {
    let old = recognizer.storedState
    guard inPlay.contains(where: { $0 === recognizer }) else {
      // A recognizer outside any touch sequence (set by hand in a test): store it as asked.
      recognizer.storedState = newState
      return
    }
    switch (old, newState) {
    case (.possible, .began), (.possible, .ended):
      guard recognizer.pendingState == nil else { return }
      attemptRecognition(of: recognizer, as: newState)
    case (.possible, .failed):
      fail(recognizer, because: nil)
    case (.began, .changed), (.changed, .changed):
      recognizer.storedState = .changed
      recognizer.sendActions()
    case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
      transition(recognizer, to: newState)
      recognizer.sendActions()
      releaseWithheld()
    case (.possible, .possible):
      return
    default:
      transition(recognizer, to: newState)
    }
  }

  /// Cancels or fails a recognizer whose `isEnabled` became false (FIDELITY 14.1).
  func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
    guard inPlay.contains(where: { $0 === recognizer }) else { return }
    switch recognizer.storedState {
    case .began, .changed:
      transition(recognizer, to: .cancelled, because: "isEnabled = false")
      recognizer.sendActions()
    case .possible:
      fail(recognizer, because: "isEnabled = false")
    default: break
    }
    recognizer.trackedTouches = []
    releaseWithheld()
  }

  // MARK: - Leaving possible

  private func attemptRecognition(
    of recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State
  ) {
    if let refusal = shouldBeginRefusal(of: recognizer) {
      fail(recognizer, because: refusal)
      return
    }
    resolve(recognizer, wanting: newState)
  }

  /// Asks the hit-test views, then the delegate, whether the recognizer may begin (FIDELITY 14.6):
  /// the views only when it cancels touches in its view (switchable), the delegate only if no view
  /// said no. Nil when it may; else the reason it may not.
  private func shouldBeginRefusal(of recognizer: UIGestureRecognizer) -> String? {
    let views = deliveries.filter { $0.recognizers.contains { $0 === recognizer } }.map(\.view)
    let asksViews =
      recognizer.cancelsTouchesInView
      || !simulation.assumptions.gestures.viewsAskedOnlyWhenCancellingTouches
    if asksViews {
      for view in views where !view.gestureRecognizerShouldBegin(recognizer) {
        return "\(view.objectName).gestureRecognizerShouldBegin → false"
      }
    }
    if let delegate = recognizer.delegate,
      !views.contains(where: { $0 === delegate }),
      !delegate.gestureRecognizerShouldBegin(recognizer)
    {
      return "delegate's gestureRecognizerShouldBegin → false"
    }
    return nil
  }

  /// Recognizes now, waits for the recognizers it requires to fail, or fails because one of them, or
  /// another that excludes it, has recognized (FIDELITY 14.8, 14.9).
  private func resolve(
    _ recognizer: UIGestureRecognizer, wanting newState: UIGestureRecognizer.State
  ) {
    let required = requirements(of: recognizer)
    if let winner = required.first(where: { $0.hasRecognized }) {
      fail(recognizer, because: "\(winner.traceName), which it requires to fail, recognized")
      return
    }
    if let excluder = inPlay.first(where: {
      $0 !== recognizer && $0.hasRecognized && prevents($0, recognizer)
    }) {
      fail(recognizer, because: "\(excluder.traceName) recognized first")
      return
    }
    if let waitedFor = required.first(where: { $0.storedState == .possible }) {
      recognizer.pendingState = newState
      recognizer.storedState = simulation.assumptions.gestures.waitingRecognizerState
      recognizer.trace(.gesture, "waits for \(waitedFor.traceName) to fail (require(toFail:))")
      return
    }
    recognizer.pendingState = nil
    recognize(recognizer, as: newState)
  }

  private func recognize(
    _ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State
  ) {
    if let refusal = contentRefusal(of: recognizer) {
      fail(recognizer, because: refusal)
      return
    }
    transition(recognizer, to: newState, from: .possible)
    for other in inPlay
    where other !== recognizer && (other.storedState == .possible || other.pendingState != nil)
      && prevents(recognizer, other)
    {
      fail(other, because: "\(recognizer.traceName) recognized", releasing: false)
    }
    let touched = deliveries.filter { $0.recognizers.contains { $0 === recognizer } && $0.isOpen }
    guard recognizer.cancelsTouchesInView, !touched.isEmpty else {
      recognizer.sendActions()
      releaseWithheld()
      return
    }
    let fingerUp = touched.allSatisfy { $0.touch.phase == .ended }
    if fingerUp && simulation.assumptions.gestures.recognizedAtTouchUpActsBeforeCancelling {
      recognizer.sendActions()
      cancelTouches(of: touched, by: recognizer)
    } else {
      cancelTouches(of: touched, by: recognizer)
      recognizer.sendActions()
    }
    releaseWithheld()
  }

  /// A scroll view's pan that would take a touch its content is already tracking: refused when the
  /// scroll view cannot cancel content touches or its `touchesShouldCancel(in:)` says no
  /// (FIDELITY 14.12).
  private func contentRefusal(of recognizer: UIGestureRecognizer) -> String? {
    guard let scrollView = recognizer.view as? UIScrollView,
      recognizer === scrollView.panGestureRecognizer
    else { return nil }
    for delivery in deliveries
    where delivery.start == .delivered && delivery.isOpen
      && delivery.recognizers.contains(where: { $0 === recognizer })
    {
      if !scrollView.canCancelContentTouches {
        return
          "\(scrollView.objectName).canCancelContentTouches is false and \(delivery.view.objectName) has the touch"
      }
      if !scrollView.touchesShouldCancel(in: delivery.view) {
        return
          "\(scrollView.objectName).touchesShouldCancel(in: \(delivery.view.objectName)) → false"
      }
    }
    return nil
  }

  private func cancelTouches(of deliveries: [ViewTouchDelivery], by recognizer: UIGestureRecognizer)
  {
    for delivery in deliveries where delivery.isOpen {
      switch delivery.start {
      case .withheld:
        delivery.start = .never
        delivery.finish = .cancelled
        trace(
          delivery.view,
          "never sees the touch: \(recognizer.traceName) recognized while its touchesBegan was withheld"
        )
      case .delivered:
        delivery.finish = .cancelled
        trace(
          delivery.view,
          "touchesCancelled: \(recognizer.traceName) recognized (cancelsTouchesInView)")
        delivery.view.touchesCancelled([delivery.touch], with: delivery.event)
      case .never:
        break
      }
    }
  }

  // MARK: - Failing

  /// Fails a recognizer, lets those waiting for it recognize, and (unless `releasing` is false,
  /// while another recognizer is taking the touches) delivers what no longer waits.
  func fail(_ recognizer: UIGestureRecognizer, because reason: String?, releasing: Bool = true) {
    guard recognizer.storedState == .possible || recognizer.pendingState != nil else { return }
    recognizer.pendingState = nil
    transition(recognizer, to: .failed, because: reason)
    // Recognizers waiting for this one may now recognize (FIDELITY 14.9).
    for waiting in inPlay where waiting.pendingState != nil {
      let required = requirements(of: waiting)
      guard required.contains(where: { $0 === recognizer }) else { continue }
      if required.allSatisfy({ $0.storedState == .failed || !isInPlay($0) }) {
        let wanted = waiting.pendingState ?? .ended
        waiting.pendingState = nil
        waiting.storedState = .possible
        resolve(waiting, wanting: wanted)
      }
    }
    if releasing { releaseWithheld() }
  }

  // MARK: - Relations

  /// The recognizers `recognizer` must wait for: `require(toFail:)`, and the delegates' answers.
  private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    var found = recognizer.failureRequirements.compactMap(\.recognizer).filter(isInPlay)
    for other in inPlay where other !== recognizer && !found.contains(where: { $0 === other }) {
      let asked =
        recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
      if asked { found.append(other) }
    }
    return found
  }

  /// Whether `winner` recognizing stops `other` (FIDELITY 14.8): unless either delegate allows
  /// both at once.
  private func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
    if winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true
    {
      return false
    }
    if requirements(of: other).contains(where: { $0 === winner }) { return true }
    return winner.canPrevent(other) && other.canBePrevented(by: winner)
  }

  private func isInPlay(_ recognizer: UIGestureRecognizer) -> Bool {
    inPlay.contains { $0 === recognizer }
  }

  private func transition(
    _ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State,
    from old: UIGestureRecognizer.State? = nil, because reason: String? = nil
  ) {
    let previous = old ?? recognizer.storedState
    recognizer.storedState = newState
    let suffix = reason.map { ": \($0)" } ?? ""
    recognizer.trace(.gesture, "\(previous) → \(newState)\(suffix)")
  }
}

extension UIGestureRecognizer {
  /// Whether the recognizer has recognized (or begun) in the current event sequence.
  var hasRecognized: Bool {
    pendingState == nil && [.began, .changed, .ended].contains(storedState)
  }
}
