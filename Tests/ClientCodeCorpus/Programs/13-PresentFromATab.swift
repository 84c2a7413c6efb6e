import SimUIKit

// A tabbed app with a navigation controller per tab; a screen deep in the second tab presents a
// sheet. UIKit hands the presentation to the controller that fills the window, the tab bar
// controller, whatever controller `present` was called on.

@MainActor
func makeTabbedApp() -> (tabs: UITabBarController, searchRoot: UIViewController) {
  let feedRoot = UIViewController()
  feedRoot.title = "Feed"
  let searchRoot = UIViewController()
  searchRoot.title = "Search"
  let tabs = UITabBarController()
  tabs.viewControllers = [
    UINavigationController(rootViewController: feedRoot),
    UINavigationController(rootViewController: searchRoot),
  ]
  return (tabs, searchRoot)
}

final class SearchResultViewController: UIViewController {
  private(set) var shareSheet: UIViewController?

  func share() {
    let sheet = UIViewController()
    sheet.title = "Share"
    shareSheet = sheet
    present(sheet, animated: true)
  }
}
