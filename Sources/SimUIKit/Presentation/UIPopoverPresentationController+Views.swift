import Foundation

extension UIPopoverPresentationController {
  /// Builds the popover's views: the clear dismissal view over the window, then the popover at the
  /// place ``placement(in:)`` chooses, with the presented view inside (FIDELITY 12.15, 12.17).
  package func buildPopoverContent(_ container: UITransitionView, presentedView: UIView) {
    let dismissal = _UIPopoverDismissalView(frame: container.bounds)
    dismissal.popoverController = self
    container.addSubview(dismissal)
    guard let window = presentingViewController.viewIfLoaded?.window else { return }
    let (direction, frame) = placement(in: window)
    arrowDirection = direction
    anchorFrame = anchorRect(in: window)
    popoverFrame = frame
    let popoverView = _UIPopoverView(frame: frame)
    popoverView.backgroundColor = .systemBackground
    presentedView.frame = popoverView.bounds
    popoverView.addSubview(presentedView)
    container.addSubview(popoverView)
    trace(
      .presentation,
      "popover at (\(frame.minX.compactDescription) \(frame.minY.compactDescription); \(frame.width.compactDescription) \(frame.height.compactDescription)), arrow \(direction)"
    )
  }
}
