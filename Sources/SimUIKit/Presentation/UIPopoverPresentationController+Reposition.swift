import Foundation

#if !_runtime(_ObjC)
  /// The pointer through which UIKit hands a popover's anchor view to
  /// `popoverPresentationController(_:willRepositionPopoverTo:in:)` (FIDELITY 12.18). Apple's
  /// standard library has it; on Linux, where the Swift runtime has no Objective-C, the simulator
  /// supplies one with the same use: read and write `pointee`.
  public struct AutoreleasingUnsafeMutablePointer<Pointee> {
    private let storage: UnsafeMutablePointer<Pointee>

    /// A pointer to the memory `pointer` points to.
    public init(_ pointer: UnsafeMutablePointer<Pointee>) {
      storage = pointer
    }

    /// The value pointed to.
    public var pointee: Pointee {
      get { storage.pointee }
      nonmutating set { storage.pointee = newValue }
    }
  }
#endif

// A popover after a rotation or a window resize (FIDELITY 12.18): the delegate may move the anchor
// in `popoverPresentationController(_:willRepositionPopoverTo:in:)`, then the popover is placed
// again for the anchor's new place (FIDELITY 12.15, 12.17).
extension UIPopoverPresentationController {
  /// Asks the delegate where the anchor is now, for a popover anchored to a view, and places the
  /// popover again. The call for every rotation and resize, and none for a bar-button anchor, are
  /// assumptions (FIDELITY 12.18 lists the method, not when it comes).
  package func repositionAfterWindowChange() {
    guard onScreenPopoverView != nil else { return }
    askDelegateToReposition()
    placeAgain()
  }

  /// The popover's view while this popover is on screen.
  private var onScreenPopoverView: _UIPopoverView? {
    guard let container = containerView as? UITransitionView,
      container.presentationController === self, container.window != nil
    else { return nil }
    return container.subviews.lazy.compactMap { $0 as? _UIPopoverView }.first
  }

  /// Places the popover again for its anchor and content size now (FIDELITY 12.15, 12.17).
  package func placeAgain() {
    guard let popoverView = onScreenPopoverView, let window = popoverView.window else { return }
    let (direction, frame) = placement(in: window)
    arrowDirection = direction
    anchorFrame = anchorRect(in: window)
    guard frame != popoverFrame else { return }
    popoverFrame = frame
    popoverView.frame = frame
    popoverView.subviews.first?.frame = popoverView.bounds
    trace(
      .presentation,
      "popover moves to (\(frame.minX.compactDescription) \(frame.minY.compactDescription); \(frame.width.compactDescription) \(frame.height.compactDescription)), arrow \(direction)"
    )
  }

  private func askDelegateToReposition() {
    let itemView = sourceItem as? UIView
    guard let anchorView = itemView ?? sourceView,
      let delegate = delegate as? any UIPopoverPresentationControllerDelegate
    else { return }
    let originalRect = sourceRect.isNull ? anchorView.bounds : sourceRect
    var rect = originalRect
    var view = anchorView
    let (_, implemented) = DelegateImplementationProbe.call {
      #if _runtime(_ObjC)
        // The standard library's pointer, with its write-back of the view.
        delegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
      #else
        withUnsafeMutablePointer(to: &view) { viewPointer in
          delegate.popoverPresentationController(
            self, willRepositionPopoverTo: &rect,
            in: AutoreleasingUnsafeMutablePointer(viewPointer))
        }
      #endif
    }
    guard implemented else { return }
    trace(
      .delegate,
      "popoverPresentationController(_:willRepositionPopoverTo: (\(rect.minX.compactDescription) \(rect.minY.compactDescription); \(rect.width.compactDescription) \(rect.height.compactDescription)) in: \(view.objectName))"
    )
    if view !== anchorView {
      if itemView != nil { sourceItem = view } else { sourceView = view }
    }
    if rect != originalRect || view !== anchorView { sourceRect = rect }
  }
}

extension Simulation {
  /// After a rotation or resize, once the turn's layout pass has moved the views, each popover on
  /// screen is placed again (FIDELITY 12.18). Nothing is queued when no popover is up.
  package func repositionPopoversAfterLayout() {
    let popovers = (application?.windows ?? []).flatMap { window in
      window.subviews.compactMap {
        ($0 as? UITransitionView)?.presentationController as? UIPopoverPresentationController
      }
    }
    guard !popovers.isEmpty else { return }
    mainQueue.enqueue(label: "popovers reposition after the device transition") {
      for popover in popovers { popover.repositionAfterWindowChange() }
    }
  }
}
