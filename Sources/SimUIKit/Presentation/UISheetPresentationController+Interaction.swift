public import Foundation

/// One drag of a sheet by the user, from touch-down to release (FIDELITY 4.2–4.4, 6.8).
@MainActor
package struct SheetDrag {
  package enum Phase: Equatable {
    /// Above the smallest detent, or below it before anything was decided.
    case tracking
    /// Below the smallest detent with an interactive dismissal under way (4.2).
    case dismissing
    /// Below the smallest detent with the dismissal refused: the sheet rubber-bands (4.4).
    case refused
  }

  package let startTop: CGFloat
  package var translation: CGFloat = 0
  package var phase: Phase = .tracking
  /// The rubber-band stretch reached since the refusal, as a fraction of its maximum extent.
  package var maximumStretch: CGFloat = 0
  /// False when the refusal came from the sheet presenting another controller (4.7), which is no
  /// attempt to dismiss.
  package var refusalCountsAsAttempt = true
  package var transition: PresentationTransition?
}

extension UISheetPresentationController {
  /// The fraction of the rubber-band extent a refused drag must reach for
  /// `presentationControllerDidAttemptToDismiss` to be sent (FIDELITY 4.4: about 25 %).
  public static let attemptStretchThreshold: CGFloat = 0.25

  /// How far past the smallest detent, as a fraction of its height, a released interactive dismissal
  /// must be projected to finish rather than spring back (an assumption; FIDELITY 6.8 leaves the
  /// projection unconfirmed).
  public static let dismissalCompletionThreshold: CGFloat = 0.5

  /// How many seconds of release velocity are added to the position to project where the sheet lands
  /// (an assumption; FIDELITY 6.8).
  public static let velocityProjectionTime: CGFloat = 0.2

  /// The sheet's top edge while the finger holds it, after rubber-banding: below the smallest
  /// detent when the dismissal was refused (FIDELITY 4.4), and above the largest detent with the
  /// same curve, or stopped there (``GestureAssumptions/sheetAboveLargestDetent``, FIDELITY 14.19).
  package var draggedTop: CGFloat? {
    guard let drag else { return nil }
    let raw = drag.startTop + drag.translation
    let highest = largestDetentTop
    if raw < highest {
      switch simulation.assumptions.gestures.sheetAboveLargestDetent {
      case .rubberBands: return highest - rubberBandStretch(for: highest - raw)
      case .stops: return highest
      }
    }
    let limit = smallestDetentTop
    guard drag.phase == .refused, raw > limit else { return raw }
    return limit + rubberBandStretch(for: raw - limit)
  }

  private var smallestDetentTop: CGFloat {
    top(forHeight: activeDetents.first?.height ?? resolutionContext.maximumDetentValue)
  }

  private var rubberBandExtent: CGFloat {
    max(1, activeDetents.first?.height ?? resolutionContext.maximumDetentValue)
  }

  /// UIKit's rubber-band curve: the stretch approaches the extent as the finger goes on pulling.
  private func rubberBandStretch(for overflow: CGFloat) -> CGFloat {
    let extent = rubberBandExtent
    return (1 - 1 / (overflow * 0.55 / extent + 1)) * extent
  }

  // MARK: - The drag

  /// The finger touches the sheet; `note`, if any, is added to the trace line (how it touched).
  package func beginUserDrag(note: String? = nil) {
    guard containerView != nil else { return }
    drag = SheetDrag(startTop: top(forHeight: restingHeight))
    trace(.gesture, note.map { "drag began \($0)" } ?? "drag began")
  }

  /// The finger moved: `translation` points down from where it touched (negative is up).
  package func moveUserDrag(to translation: CGFloat) {
    guard var drag else { return }
    drag.translation = translation
    let raw = drag.startTop + translation
    let below = raw > smallestDetentTop
    switch (drag.phase, below) {
    case (.tracking, true):
      // First dip below the smallest detent in this stretch of the drag (4.2).
      if isPresentingOverSheet {
        drag.phase = .refused
        drag.refusalCountsAsAttempt = false
      } else if shouldDismissByDragging() {
        drag.phase = .dismissing
        self.drag = drag
        drag.transition = presentingViewController.performDismissal(
          animated: true, interactive: self, completion: nil)
      } else {
        drag.phase = .refused
        trace(.gesture, "dismissal refused: rubber-banding")
      }
    case (.dismissing, false):
      // Back above the detent with the finger down: the transition is cancelled (4.3).
      drag.transition?.cancel()
      drag.transition = nil
      drag.phase = .tracking
    case (.refused, false):
      // Back above the detent: the attempt is forgotten (4.4).
      drag.phase = .tracking
      drag.maximumStretch = 0
    default:
      break
    }
    if drag.phase == .refused, below {
      drag.maximumStretch = max(
        drag.maximumStretch, rubberBandStretch(for: raw - smallestDetentTop) / rubberBandExtent)
    }
    self.drag = drag
    layoutSheet(top: draggedTop)
  }

  /// The finger lifts, moving at `velocity` points per second (positive is down).
  package func endUserDrag(velocity: CGFloat = 0) {
    guard let drag else { return }
    self.drag = nil
    trace(.gesture, "drag ended")
    let raw = drag.startTop + drag.translation
    switch drag.phase {
    case .dismissing:
      let overflow = raw + velocity * Self.velocityProjectionTime - smallestDetentTop
      if overflow >= rubberBandExtent * Self.dismissalCompletionThreshold {
        simulation.mainQueue.enqueue(
          after: PresentationTransition.duration / 2, label: "interactive dismissal finishes"
        ) { drag.transition?.finish() }
      } else {
        drag.transition?.cancel()
        layoutSheet()
      }
    case .refused:
      layoutSheet()
      if drag.refusalCountsAsAttempt, drag.maximumStretch > Self.attemptStretchThreshold {
        // Dispatched asynchronously on the main queue after release (4.4).
        simulation.mainQueue.enqueue(label: "presentationControllerDidAttemptToDismiss") {
          [weak self] in
          self?.sendDidAttemptToDismiss()
        }
      } else {
        trace(.gesture, "refused drag too short for an attempt (FIDELITY 4.4)")
      }
    case .tracking:
      settle(projectedTop: raw + velocity * Self.velocityProjectionTime)
    }
  }

  /// Picks the detent nearest to where the sheet would land and tells the delegate if the user
  /// changed it (FIDELITY 6.5, 6.8).
  private func settle(projectedTop: CGFloat) {
    let active = activeDetents
    guard !active.isEmpty else { return }
    let nearest = active.min {
      abs(top(forHeight: $0.height) - projectedTop) < abs(top(forHeight: $1.height) - projectedTop)
    }
    let previous = currentDetentIdentifier
    guard let landing = nearest?.identifier else { return }
    if landing != previous {
      selectedDetentIdentifier = landing
      sendDidChangeSelectedDetentIdentifier()
    } else {
      layoutSheet()
    }
  }

  private func sendDidChangeSelectedDetentIdentifier() {
    guard let delegate = delegate as? any UISheetPresentationControllerDelegate else { return }
    let (_, implemented) = DelegateImplementationProbe.call {
      delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
    if implemented {
      trace(.delegate, "sheetPresentationControllerDidChangeSelectedDetentIdentifier")
    }
  }

  /// Whether the sheet's controller presents a controller that is appearing or has appeared: then it
  /// cannot be dragged away, and no delegate is asked (FIDELITY 4.7).
  private var isPresentingOverSheet: Bool {
    guard let child = presentedViewController.presentedChild, child.isAppearedOrAppearing else {
      return false
    }
    trace(
      .gesture, "sheet is presenting \(child.objectName): cannot be dragged away (FIDELITY 4.7)")
    return true
  }

  /// `_shouldDismissByDragging` (FIDELITY 4.2, 4.7): the sheet is not presenting anything that is
  /// appearing or has appeared, and `_shouldDismiss` agrees.
  private func shouldDismissByDragging() -> Bool {
    !isPresentingOverSheet && shouldDismiss()
  }

  // MARK: - The dimming view

  /// A tap on the dimming view (FIDELITY 4.8, an assumption switched by
  /// ``FidelityAssumptions/dimmingTapDismissesSheet``): ignored while the sheet is at its full height,
  /// as on a phone; below it, and around a tablet's form or page sheet (FIDELITY 4.6 speaks of a tap
  /// outside a form sheet on iPad), `_shouldDismiss` decides: the sheet dismisses like a drag, or,
  /// refused, moves to the largest undimmed detent if one is set and reports the attempt.
  package func dimmingViewWasTapped() {
    trace(.gesture, "dimming view tapped")
    guard simulation.assumptions.dimmingTapDismissesSheet, drag == nil else { return }
    let atFullHeight: Bool
    switch sheetLayout {
    case .edgeAttached: atFullHeight = restingHeight >= resolutionContext.maximumDetentValue
    case .fixed(let frame): atFullHeight = frame.size == (containerView?.bounds.size ?? .zero)
    }
    guard !atFullHeight else {
      trace(.gesture, "dimming ignores touches at the full height")
      return
    }
    if shouldDismissByDragging() {
      let transition = presentingViewController.performDismissal(
        animated: true, interactive: self, completion: nil)
      simulation.mainQueue.enqueue(
        after: PresentationTransition.duration, label: "dimming-tap dismissal finishes"
      ) { transition?.finish() }
    } else {
      if let undimmed = largestUndimmedDetentIdentifier { selectedDetentIdentifier = undimmed }
      simulation.mainQueue.enqueue(label: "presentationControllerDidAttemptToDismiss") {
        [weak self] in
        self?.sendDidAttemptToDismiss()
      }
    }
  }
}
