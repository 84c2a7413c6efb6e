public import Foundation

// UIKit's private wrapper views, under their real class names, so that responder chains and dumps
// read like a device's (FIDELITY 1.6, 1.9, 3.12). They are private and version-dependent in UIKit;
// these are the iOS 13–18 names.

/// The view under a window that holds the root controller's content and each presentation
/// (FIDELITY 1.6, 3.12).
public final class UITransitionView: UIView {
  /// The presentation this view holds, if any.
  package weak var presentationController: UIPresentationController?
  /// Whether touches that reach only this view fall through to what lies beneath, as around a sheet
  /// at an undimmed detent (FIDELITY 6.6).
  package var passesTouchesThrough = false

  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return passesTouchesThrough && hit === self ? nil : hit
  }
}

/// The wrapper between a `UITransitionView` and the root controller's view, and the frame of a
/// page sheet (FIDELITY 1.6, 3.12).
public final class UIDropShadowView: UIView {}

/// The view of a navigation or tab bar controller (FIDELITY 1.9b).
public final class UILayoutContainerView: UIView {}

/// The navigation controller's view that holds the wrapper of the visible child (FIDELITY 1.9b).
public final class UINavigationTransitionView: UIView {}

/// The view that wraps the visible child of a navigation or tab bar controller (FIDELITY 1.9b).
public final class UIViewControllerWrapperView: UIView {}

/// The navigation bar at the top of a navigation controller's view.
public final class UINavigationBar: UIView {
  /// The title shown, from the top controller's navigation item.
  public internal(set) var topItemTitle: String?
}

/// The tab bar at the bottom of a tab bar controller's view.
public final class UITabBar: UIView {
  /// The titles of the tabs, in order.
  public internal(set) var itemTitles: [String] = []
  /// The index of the selected tab.
  public internal(set) var selectedIndex = 0
}
