public import SimUIKit

extension SimulatedDevice {
  /// Every view of type `type` in the window, in view-tree order (back to front), hidden ones
  /// included.
  public func views<View: UIView>(ofType type: View.Type) -> [View] {
    var found: [View] = []
    window.forEachInSubtree { view in
      if let match = view as? View { found.append(match) }
    }
    return found
  }

  /// The first view in the window whose `accessibilityIdentifier` is `identifier`.
  public func view(withAccessibilityIdentifier identifier: String) -> UIView? {
    var found: UIView?
    window.forEachInSubtree { view in
      if found == nil, view.accessibilityIdentifier == identifier { found = view }
    }
    return found
  }

  /// The visible views showing `text`, back to front: labels, UIKit buttons by title, and for a
  /// SwiftUI `Button` the tappable control rather than the text inside it. The last is the one
  /// ``Hand/tap(label:)`` taps.
  public func views(showing text: String) -> [UIView] {
    var found: [UIView] = []
    window.forEachVisibleView { view in
      if Hand.view(view, shows: text) { found.append(view) }
    }
    return found
  }

  /// Every controller of type `type` reachable from the window's root, through children and
  /// presented controllers, parents before children.
  public func controllers<Controller: UIViewController>(ofType type: Controller.Type)
    -> [Controller]
  {
    var found: [Controller] = []
    var stack = window.rootViewController.map { [$0] } ?? []
    while let controller = stack.popLast() {
      if let match = controller as? Controller { found.append(match) }
      var next = controller.children
      if let presented = controller.presentedViewController,
        presented.presentingViewController === controller
      {
        next.append(presented)
      }
      stack.append(contentsOf: next.reversed())
    }
    return found
  }
}
