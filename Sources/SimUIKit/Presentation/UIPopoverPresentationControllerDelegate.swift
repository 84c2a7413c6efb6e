public import Foundation

/// The delegate of a popover: the adaptive delegate's methods, plus the popover's own (FIDELITY
/// 12.18).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called at the start of the popover's presentation, before UIKit checks its anchor: the last
  /// moment to set one (FIDELITY 12.15). Not called when the popover adapted (FIDELITY 12.10).
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
  /// Called when a rotation or a window resize may move the popover's anchor, before the popover is
  /// placed again: `rect` (in `view`'s coordinates) and `view` hold the anchor, and what the
  /// delegate leaves in them becomes `sourceRect` and `sourceView` (FIDELITY 12.18). When UIKit calls
  /// it is an assumption: after each rotation or resize, for popovers anchored to a view.
  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: AutoreleasingUnsafeMutablePointer<UIView>)
  /// Deprecated in iOS 13 for `presentationControllerShouldDismiss(_:)`, and asked only when the
  /// delegate does not implement that (FIDELITY 12.18).
  func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool
  /// Deprecated in iOS 13 for `presentationControllerDidDismiss(_:)`, and sent only when the
  /// delegate does not implement that (FIDELITY 12.18).
  func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  /// Not implemented.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {
    DelegateImplementationProbe.noteDefaultUsed()
  }

  /// Not implemented.
  public func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: AutoreleasingUnsafeMutablePointer<UIView>
  ) {
    DelegateImplementationProbe.noteDefaultUsed()
  }

  /// Not implemented.
  public func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool {
    DelegateImplementationProbe.noteDefaultUsed()
    return true
  }

  /// Not implemented.
  public func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {
    DelegateImplementationProbe.noteDefaultUsed()
  }
}
