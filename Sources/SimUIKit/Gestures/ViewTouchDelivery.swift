/// One finger's delivery to its hit-test view: what the view has been told so far, and what the
/// window is withholding from it (FIDELITY 14.4, 14.5, 14.12).
@MainActor
package final class ViewTouchDelivery {
  /// What the view has had of the touch's start.
  package enum Start: Equatable {
    /// `touchesBegan` is withheld; the reason is traced.
    case withheld
    /// `touchesBegan` was delivered.
    case delivered
    /// The view will never see the touch: a recognizer recognized while its start was withheld.
    case never
  }

  /// What the view has had of the touch's end.
  package enum Finish: Equatable {
    /// The finger is still down.
    case fingerDown
    /// The finger lifted; `touchesEnded` is withheld.
    case withheld
    /// `touchesEnded` was delivered.
    case delivered
    /// `touchesCancelled` was delivered (or nothing, if the start never was).
    case cancelled
  }

  package let touch: UITouch
  package let event: UIEvent
  package let view: UIView
  /// The recognizers that received the touch, deepest view first.
  package var recognizers: [UIGestureRecognizer] = []
  package var start: Start = .delivered
  package var finish: Finish = .fingerDown
  /// The scroll view holding back the touch-down from its content (FIDELITY 14.12), if any.
  package weak var holdingScrollView: UIScrollView?

  init(touch: UITouch, event: UIEvent, view: UIView) {
    self.touch = touch
    self.event = event
    self.view = view
  }

  /// Whether the view may still be told anything about the touch.
  package var isOpen: Bool { finish != .delivered && finish != .cancelled && start != .never }
}
