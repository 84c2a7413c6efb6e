import Foundation

// A presented controller's `preferredContentSize` changed while it is presented: as UIKit's
// `preferredContentSizeDidChange(forChildContentContainer:)` does for popovers and form sheets, the
// presentation is laid out again for the new size (FIDELITY 12.15, 12.21).
extension UIPresentationController {
  /// Lays the presentation out again for its presented controller's new `preferredContentSize`.
  /// Presentations whose frame does not follow it (full screen, the phone's card) stay as they are,
  /// and the trace says nothing of them.
  package func presentedContentSizeDidChange() {
    let size = presentedViewController.preferredContentSize.sizeDescription
    if let popover = self as? UIPopoverPresentationController {
      trace(.presentation, "preferredContentSize = \(size): the popover is placed again")
      popover.placeAgain()
    } else if let sheet = self as? UISheetPresentationController,
      let shadow = sheet.dropShadowView
    {
      let before = shadow.frame
      sheet.layoutSheet()
      guard shadow.frame != before else { return }
      trace(.presentation, "preferredContentSize = \(size): the sheet is laid out again")
      if let layout = sheet.sheetLayoutDescription { trace(.presentation, layout) }
    }
  }
}
