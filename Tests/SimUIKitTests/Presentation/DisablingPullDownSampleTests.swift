import ResponderLabTesting
import SimUIKit
import Testing

// UIKit code shaped like Apple's sample "Disabling the pull-down gesture for a sheet", written with
// UIKit's names only: it would compile against UIKit with the import changed.

final class EditViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  var hasChanges = false {
    didSet { isModalInPresentation = hasChanges }
  }
  var discarded = false

  func edit() { hasChanges = true }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    alert.addAction(
      UIAlertAction(title: "Discard Changes", style: .destructive) { _ in
        self.discarded = true
        self.dismiss(animated: true)
      })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(alert, animated: true)
  }
}

final class LibraryViewController: UIViewController {
  let editor = EditViewController()

  func startEditing() {
    let navigationController = UINavigationController(rootViewController: editor)
    navigationController.presentationController?.delegate = editor
    present(navigationController, animated: true)
  }
}

@Suite("Apple's sample: disabling the pull-down gesture for a sheet")
@MainActor
struct DisablingPullDownSampleTests {
  @Test(
    "An edited sheet refuses the swipe: no shouldDismiss, the attempt after release, an action sheet from the sheet (FIDELITY 4.4, 4.6)"
  )
  func editedSheetRefusesSwipe() throws {
    let device = SimulatedDevice()
    let library = LibraryViewController()
    device.show(library)
    library.startEditing()
    device.runUntilIdle()
    library.editor.edit()
    let mark = device.trace.mark
    try device.hand.swipeDown(by: 800)
    #expect(device.hand.visibleAlert == nil, "the attempt is not sent at the refusal")
    device.runUntilIdle()
    device.expectNoTrace(containing: "presentationControllerShouldDismiss →", since: mark)
    device.expectTrace(
      containsInOrder: [
        "UIViewController#… isModalInPresentation: presentationControllerShouldDismiss not asked"
          .replacingOccurrences(
            of: "UIViewController#…", with: "_UIPageSheetPresentationController#1"),
        "_UIPageSheetPresentationController#1 presentationControllerDidAttemptToDismiss",
      ], since: mark)
    let actionSheet = try #require(device.hand.visibleAlert)
    #expect(actionSheet.presentingViewController === library.editor.navigationController)
    #expect(
      library.presentedViewController === library.editor.navigationController, "not dismissed")
    try device.hand.tapAlertAction("Discard Changes")
    device.runUntilIdle()
    #expect(library.editor.discarded)
    #expect(library.presentedViewController == nil)
  }

  @Test(
    "An unedited sheet dismisses on a swipe, with the delegate told will and did (FIDELITY 4.2)")
  func uneditedSheetDismisses() throws {
    let device = SimulatedDevice()
    let library = LibraryViewController()
    device.show(library)
    library.startEditing()
    device.runUntilIdle()
    try device.hand.swipeDown(by: 800)
    device.runUntilIdle()
    #expect(library.presentedViewController == nil)
  }
}
