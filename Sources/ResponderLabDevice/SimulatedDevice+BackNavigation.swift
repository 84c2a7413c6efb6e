public import SimUIKit

extension SimulatedDevice {
  /// The navigation controller whose bar is in front: the last one drawn in the window.
  public var frontNavigationController: UINavigationController? {
    var front: UINavigationController?
    window.forEachVisibleView { view in
      if let navigation = view.next as? UINavigationController { front = navigation }
    }
    return front
  }

  /// Taps the back button of the navigation bar in front: its navigation controller pops the top
  /// screen, as `popViewController(animated: true)` does.
  ///
  /// Throws when the bar shows no back button: only the root is on the stack, or the top screen's
  /// navigation item hides it (`hidesBackButton`, SwiftUI's `navigationBarBackButtonHidden`).
  public func tapBackButton() throws(HandError) {
    let navigation = try navigationWithBackButton()
    trace.note("tap the back button of \(navigation.objectName)")
    navigation.popViewController(animated: true)
  }

  /// Swipes from the leading edge of the screen to the trailing one: the navigation controller in
  /// front pops its top screen interactively, as its `interactivePopGestureRecognizer` does.
  ///
  /// Throws, as the gesture does nothing, when only the root is on the stack or the top screen
  /// hides its back button (UIKit then turns the edge swipe off too).
  public func swipeBackFromEdge() throws(HandError) {
    let navigation = try navigationWithBackButton()
    trace.note("swipe from the leading edge over \(navigation.objectName)")
    navigation.popViewController(animated: true)
  }

  private func navigationWithBackButton() throws(HandError) -> UINavigationController {
    guard let navigation = frontNavigationController else {
      throw HandError.noBackButton("no navigation bar is on screen")
    }
    guard navigation.viewControllers.count > 1, let top = navigation.topViewController else {
      throw HandError.noBackButton("\(navigation.objectName) shows its root")
    }
    guard !top.navigationItem.hidesBackButton else {
      throw HandError.noBackButton("\(top.objectName) hides its back button")
    }
    return navigation
  }
}
