import ResponderLabTesting
import SimUIKit
import Testing

/// What sits inside a tablet's popovers and form sheets: an action sheet's rows, a navigation
/// controller's bar, and a content size changed while presented (FIDELITY 12.15, 12.21, 12.25).
@Suite("Content of tablet popovers and sheets")
@MainActor
struct TabletContentLayoutTests {
  @Test(
    "FIDELITY 12.25: an action sheet shown as a popover lays its rows out in the popover, where the hand taps them"
  )
  func actionSheetRowsInThePopover() throws {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    let button = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 44))
    root.view.addSubview(button)
    device.show(root)
    var chosen: [String] = []
    let actions = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    actions.addAction(
      UIAlertAction(title: "Copy Link", style: .default) { _ in chosen.append("copy") })
    actions.addAction(UIAlertAction(title: "Mail", style: .default) { _ in chosen.append("mail") })
    actions.popoverPresentationController?.sourceView = button
    root.present(actions, animated: false)
    let popover = try #require(actions.popoverPresentationController)
    #expect(popover.arrowDirection == .up)
    let rows = try #require(device.hand.findView(showing: "Mail"))
    #expect(popover.popoverFrame.contains(rows.frameInWindow))
    // The title and two rows: 24 + 24 + 2 × 44 points, 304 wide.
    #expect(popover.popoverFrame.size == CGSize(width: 304, height: 136))
    #expect(actions.view.frameInWindow == popover.popoverFrame)
    try device.hand.tapAlertAction("Mail")
    device.runUntilIdle()
    #expect(chosen == ["mail"])
    #expect(root.presentedViewController == nil)
    device.expectNoFaults()
  }

  @Test(
    "FIDELITY 12.21: a navigation controller in a tablet's form sheet is as wide as the sheet, its bar too"
  )
  func navigationInAFormSheet() throws {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    device.show(root)
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    navigation.modalPresentationStyle = .formSheet
    root.present(navigation, animated: false)
    device.runUntilIdle()
    let sheet = navigation.view.frameInWindow
    #expect(sheet.size == CGSize(width: 580, height: 640))
    #expect(navigation.navigationBar.frameInWindow.width == 580)
    #expect(navigation.navigationBar.frameInWindow.minX == sheet.minX)
    #expect(child.view.frameInWindow == sheet)
    device.expectNoFaults()
  }

  @Test(
    "FIDELITY 12.21: a form sheet follows a preferredContentSize changed while it is presented"
  )
  func formSheetFollowsContentSize() {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    device.show(root)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    sheet.preferredContentSize = CGSize(width: 400, height: 300)
    root.present(sheet, animated: false)
    #expect(sheet.view.frameInWindow == CGRect(x: 210, y: 440, width: 400, height: 300))
    sheet.preferredContentSize = CGSize(width: 500, height: 600)
    #expect(sheet.view.frameInWindow == CGRect(x: 160, y: 290, width: 500, height: 600))
    #expect(
      device.traceLines().contains {
        $0.contains("preferredContentSize = 500×600: the sheet is laid out again")
      })
    device.expectNoFaults()
  }

  @Test("FIDELITY 12.15: a popover follows a preferredContentSize changed while it is presented")
  func popoverFollowsContentSize() throws {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    let button = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 44))
    root.view.addSubview(button)
    device.show(root)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    content.popoverPresentationController?.sourceView = button
    root.present(content, animated: false)
    let popover = try #require(content.popoverPresentationController)
    #expect(popover.popoverFrame.size == CGSize(width: 300, height: 200))
    content.preferredContentSize = CGSize(width: 320, height: 400)
    #expect(popover.popoverFrame.size == CGSize(width: 320, height: 400))
    #expect(content.view.frameInWindow == popover.popoverFrame)
    #expect(popover.popoverFrame.minY == button.frameInWindow.maxY + 13, "still below its anchor")
  }

  @Test(
    "FIDELITY 12.21: a screen that wants wide content margins gives a form sheet 414 × 394 by default"
  )
  func wideContentMargins() {
    let rule = FidelityAssumptions.FormSheetSizeRule.byScreenLongerSide
    #expect(
      UISheetPresentationController.defaultFormSheetSize(
        forScreenLongerSide: 844, rule: rule, wideContentMargins: true)
        == CGSize(width: 414, height: 394))
    #expect(
      UISheetPresentationController.defaultFormSheetSize(
        forScreenLongerSide: 1180, rule: rule, wideContentMargins: false)
        == CGSize(width: 580, height: 640))
    #expect(DeviceProfile.phone.wantsWideContentMargins)
    #expect(DeviceProfile.largePhone.wantsWideContentMargins)
    #expect(!DeviceProfile.smallPhone.wantsWideContentMargins)
    #expect(
      DeviceProfile.all.filter { $0.idiom == .pad }.allSatisfy { !$0.wantsWideContentMargins })
  }
}
