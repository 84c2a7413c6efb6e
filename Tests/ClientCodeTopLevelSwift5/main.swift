import SimUIKit

// An app's `main.swift` or a playground page as written against UIKit in the Swift 5 language mode,
// with `import UIKit` replaced by `import SimUIKit` and nothing else changed: top-level code, a
// delegate with no isolation written, and no simulator set-up. Against the SDK it compiles with no
// diagnostic, because UIKit's isolation is imported with pre-concurrency semantics; so it does here.
// The tests run the built executable and read what it prints (TopLevelExecutableTests).

final class ComposeSheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  var events: [String] = []

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    events.append("shouldDismiss")
    return true
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    events.append("didDismiss")
  }
}

let window = UIWindow(frame: UIScreen.main.bounds)
let inbox = UIViewController()
inbox.title = "Inbox"
let navigationController = UINavigationController(rootViewController: inbox)
window.rootViewController = navigationController
window.makeKeyAndVisible()

let compose = UIViewController()
compose.title = "Compose"
let delegate = ComposeSheetDelegate()
compose.presentationController?.delegate = delegate
inbox.present(compose, animated: false, completion: nil)

print("root in navigation: \(inbox.navigationController === navigationController)")
print(
  "presented by the navigation controller: \(compose.presentingViewController === navigationController)"
)
print("inbox sees the sheet: \(inbox.presentedViewController === compose)")
print("delegate kept: \(compose.presentationController?.delegate === delegate)")
compose.dismiss(animated: false, completion: nil)
print("dismissed: \(navigationController.presentedViewController == nil)")
print("delegate told: \(delegate.events)")
