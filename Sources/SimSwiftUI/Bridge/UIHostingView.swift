public import Foundation

/// The root view of a ``UIHostingController``: the UIKit view SwiftUI content is drawn into.
///
/// A change of size or window schedules a new layout pass on the main queue, as UIKit lays out on
/// the next turn of the run loop.
@preconcurrency @MainActor
open class _UIHostingView: UIView {
  package weak var graph: ViewGraph?

  /// Schedules a layout pass when the size changes.
  open override var frame: CGRect {
    get { super.frame }
    set {
      let resized = newValue.size != super.frame.size
      super.frame = newValue
      if resized { graph?.scheduleUpdate() }
    }
  }

  /// Schedules a layout pass for the new window's safe area.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { graph?.scheduleUpdate() }
  }

  /// The insets SwiftUI content keeps clear of: the safe area, the navigation bar and the tab bar.
  package var contentSafeAreaInsets: UIEdgeInsets {
    var insets = safeAreaInsets
    guard window != nil, let controller = graph?.host else { return insets }
    if let bar = controller.navigationController?.navigationBar, bar.window != nil,
      !bar.isHidden
    {
      let barFrame = bar.convert(bar.bounds, to: self)
      insets.top = max(insets.top, barFrame.maxY)
    }
    if let bar = controller.tabBarController?.tabBar, bar.window != nil, !bar.isHidden {
      let barFrame = bar.convert(bar.bounds, to: self)
      insets.bottom = max(insets.bottom, bounds.maxY - barFrame.minY)
    }
    return insets
  }
}
