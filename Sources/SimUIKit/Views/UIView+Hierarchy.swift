import Foundation

// Adding, removing and reordering subviews, with UIKit's callbacks in UIKit's order:
// willMove(toSuperview:), willMove(toWindow:) down the subtree, the move, didMoveToWindow() down the
// subtree, didMoveToSuperview(), then the superview's didAddSubview(_:).
extension UIView {
  /// Adds `view` in front of the other subviews, removing it from its previous superview first.
  ///
  /// Adding a view to itself or to one of its own descendants is refused and recorded as a fault,
  /// as UIKit raises an exception for it.
  public func addSubview(_ view: UIView) {
    insert(view, at: subviews.count)
  }

  /// Inserts `view` at `index` of the subviews, clamped to the valid range.
  public func insertSubview(_ view: UIView, at index: Int) {
    insert(view, at: index)
  }

  /// Inserts `view` just above `siblingSubview`.
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard let index = indexOfSubview(siblingSubview) else {
      return addSubview(view)
    }
    insert(view, at: index + 1)
  }

  /// Inserts `view` just below `siblingSubview`.
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard let index = indexOfSubview(siblingSubview) else {
      return insert(view, at: 0)
    }
    insert(view, at: index)
  }

  /// Removes the view from its superview, and from its window if it had one.
  public func removeFromSuperview() {
    guard let superview = storedSuperview,
      let index = superview.indexOfSubview(self)
    else { return }
    let oldWindow = superview.window
    superview.trace(.view, "willRemoveSubview(\(objectName))")
    superview.willRemoveSubview(self)
    notifyWillMove(toSuperview: nil, from: oldWindow, to: nil)
    superview.subviews.remove(at: index)
    storedSuperview = nil
    notifyDidMove(from: oldWindow, to: nil)
    superview.setNeedsLayout()
  }

  /// Moves `view` in front of its siblings.
  public func bringSubviewToFront(_ view: UIView) {
    guard let index = indexOfSubview(view) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves `view` behind its siblings.
  public func sendSubviewToBack(_ view: UIView) {
    guard let index = indexOfSubview(view) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Swaps the subviews at two indices.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
      simulation.record(
        UIKitFault(
          exceptionName: UIKitFault.invalidArgument,
          reason:
            "-[\(className) exchangeSubviewAtIndex:withSubviewAtIndex:]: index \(max(index1, index2)) beyond bounds [0 .. \(subviews.count - 1)] of \(objectName).",
          fix: "pass indices below subviews.count (\(subviews.count))."))
      return
    }
    subviews.swapAt(index1, index2)
  }

  /// The index of `view` among the subviews, or nil.
  ///
  /// A view is at most once among its superview's subviews, so the search may run from the end, where
  /// views are added and, in a stack of presentations, removed first. It is a plain loop: a closure
  /// passed to `firstIndex(where:)` from a main-actor method checked the executor on every call.
  private func indexOfSubview(_ view: UIView) -> Int? {
    var index = subviews.count
    while index > 0 {
      index -= 1
      if subviews[index] === view { return index }
    }
    return nil
  }

  // MARK: - The move itself

  private func insert(_ view: UIView, at requestedIndex: Int) {
    if let fault = faultForAdding(view) {
      simulation.record(fault)
      return
    }
    if view.storedSuperview === self {
      // Reordering within the same superview sends no move callbacks.
      guard let current = indexOfSubview(view) else { return }
      subviews.remove(at: current)
      subviews.insert(view, at: min(max(0, requestedIndex), subviews.count))
      return
    }
    view.removeFromSuperview()
    let newWindow = window
    view.notifyWillMove(toSuperview: self, from: nil, to: newWindow)
    subviews.insert(view, at: min(max(0, requestedIndex), subviews.count))
    view.storedSuperview = self
    view.notifyDidMove(from: nil, to: newWindow)
    noteSubviewAdded(view)
    trace(.view, "didAddSubview(\(view.objectName))")
    didAddSubview(view)
  }

  private func faultForAdding(_ view: UIView) -> UIKitFault? {
    if view === self {
      return UIKitFault(
        exceptionName: UIKitFault.invalidArgument,
        reason: "Can't add self as subview (\(objectName)).",
        fix: "add the view to another view.")
    }
    // NB: a view without subviews has no descendants, so the walk up from `self` is skipped for the
    // common case of adding a fresh view.
    if !view.subviews.isEmpty, isDescendant(of: view) {
      return UIKitFault(
        exceptionName: UIKitFault.invalidArgument,
        reason:
          "Can't add \(view.objectName) as a subview of \(objectName), which is inside it: that would make a cycle.",
        fix:
          "remove \(objectName) from \(view.objectName)'s tree first, or add \(view.objectName) elsewhere."
      )
    }
    if let child = view.owningViewController, let parent = child.parent,
      let actual = nearestViewController, actual !== parent
    {
      return UIKitFault(
        exceptionName: UIKitFault.hierarchyInconsistency,
        reason:
          "child view controller:\(child.objectName) should have parent view controller:\(parent.objectName) but actual parent is:\(actual.objectName)",
        fix:
          "add \(child.objectName)'s view inside \(parent.objectName)'s view, or move the controller with \(actual.objectName).addChild(_:) first (FIDELITY 8.3)."
      )
    }
    return nil
  }

  /// The controller whose view is this view or its nearest ancestor.
  package var nearestViewController: UIViewController? {
    firstView(upwardWhere: { $0.owningViewController != nil })?.owningViewController
  }

  private func notifyWillMove(
    toSuperview newSuperview: UIView?, from oldWindow: UIWindow?, to newWindow: UIWindow?
  ) {
    trace(.view, "willMove(toSuperview: \(newSuperview.map { "\($0.objectName)" } ?? "nil"))")
    willMove(toSuperview: newSuperview)
    guard oldWindow !== newWindow else { return }
    forEachInSubtree { view in
      view.trace(.view, "willMove(toWindow: \(newWindow.map { "\($0.objectName)" } ?? "nil"))")
      view.owningViewController?.rootViewWillMove(toWindow: newWindow)
      view.willMove(toWindow: newWindow)
    }
  }

  private func notifyDidMove(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
    if oldWindow !== newWindow {
      forEachInSubtree { view in
        view.cachedWindow = newWindow
        view.trace(.view, "didMoveToWindow()")
        view.didMoveToWindow()
        view.owningViewController?.rootViewDidMove(toWindow: newWindow)
      }
    }
    trace(.view, "didMoveToSuperview()")
    didMoveToSuperview()
  }

  /// Visits this view and every view inside it, depth first, front to back among siblings in
  /// subview order, without recursion.
  package func forEachInSubtree(_ body: (UIView) -> Void) {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      body(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
  }
}

extension UIView {
  /// Visits the views that could be seen, back to front: hidden views and their subtrees are skipped.
  public func forEachVisibleView(_ body: (UIView) -> Void) {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      guard !view.isHidden, view.alpha > 0 else { continue }
      body(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
  }
}
