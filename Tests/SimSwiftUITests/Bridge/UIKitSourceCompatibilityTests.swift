import SimSwiftUI
import Testing

// UIKit code written for `import UIKit` compiles against `import SimSwiftUI` alone, as it does against
// `import SwiftUI` on a device, and runs.

private final class SettingsViewController: UIViewController {
  private let titleLabel = UILabel()
  private(set) var appeared = false

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = "Settings"
    view.addSubview(titleLabel)
    title = "Settings"
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appeared = true
  }

  func confirmReset() {
    let alert = UIAlertController(
      title: "Reset?", message: "All settings return to their defaults.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(alert, animated: true, completion: nil)
  }
}

@Suite("UIKit code under import SimSwiftUI")
@MainActor
struct UIKitSourceCompatibilityTests {
  @Test("A UIKit controller hosted in SwiftUI's navigation stack appears and presents an alert")
  func uikitControllerRuns() throws {
    let simulation = Simulation()
    let (window, settings) = simulation.withCurrent {
      let application = simulation.launchApplication()
      let scene = application.connectedScenes.first as? UIWindowScene
      let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: .zero)
      let settings = SettingsViewController()
      window.rootViewController = UINavigationController(rootViewController: settings)
      window.makeKeyAndVisible()
      return (window, settings)
    }
    simulation.mainQueue.runUntilIdle()
    #expect(settings.appeared)
    settings.confirmReset()
    simulation.mainQueue.runUntilIdle()
    #expect(settings.presentedViewController is UIAlertController)
    #expect(window.rootViewController?.presentedViewController is UIAlertController)
  }
}
