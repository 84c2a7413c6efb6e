import ResponderLabTesting
import SimUIKit
import Testing

/// A delegate that records what UIKit asks and answers as told.
@MainActor
final class AdaptiveRecorder: UIPopoverPresentationControllerDelegate {
  var log: [String] = []
  var answer: UIModalPresentationStyle = .none
  var replacement: UIViewController?

  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    log.append("style for \(traitCollection.horizontalSizeClass)")
    return answer
  }

  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? {
    log.append("viewController for .\(style)")
    return replacement
  }

  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    log.append("willPresent .\(style)")
  }

  func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController
  ) {
    log.append("prepare \(adaptivePresentationController.presentationStyle)")
  }

  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {
    log.append("prepareForPopoverPresentation")
  }
}

/// A delegate with only the pre-8.3 question.
@MainActor
final class OldQuestionDelegate: UIAdaptivePresentationControllerDelegate {
  var asked = 0
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    asked += 1
    return .none
  }
}

@Suite("Adaptive presentation")
@MainActor
struct AdaptivePresentationTests {
  private func popover(from root: UIViewController) -> UIViewController {
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.popoverPresentationController?.sourceView = root.view
    content.popoverPresentationController?.sourceRect = CGRect(x: 20, y: 100, width: 44, height: 44)
    return content
  }

  @Test(
    "FIDELITY 12.11: without a delegate a popover is a form sheet on a phone and a popover on a full-screen tablet"
  )
  func defaultPopoverAdaptation() {
    for profile in [DeviceProfile.phone, .tablet] {
      let device = SimulatedDevice(profile: profile)
      let root = UIViewController()
      device.show(root)
      let content = popover(from: root)
      root.present(content, animated: false)
      let expectedPopover = profile == .tablet
      #expect(
        (content.presentationController is UIPopoverPresentationController) == expectedPopover)
      #expect(
        (content.presentationController as? UISheetPresentationController)?.presentationStyle
          == (expectedPopover ? nil : .formSheet))
    }
  }

  @Test(
    "FIDELITY 12.9: answering .none keeps the popover on a phone; viewControllerForAdaptivePresentationStyle is not asked and willPresent gets .none"
  )
  func noneKeepsPopover() {
    let device = SimulatedDevice(profile: .phone)
    let root = UIViewController()
    device.show(root)
    let content = popover(from: root)
    let delegate = AdaptiveRecorder()
    content.popoverPresentationController?.delegate = delegate
    root.present(content, animated: false)
    #expect(content.presentationController is UIPopoverPresentationController)
    #expect(
      delegate.log == ["style for compact", "willPresent .none", "prepareForPopoverPresentation"])
    #expect(content.popoverPresentationController?.arrowDirection != .unknown)
  }

  @Test(
    "FIDELITY 12.10: an adaptation makes the new controller, gives it the same delegate, calls prepare, asks for a replacement and sends willPresent with the new style; prepareForPopoverPresentation is not called"
  )
  func adaptationOrder() {
    let device = SimulatedDevice(profile: .phone)
    let root = UIViewController()
    device.show(root)
    let content = popover(from: root)
    let delegate = AdaptiveRecorder()
    delegate.answer = .fullScreen
    let wrapper = UINavigationController(rootViewController: UIViewController())
    delegate.replacement = wrapper
    content.popoverPresentationController?.delegate = delegate
    root.present(content, animated: false)
    #expect(
      delegate.log == [
        "style for compact", "prepare fullScreen", "viewController for .fullScreen",
        "willPresent .fullScreen",
      ])
    #expect(root.presentedViewController === wrapper)
    #expect(wrapper.presentationController is _UIFullscreenPresentationController)
    #expect(wrapper.presentationController?.delegate === delegate)
  }

  @Test(
    "FIDELITY 12.7: the trait-collection question is asked for regular traits too; the old one only in compact width"
  )
  func whichQuestion() {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    device.show(root)
    let content = popover(from: root)
    let delegate = AdaptiveRecorder()
    content.popoverPresentationController?.delegate = delegate
    root.present(content, animated: false)
    #expect(delegate.log.first == "style for regular")
    let other = SimulatedDevice(profile: .tablet)
    let otherRoot = UIViewController()
    other.show(otherRoot)
    let otherContent = popover(from: otherRoot)
    let old = OldQuestionDelegate()
    otherContent.popoverPresentationController?.delegate = old
    otherRoot.present(otherContent, animated: false)
    #expect(old.asked == 0)
  }

  @Test(
    "FIDELITY 12.7: an answer UIKit does not accept (.pageSheet) falls back to the default adaptation"
  )
  func unacceptedAnswer() {
    let device = SimulatedDevice(profile: .phone)
    let root = UIViewController()
    device.show(root)
    let content = popover(from: root)
    let delegate = AdaptiveRecorder()
    delegate.answer = .pageSheet
    content.popoverPresentationController?.delegate = delegate
    root.present(content, animated: false)
    #expect(content.presentationController?.presentationStyle == .formSheet)
  }

  @Test(
    "FIDELITY 12.13: a delegate with only the old question keeps the popover on a phone in portrait but not on a large phone in landscape"
  )
  func oldQuestionLosesOnLargePhones() {
    let phone = SimulatedDevice(profile: .phone)
    let root = UIViewController()
    phone.show(root)
    let content = popover(from: root)
    let delegate = OldQuestionDelegate()
    content.popoverPresentationController?.delegate = delegate
    root.present(content, animated: false)
    #expect(content.presentationController is UIPopoverPresentationController)
    let large = SimulatedDevice(profile: .largePhone.rotated(to: .landscape))
    let largeRoot = UIViewController()
    large.show(largeRoot)
    let largeContent = popover(from: largeRoot)
    let largeDelegate = OldQuestionDelegate()
    largeContent.popoverPresentationController?.delegate = largeDelegate
    largeRoot.present(largeContent, animated: false)
    #expect(largeDelegate.asked == 0)
    #expect(largeContent.presentationController?.presentationStyle == .formSheet)
  }

  @Test(
    "FIDELITY 12.8: a full-screen presentation never adapts, whatever the delegate answers; a form sheet asked for .formSheet stays as it is"
  )
  func fullScreenNeverAdapts() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    let delegate = AdaptiveRecorder()
    delegate.answer = .overFullScreen
    cover.presentationController?.delegate = delegate
    root.present(cover, animated: false)
    #expect(cover.presentationController is _UIFullscreenPresentationController)
    root.dismiss(animated: false)
    device.runUntilIdle()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    let sheetDelegate = AdaptiveRecorder()
    sheetDelegate.answer = .formSheet
    sheet.presentationController?.delegate = sheetDelegate
    let before = sheet.presentationController
    root.present(sheet, animated: false)
    #expect(sheet.presentationController === before)
    #expect(!sheetDelegate.log.contains { $0.hasPrefix("prepare") })
  }

  @Test(
    "FIDELITY 12.12: form and page sheets do not adapt on a phone since iOS 13; under the pre-iOS 13 assumption they become full screen"
  )
  func sheetsOnPhones() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: false)
    #expect(sheet.sheetPresentationController != nil)
    _ = device
    var legacy = FidelityAssumptions()
    legacy.adaptationEra = .beforeIOS13
    let old = SimulatedDevice(assumptions: legacy)
    let oldRoot = UIViewController()
    old.show(oldRoot)
    let oldSheet = UIViewController()
    oldSheet.modalPresentationStyle = .pageSheet
    oldRoot.present(oldSheet, animated: false)
    #expect(oldSheet.presentationController is _UIFullscreenPresentationController)
    #expect(oldRoot.viewIfLoaded?.window == nil)
  }
}
