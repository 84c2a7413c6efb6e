import SimUIKit

// A coordinator that shows an error from anywhere: it climbs from the window's root to the
// controller on top (through presented controllers, a navigation controller's visible controller
// and a tab bar controller's selected one) and presents from there.

@MainActor
final class ErrorPresenter {
  private let window: UIWindow

  init(window: UIWindow) {
    self.window = window
  }

  func topMostViewController() -> UIViewController? {
    var top = window.rootViewController
    while let current = top {
      if let presented = current.presentedViewController {
        top = presented
      } else if let navigation = current as? UINavigationController,
        let visible = navigation.visibleViewController, visible !== navigation
      {
        top = visible
      } else if let tabs = current as? UITabBarController,
        let selected = tabs.selectedViewController
      {
        top = selected
      } else {
        return current
      }
    }
    return nil
  }

  func show(_ message: String) {
    let alert = UIAlertController(
      title: "Something went wrong", message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    topMostViewController()?.present(alert, animated: true)
  }
}
