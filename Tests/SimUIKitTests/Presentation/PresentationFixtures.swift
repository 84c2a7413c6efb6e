import ResponderLabTesting
import SimUIKit

/// A delegate that records the adaptive-delegate calls and answers `shouldDismiss` as told.
@MainActor
final class RecordingPresentationDelegate: UIResponder, UISheetPresentationControllerDelegate {
  var calls: [String] = []
  var allowsDismissal = true

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    calls.append("shouldDismiss")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    calls.append("didAttemptToDismiss")
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    calls.append(
      "didChangeDetent \(sheetPresentationController.selectedDetentIdentifier.map { "\($0)" } ?? "nil")"
    )
  }
}

/// A device showing a root controller with a sheet presented from it.
@MainActor
struct SheetFixture {
  let device = SimulatedDevice()
  let presenter = RecordingController()
  let sheet = RecordingController()
  let delegate = RecordingPresentationDelegate()

  init(detents: [UISheetPresentationController.Detent] = [.large()], animated: Bool = false) {
    device.show(presenter)
    sheet.sheetPresentationController?.detents = detents
    sheet.presentationController?.delegate = delegate
    presenter.present(sheet, animated: animated)
    device.runUntilIdle()
  }

  var sheetController: UISheetPresentationController? { sheet.sheetPresentationController }
  var isPresented: Bool { presenter.presentedViewController === sheet }
}

extension SimulatedDevice {
  /// A device showing a plain controller as its root, ready to present from.
  static func showingPlainRoot() -> (SimulatedDevice, UIViewController) {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    return (device, root)
  }
}
