import ResponderLabTesting
import SimUIKit
import Testing

@MainActor
final class DismissalRecorder: UIPopoverPresentationControllerDelegate {
  var log: [String] = []
  var allow = true

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    log.append("shouldDismiss")
    return allow
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.append(
      "willDismiss presented=\(presentationController.presentedViewController.isBeingDismissed)")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.append("didDismiss")
  }
}

@Suite("Popovers")
@MainActor
struct PopoverTests {
  private func tabletWithPopover(
    delegate: (any UIPopoverPresentationControllerDelegate)? = nil
  ) -> (SimulatedDevice, UIViewController, UIViewController, UIView) {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    let button = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 44))
    root.view.addSubview(button)
    device.show(root)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    content.popoverPresentationController?.sourceView = button
    content.popoverPresentationController?.delegate = delegate
    root.present(content, animated: false)
    return (device, root, content, button)
  }

  @Test(
    "FIDELITY 12.14: popoverPresentationController exists only for .popover, and is the presentationController"
  )
  func onlyForPopovers() {
    let plain = UIViewController()
    #expect(plain.popoverPresentationController == nil)
    plain.modalPresentationStyle = .popover
    #expect(plain.popoverPresentationController != nil)
    #expect(plain.popoverPresentationController === plain.presentationController)
  }

  @Test(
    "FIDELITY 12.15, 12.17: sourceRect defaults to CGRectNull (the view's bounds), arrows to .any, arrowDirection is .unknown before presentation"
  )
  func defaults() {
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    let popover = content.popoverPresentationController
    #expect(popover?.sourceRect.isNull == true)
    #expect(popover?.permittedArrowDirections == .any)
    #expect(popover?.arrowDirection == .unknown)
    #expect(popover?.canOverlapSourceViewRect == false)
  }

  @Test("FIDELITY 12.15: the popover points at its source view; below it when there is room")
  func placement() throws {
    let (_, _, content, button) = tabletWithPopover()
    let popover = try #require(content.popoverPresentationController)
    #expect(popover.arrowDirection == .up)
    let frame = try #require(content.view.superview).frame
    #expect(frame.minY == button.frame.maxY + 13)
    #expect(frame.size == CGSize(width: 300, height: 200))
  }

  @Test("FIDELITY 12.5: a popover's content is horizontally compact even on a regular tablet")
  func contentIsCompact() {
    let (device, root, content, _) = tabletWithPopover()
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    #expect(content.traitCollection.horizontalSizeClass == .compact)
    #expect(content.traitCollection.verticalSizeClass == .regular)
    _ = device
  }

  @Test(
    "FIDELITY 12.16: a popover without an anchor is refused with UIKit's NSGenericException text; the anchor may come in prepareForPopoverPresentation"
  )
  func anchorRequired() {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    device.show(root)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    root.present(content, animated: false)
    #expect(root.presentedViewController == nil)
    #expect(device.faults.first?.exceptionName == "NSGenericException")
    #expect(
      device.faults.first?.reason.hasSuffix(
        "should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        == true)
    #expect(
      device.faults.first?.reason.hasPrefix(
        "UIPopoverPresentationController (<UIPopoverPresentationController: 0x") == true)
    final class LateAnchor: UIPopoverPresentationControllerDelegate {
      let view: UIView
      init(view: UIView) { self.view = view }
      func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) {
        popover.sourceView = view
      }
    }
    let late = LateAnchor(view: root.view)
    content.popoverPresentationController?.delegate = late
    root.present(content, animated: false)
    #expect(root.presentedViewController === content)
  }

  @Test(
    "FIDELITY 12.16: an adapted popover on a phone needs no anchor and raises nothing; one kept with .none does"
  )
  func anchorOnPhones() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    root.present(content, animated: false)
    #expect(device.faults.isEmpty)
    #expect(root.presentedViewController === content)
    root.dismiss(animated: false)
    device.runUntilIdle()
    let kept = UIViewController()
    kept.modalPresentationStyle = .popover
    let delegate = AdaptiveRecorder()
    kept.popoverPresentationController?.delegate = delegate
    root.present(kept, animated: false)
    #expect(device.faults.count == 1)
    #expect(root.presentedViewController == nil)
  }

  @Test(
    "FIDELITY 12.16, 12.25: an action sheet without an anchor on a tablet is refused with UIKit's text; on a phone it presents at the bottom"
  )
  func actionSheetAnchor() {
    let device = SimulatedDevice(profile: .tablet)
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    #expect(sheet.modalPresentationStyle == .popover)
    navigation.topViewController?.present(sheet, animated: false)
    #expect(navigation.presentedViewController == nil)
    let reason = device.faults.first?.reason ?? ""
    #expect(
      reason.hasPrefix("Your application has presented a UIAlertController (<UIAlertController: 0x")
    )
    #expect(
      reason.contains(
        "of style UIAlertControllerStyleActionSheet from UINavigationController (<UINavigationController: 0x"
      ))
    #expect(
      reason.contains(
        "You must provide either a sourceView and sourceRect or a barButtonItem.  If this information"
      ))
    let phone = SimulatedDevice(profile: .phone)
    let phoneRoot = UIViewController()
    phone.show(phoneRoot)
    let phoneSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    phoneSheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    phoneRoot.present(phoneSheet, animated: false)
    #expect(phone.faults.isEmpty)
    #expect(
      phoneSheet.presentationController
        is _UIAlertControllerActionSheetCompactPresentationController)
    #expect(phoneSheet.popoverPresentationController == nil)
  }

  @Test(
    "FIDELITY 12.19: a tap outside sends shouldDismiss, starts the dismissal, sends willDismiss at once and didDismiss when it ends"
  )
  func tapOutside() throws {
    let delegate = DismissalRecorder()
    let (device, root, content, _) = tabletWithPopover(delegate: delegate)
    try device.hand.tap(at: CGPoint(x: 700, y: 1000))
    #expect(delegate.log == ["shouldDismiss", "willDismiss presented=true"])
    device.runUntilIdle()
    #expect(delegate.log.last == "didDismiss")
    #expect(root.presentedViewController == nil)
    _ = content
  }

  @Test(
    "FIDELITY 12.19: a refused tap sends nothing else; taps on passthrough views reach them and do not dismiss"
  )
  func refusedAndPassthrough() throws {
    let delegate = DismissalRecorder()
    delegate.allow = false
    let (device, root, content, button) = tabletWithPopover(delegate: delegate)
    try device.hand.tap(at: CGPoint(x: 700, y: 1000))
    device.runUntilIdle()
    #expect(delegate.log == ["shouldDismiss"])
    #expect(root.presentedViewController === content)
    content.popoverPresentationController?.passthroughViews = [button]
    let hit = device.window.hitTest(CGPoint(x: 110, y: 210), with: nil)
    #expect(hit === button)
  }

  @Test(
    "FIDELITY 12.20: with isModalInPresentation a tap outside dismisses nothing and asks nothing"
  )
  func modalPopover() throws {
    let delegate = DismissalRecorder()
    let (device, root, content, _) = tabletWithPopover(delegate: delegate)
    content.isModalInPresentation = true
    try device.hand.tap(at: CGPoint(x: 700, y: 1000))
    device.runUntilIdle()
    #expect(delegate.log.isEmpty)
    #expect(root.presentedViewController === content)
  }

  @Test(
    "FIDELITY 12.18: the deprecated popover methods are fallbacks, asked only when the iOS 13 methods are not implemented"
  )
  func deprecatedFallbacks() throws {
    final class OldDelegate: UIPopoverPresentationControllerDelegate {
      var log: [String] = []
      func popoverPresentationControllerShouldDismissPopover(
        _ popover: UIPopoverPresentationController
      ) -> Bool {
        log.append("shouldDismissPopover")
        return true
      }
      func popoverPresentationControllerDidDismissPopover(
        _ popover: UIPopoverPresentationController
      ) {
        log.append("didDismissPopover")
      }
    }
    let old = OldDelegate()
    let (device, _, _, _) = tabletWithPopover(delegate: old)
    try device.hand.tap(at: CGPoint(x: 700, y: 1000))
    device.runUntilIdle()
    #expect(old.log == ["shouldDismissPopover", "didDismissPopover"])
    let modern = DismissalRecorder()
    let (other, _, _, _) = tabletWithPopover(delegate: modern)
    try other.hand.tap(at: CGPoint(x: 700, y: 1000))
    other.runUntilIdle()
    #expect(modern.log.first == "shouldDismiss")
  }

  @Test("FIDELITY 12.15: a popover anchored to a bar button item points at the navigation bar")
  func barButtonAnchor() throws {
    let device = SimulatedDevice(profile: .tablet)
    let top = UIViewController()
    let item = UIBarButtonItem(title: "Share")
    top.navigationItem.rightBarButtonItem = item
    let navigation = UINavigationController(rootViewController: top)
    device.show(navigation)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.popoverPresentationController?.barButtonItem = item
    top.present(content, animated: false)
    let popover = try #require(content.popoverPresentationController)
    #expect(device.faults.isEmpty)
    #expect(popover.arrowDirection == .up)
    #expect(content.view.superview?.frame.minY ?? 0 > navigation.navigationBar.frame.minY)
  }
}
