import Foundation

// Layout passes: views marked with setNeedsLayout() are laid out, top down, by layoutIfNeeded() and by
// the window's layout pass at the end of each turn of the main queue.
extension UIView {
  /// Marks the view as needing a layout pass.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out this view and the views inside it that need it, top down, without recursion.
  public func layoutIfNeeded() {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if view.needsLayout {
        view.needsLayout = false
        view.owningViewController?.viewWillLayoutSubviewsFromView()
        view.layoutSubviews()
        view.owningViewController?.viewDidLayoutSubviewsFromView()
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
  }
}
