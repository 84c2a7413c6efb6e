import SimUIKit

// The iOS 13 surprise: a screen that refreshes in viewWillAppear is refreshed again after a
// full-screen modal goes away, but not after a page sheet does, because a sheet never took its
// view out of the window.

final class DashboardViewController: UIViewController {
  private(set) var refreshes = 0

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    refreshes += 1
  }

  func showSettings(fullScreen: Bool) -> UIViewController {
    let settings = UIViewController()
    if fullScreen {
      settings.modalPresentationStyle = .fullScreen
    }
    present(settings, animated: true)
    return settings
  }
}
