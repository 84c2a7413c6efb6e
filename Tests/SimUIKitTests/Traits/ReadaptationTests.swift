import ResponderLabTesting
import SimUIKit
import Testing

/// A delegate that records the adaptive questions, whether a coordinator came with
/// `willPresentWithAdaptiveStyle`, and answers as told.
@MainActor
private final class ReadaptationRecorder: UIPopoverPresentationControllerDelegate {
  var log: [String] = []
  /// The answer for each horizontal size class; nil leaves the default.
  var answers: [UIUserInterfaceSizeClass: UIModalPresentationStyle] = [:]
  var wrapsInNavigation = false

  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    log.append("style for \(traitCollection.horizontalSizeClass)")
    // Without an answer of its own, the popover's default (FIDELITY 12.11).
    return answers[traitCollection.horizontalSizeClass]
      ?? (traitCollection.horizontalSizeClass == .compact ? .formSheet : .none)
  }

  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? {
    guard wrapsInNavigation else { return nil }
    log.append("wrap for .\(style)")
    return UINavigationController(rootViewController: controller.presentedViewController)
  }

  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    log.append("willPresent .\(style)\(transitionCoordinator == nil ? "" : " with coordinator")")
  }

  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {
    log.append("prepareForPopoverPresentation")
  }
}

/// Asking the adaptive delegate again when a rotation or a resize changes the size classes while a
/// controller is presented (FIDELITY 12.8).
@Suite("Adapting again on a trait change")
@MainActor
struct ReadaptationTests {
  /// A popover from a button on a full-screen tablet, with `delegate`, or anchorless when `anchored`
  /// is false (on a profile where it adapts).
  private func popover(
    on profile: DeviceProfile = .tablet, delegate: ReadaptationRecorder, anchored: Bool = true
  ) -> (SimulatedDevice, UIViewController, UIViewController) {
    let device = SimulatedDevice(profile: profile)
    let root = UIViewController()
    let button = UIView(frame: CGRect(x: 40, y: 200, width: 80, height: 44))
    root.view.addSubview(button)
    device.show(root)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    if anchored { content.popoverPresentationController?.sourceView = button }
    content.popoverPresentationController?.delegate = delegate
    root.present(content, animated: false)
    return (device, root, content)
  }

  /// The popover views in the device's window.
  private func popoverViews(in device: SimulatedDevice) -> [UIView] {
    device.window.subviews.flatMap(\.subviews).filter { $0 is _UIPopoverView }
  }

  @Test(
    "FIDELITY 12.8, 12.10, 12.11: a popover becomes a form sheet when Split View makes the window compact, and a popover again when it is regular, with willPresentWithAdaptiveStyle and the coordinator"
  )
  func popoverFollowsTheWindow() throws {
    let delegate = ReadaptationRecorder()
    let (device, root, content) = popover(delegate: delegate)
    #expect(content.presentationController is UIPopoverPresentationController)
    delegate.log = []

    try device.resize(to: .tabletSplitOneThird, animated: false)
    #expect(delegate.log == ["style for compact", "willPresent .formSheet with coordinator"])
    #expect(content.presentationController is UISheetPresentationController)
    #expect(content.presentationController?.presentationStyle == .formSheet)
    #expect(popoverViews(in: device).isEmpty)
    #expect(content.view.frameInWindow.width == device.window.bounds.width, "the phone's card")
    #expect(root.presentedViewController === content)
    delegate.log = []

    try device.resize(to: .tablet, animated: false)
    #expect(
      delegate.log == [
        "style for regular", "prepareForPopoverPresentation", "willPresent .none with coordinator",
      ])
    let popover = try #require(content.presentationController as? UIPopoverPresentationController)
    #expect(popoverViews(in: device).count == 1)
    #expect(content.view.frameInWindow == popover.popoverFrame)
    #expect(content.view.frameInWindow.size == CGSize(width: 300, height: 200))
    device.expectNoFaults()
  }

  @Test(
    "FIDELITY 12.8, 12.9: a delegate that answers .none is asked again on a resize and the popover stays"
  )
  func noneKeepsThePopover() throws {
    let delegate = ReadaptationRecorder()
    delegate.answers = [.compact: UIModalPresentationStyle.none]
    let (device, _, content) = popover(delegate: delegate)
    delegate.log = []
    try device.resize(to: .tabletSlideOver, animated: false)
    #expect(delegate.log == ["style for compact"])
    #expect(content.presentationController is UIPopoverPresentationController)
    #expect(popoverViews(in: device).count == 1)
    #expect(device.traceLines().contains { $0.contains("the presentation stays as presented") })
  }

  @Test("FIDELITY 12.8: a rotation that keeps the size classes asks nothing")
  func sameSizeClassesAskNothing() {
    let delegate = ReadaptationRecorder()
    let (device, _, content) = popover(delegate: delegate)
    delegate.log = []
    device.rotate(to: .landscape, animated: false)
    #expect(delegate.log.isEmpty)
    #expect(content.presentationController is UIPopoverPresentationController)
  }

  @Test(
    "FIDELITY 12.8, 12.10: the delegate's replacement is shown when the window becomes compact, and the original again when it is regular"
  )
  func replacementComesAndGoes() throws {
    let delegate = ReadaptationRecorder()
    delegate.wrapsInNavigation = true
    let (device, root, content) = popover(delegate: delegate)
    delegate.log = []

    try device.resize(to: .tabletSplitOneThird, animated: false)
    #expect(
      delegate.log == [
        "style for compact", "wrap for .formSheet", "willPresent .formSheet with coordinator",
      ])
    let navigation = try #require(root.presentedViewController as? UINavigationController)
    #expect(navigation.topViewController === content)
    #expect(navigation.view.window === device.window)
    #expect(content.view.window === device.window)

    try device.resize(to: .tablet, animated: false)
    #expect(root.presentedViewController === content)
    #expect(content.parent == nil)
    #expect(content.presentationController is UIPopoverPresentationController)
    #expect(navigation.viewIfLoaded?.window == nil)
    #expect(content.view.window === device.window)
    device.expectNoFaults()
  }

  @Test(
    "FIDELITY 12.8, 12.16: a popover presented anchorless in compact width raises UIKit's exception when the window becomes regular, and stays a sheet"
  )
  func anchorlessPopoverRaisesWhenRegular() throws {
    let delegate = ReadaptationRecorder()
    let (device, _, content) = popover(
      on: .tabletSplitOneThird, delegate: delegate, anchored: false)
    #expect(content.presentationController is UISheetPresentationController)
    device.expectNoFaults()
    try device.resize(to: .tablet, animated: false)
    let fault = try #require(device.faults.last)
    #expect(fault.exceptionName == "NSGenericException")
    #expect(fault.reason.contains("should have a non-nil sourceView or barButtonItem set"))
    #expect(content.presentationController is UISheetPresentationController)
    #expect(content.view.window === device.window)
  }

  @Test(
    "FIDELITY 12.8, 12.13: a delegate with only the old question keeps a popover on a large phone in portrait and loses it on rotation, where it is not asked"
  )
  func oldQuestionLosesOnRotation() {
    let device = SimulatedDevice(profile: .largePhone)
    let root = UIViewController()
    let button = UIView(frame: CGRect(x: 40, y: 200, width: 80, height: 44))
    root.view.addSubview(button)
    device.show(root)
    let delegate = OldQuestionDelegate()
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.popoverPresentationController?.sourceView = button
    content.popoverPresentationController?.delegate = delegate
    root.present(content, animated: false)
    #expect(content.presentationController is UIPopoverPresentationController)
    #expect(delegate.asked == 1)
    device.rotate(to: .landscape, animated: false)
    #expect(delegate.asked == 1, "regular width: the old question is not asked")
    #expect(content.presentationController is UISheetPresentationController)
    device.rotate(to: .portrait, animated: false)
    #expect(delegate.asked == 2)
    #expect(content.presentationController is UIPopoverPresentationController)
    device.expectNoFaults()
  }

  @Test("FIDELITY 12.8: a full-screen presentation is not adapted again")
  func fullScreenStays() throws {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    device.show(root)
    let delegate = ReadaptationRecorder()
    delegate.answers = [.compact: .overFullScreen]
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    cover.presentationController?.delegate = delegate
    root.present(cover, animated: false)
    delegate.log = []
    try device.resize(to: .tabletSplitOneThird, animated: false)
    #expect(delegate.log.isEmpty)
    #expect(cover.presentationController is _UIFullscreenPresentationController)
  }
}
