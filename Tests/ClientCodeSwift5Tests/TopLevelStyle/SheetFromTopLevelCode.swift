import SimUIKit

// Top-level-style code as a playground page or an app's `main.swift` writes it against UIKit, in the
// Swift 5 language mode: nothing here is `@MainActor`. Against the SDK it compiles with no
// diagnostic, because UIKit's isolation is imported with pre-concurrency semantics; here it
// compiles with `import UIKit` replaced by `import SimUIKit` and nothing else changed.

/// A sheet's delegate as Swift 5 code declares it: an `NSObject` subclass with no isolation written.
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

/// What the top-level code saw, as plain values.
struct TopLevelSheetReport {
  var rootIsInNavigation = false
  var presenterIsNavigationController = false
  var navigationPresentsCompose = false
  var rootSeesComposeThroughItsContainer = false
  var delegateIsTheComposeDelegate = false
  var composeStillPresentedAfterDismiss = true
  var delegateEventsAfterProgrammaticDismiss: [String] = []
}

/// A window, a root controller in a navigation controller, and a sheet presented from the root with
/// a delegate; then the relationships a device reports, and a programmatic dismissal.
func runSheetFromTopLevelCode() -> TopLevelSheetReport {
  var report = TopLevelSheetReport()

  let window = UIWindow(frame: UIScreen.main.bounds)
  let inbox = UIViewController()
  inbox.title = "Inbox"
  let navigationController = UINavigationController(rootViewController: inbox)
  window.rootViewController = navigationController
  window.makeKeyAndVisible()
  report.rootIsInNavigation = inbox.navigationController === navigationController

  let compose = UIViewController()
  compose.title = "Compose"
  let delegate = ComposeSheetDelegate()
  compose.presentationController?.delegate = delegate
  inbox.present(compose, animated: false, completion: nil)

  report.presenterIsNavigationController =
    compose.presentingViewController === navigationController
  report.navigationPresentsCompose = navigationController.presentedViewController === compose
  report.rootSeesComposeThroughItsContainer = inbox.presentedViewController === compose
  report.delegateIsTheComposeDelegate = compose.presentationController?.delegate === delegate

  compose.dismiss(animated: false, completion: nil)
  report.composeStillPresentedAfterDismiss = navigationController.presentedViewController != nil
  report.delegateEventsAfterProgrammaticDismiss = delegate.events
  return report
}
