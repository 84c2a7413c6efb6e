import SimSwiftUI

// A UIKit app adopting SwiftUI one screen at a time: a coordinator pushes a UIHostingController onto
// its navigation controller, and the SwiftUI screen asks the coordinator, through a closure, to push
// the next UIKit screen.

struct SettingsScreen: View {
  var openAccount: () -> Void

  var body: some View {
    VStack {
      Text("Settings")
      Button("Account") { openAccount() }
    }
  }
}

@MainActor
final class SettingsCoordinator {
  let navigationController: UINavigationController

  init() {
    let home = UIViewController()
    home.title = "Home"
    navigationController = UINavigationController(rootViewController: home)
  }

  func showSettings() {
    let settings = UIHostingController(
      rootView: SettingsScreen(openAccount: { [weak self] in self?.showAccount() }))
    settings.title = "Settings"
    navigationController.pushViewController(settings, animated: true)
  }

  func showAccount() {
    let account = UIViewController()
    account.title = "Account"
    navigationController.pushViewController(account, animated: true)
  }
}
