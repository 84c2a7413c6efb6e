import Foundation

// Layout (FIDELITY 8.8): setNeedsLayout() marks a view; the layout pass at the end of each turn of
// the main queue (LayoutPass) and layoutIfNeeded() lay out the marked views, top down. A marked view
// also marks its ancestors as having a descendant to lay out, so a pass visits only the marked
// branches of a window's tree.
extension UIView {
  /// Marks the view as needing layout in the next layout pass, at the end of the current turn of the
  /// main queue (FIDELITY 8.8).
  public func setNeedsLayout() {
    needsLayout = true
    simulation.layoutRevision.noteChange()
    markAncestorsForLayout()
  }

  /// Lays out this view, if it is marked, and the marked views inside it, top down, without
  /// recursion: a controller's root view calls the controller's `viewWillLayoutSubviews` before its
  /// own `layoutSubviews` and `viewDidLayoutSubviews` after it (FIDELITY 8.8).
  public func layoutIfNeeded() {
    let simulation = self.simulation
    simulation.layoutRevision.beginTraversal()
    defer { simulation.layoutRevision.endTraversal() }
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if view.needsLayout {
        view.needsLayout = false
        view.performLayout()
      }
      // NB: checked after the view's own layout, which may add marked subviews (a navigation
      // controller's container view adds the pushed controller's view there, FIDELITY 8.9).
      guard view.descendantNeedsLayout else { continue }
      view.descendantNeedsLayout = false
      var index = view.subviews.count
      while index > 0 {
        index -= 1
        let subview = view.subviews[index]
        if subview.needsLayout || subview.descendantNeedsLayout { stack.append(subview) }
      }
    }
  }

  private func performLayout() {
    let controller = owningViewController
    controller?.viewWillLayoutSubviewsFromView()
    applyConstraintBasedLayout()
    layoutSubviews()
    controller?.viewDidLayoutSubviewsFromView()
  }

  /// Marks every ancestor as having a marked descendant, up to the first that already is, and asks
  /// for a layout pass of the view's window.
  package func markAncestorsForLayout() {
    var view = self
    while let superview = view.storedSuperview, !superview.descendantNeedsLayout {
      superview.descendantNeedsLayout = true
      view = superview
    }
    if let window { simulation.layoutPass.schedule(window) }
  }

  /// Called when `view` has just become a subview: UIKit lays out the view it was added to, and the
  /// added view when it is marked itself.
  package func noteSubviewAdded(_ view: UIView) {
    if view.needsLayout || view.descendantNeedsLayout { descendantNeedsLayout = true }
    setNeedsLayout()
  }
}
