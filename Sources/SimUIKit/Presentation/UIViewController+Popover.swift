import Foundation

extension UIKitFault {
  /// The exception UIKit raises for a popover without an anchor (FIDELITY 12.16).
  public static let generic = "NSGenericException"
}

extension UIViewController {
  /// The popover presentation controller that manages this controller or its nearest presented
  /// ancestor: made on demand when the style is `.popover`, nil for any other style (FIDELITY
  /// 12.14). After the popover adapted, it still answers the popover (an assumption, 12.14).
  public var popoverPresentationController: UIPopoverPresentationController? {
    var candidate: UIViewController? = self
    while let controller = candidate {
      if let stored = controller.storedPresentationController {
        if let popover = stored as? UIPopoverPresentationController { return popover }
        if let popover = stored.adaptedFrom as? UIPopoverPresentationController { return popover }
        if controller.presentingParent != nil { return nil }
      }
      candidate = controller.parent
    }
    guard modalPresentationStyle == .popover else { return nil }
    return presentationController as? UIPopoverPresentationController
  }

  /// The controller and presentation controller a presentation uses: an action sheet takes its
  /// compact form where UIKit uses it (FIDELITY 12.25), the delegate's adaptation applies (12.7–12.10),
  /// and a popover that presents as one is prepared and must have an anchor (12.15, 12.16). Nil when
  /// the presentation is refused; the fault is recorded.
  package func resolvePresentation(
    with proposed: UIPresentationController, presenter: UIViewController, window: UIWindow
  ) -> (UIViewController, UIPresentationController)? {
    let traits = proposed.evaluatedTraits(inWindowTraits: window.traitCollection)
    if proposed is _UIAlertControllerActionSheetRegularPresentationController,
      traits.userInterfaceIdiom != .pad || traits.horizontalSizeClass == .compact
    {
      let compact = _UIAlertControllerActionSheetCompactPresentationController(
        presentedViewController: self, presenting: nil)
      return (self, replace(proposed, with: compact))
    }
    let (shown, controller) = proposed.resolveAdaptation(for: traits)
    guard let popover = controller as? UIPopoverPresentationController else {
      return (shown, controller)
    }
    popover.sendPrepareForPopoverPresentation()
    guard !popover.hasAnchor else { return (shown, popover) }
    if let alert = self as? UIAlertController {
      if simulation.assumptions.anchorlessActionSheet == .presentAsAlert {
        trace(
          .presentation, "action sheet without an anchor presented as an alert (FIDELITY 12.25)")
        let alertPresentation = _UIAlertControllerAlertPresentationController(
          presentedViewController: self, presenting: nil)
        return (self, replace(popover, with: alertPresentation))
      }
      simulation.record(
        UIKitFault(
          exceptionName: UIKitFault.generic,
          reason:
            "Your application has presented a UIAlertController (\(alert.objectName.uikitDescription)) of style UIAlertControllerStyleActionSheet from \(presenter.className) (\(presenter.objectName.uikitDescription)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.",
          fix:
            "set alert.popoverPresentationController?.sourceView (and sourceRect) or barButtonItem before presenting."
        ))
      return nil
    }
    simulation.record(popover.missingAnchorFault)
    return nil
  }

  private func replace(
    _ controller: UIPresentationController, with made: UIPresentationController
  ) -> UIPresentationController {
    made.presentationStyle = .custom
    made.delegate = controller.delegate
    storedPresentationController = made
    return made
  }
}

extension UIPopoverPresentationController {
  /// `prepareForPopoverPresentation(_:)`, sent at the start of the popover's own presentation, where
  /// the delegate may still set the anchor (FIDELITY 12.15).
  package func sendPrepareForPopoverPresentation() {
    guard let delegate = delegate as? any UIPopoverPresentationControllerDelegate else { return }
    let (_, implemented) = DelegateImplementationProbe.call {
      delegate.prepareForPopoverPresentation(self)
    }
    if implemented { trace(.delegate, "prepareForPopoverPresentation") }
  }

  /// UIKit's exception for a popover that presents as one without an anchor (FIDELITY 12.16).
  package var missingAnchorFault: UIKitFault {
    UIKitFault(
      exceptionName: UIKitFault.generic,
      reason:
        "UIPopoverPresentationController (\(objectName.uikitDescription)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.",
      fix:
        "set popoverPresentationController?.sourceView, sourceItem or barButtonItem before presenting, or in prepareForPopoverPresentation(_:)."
    )
  }
}
