import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Presentation controllers")
@MainActor
struct PresentationControllerTests {
  @Test("presentationController is made on demand from the current style, and kept (FIDELITY 2.1)")
  func madeOnDemand() {
    Simulation().withCurrent {
      let controller = UIViewController()
      controller.modalPresentationStyle = .fullScreen
      let made = controller.presentationController
      #expect(made is _UIFullscreenPresentationController)
      #expect(controller.presentationController === made)
      controller.modalPresentationStyle = .pageSheet
      #expect(controller.presentationController is _UIPageSheetPresentationController)
    }
  }

  @Test(
    "Changing the style after setting a delegate makes a new controller, and the trace says the delegate is not carried over (FIDELITY 2.1)"
  )
  func styleChangeAfterDelegate() {
    let device = SimulatedDevice()
    let controller = UIViewController()
    let delegate = RecordingPresentationDelegate()
    controller.presentationController?.delegate = delegate
    controller.modalPresentationStyle = .fullScreen
    #expect(controller.presentationController?.delegate == nil)
    #expect(
      device.trace.lines(in: [.delegate]).contains {
        $0.contains("the delegate set on _UIPageSheetPresentationController#1 is not carried over")
      })
  }

  @Test("sheetPresentationController exists only for .pageSheet and .formSheet (FIDELITY 2.2)")
  func sheetControllerOnlyForSheets() {
    Simulation().withCurrent {
      let controller = UIViewController()
      #expect(controller.sheetPresentationController != nil, "the default resolves to .pageSheet")
      for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .currentContext] {
        controller.modalPresentationStyle = style
        #expect(controller.sheetPresentationController == nil)
      }
      controller.modalPresentationStyle = .formSheet
      #expect(controller.sheetPresentationController is _UIFormSheetPresentationController)
    }
  }

  @Test(
    "A page sheet's runtime class is _UIPageSheetPresentationController, a UISheetPresentationController (FIDELITY 2.3)"
  )
  func pageSheetClassChain() {
    Simulation().withCurrent {
      let sheet = UIViewController().presentationController
      #expect(sheet?.objectName.className == "_UIPageSheetPresentationController")
      #expect(sheet is _UIFormSheetPresentationController)
      #expect(sheet is _UISheetPresentationController)
      #expect(sheet is UISheetPresentationController)
    }
  }

  @Test(
    "A child of a presented controller answers its presented ancestor's presentation controller (FIDELITY 2.4, assumption)"
  )
  func childResolvesToAncestor() {
    let device = SimulatedDevice()
    device.show(UIViewController())
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    device.window.rootViewController?.present(navigation, animated: false)
    #expect(child.presentationController === navigation.presentationController)
  }

  @Test("With the other assumption, a child makes its own presentation controller (FIDELITY 2.4)")
  func childOwnOnDemand() {
    var assumptions = FidelityAssumptions()
    assumptions.childPresentationControllerRule = .ownOnDemand
    let device = SimulatedDevice(assumptions: assumptions)
    device.show(UIViewController())
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    device.window.rootViewController?.present(navigation, animated: false)
    #expect(child.presentationController !== navigation.presentationController)
  }

  @Test("After dismissal presentingViewController is nil (FIDELITY 2.5)")
  func afterDismissal() {
    let fixture = SheetFixture()
    fixture.presenter.dismiss(animated: false)
    #expect(fixture.sheet.presentingViewController == nil)
    #expect(fixture.presenter.presentedViewController == nil)
  }

  @Test("The delegate is weak: a delegate nothing retains stops receiving callbacks (FIDELITY 2.6)")
  func weakDelegate() throws {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let sheet = UIViewController()
    var calls = 0
    do {
      final class Counting: UIAdaptivePresentationControllerDelegate {
        let onCall: () -> Void
        init(onCall: @escaping () -> Void) { self.onCall = onCall }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
          -> Bool
        {
          onCall()
          return false
        }
      }
      sheet.presentationController?.delegate = Counting { calls += 1 }
    }
    #expect(sheet.presentationController?.delegate == nil)
    root.present(sheet, animated: false)
    try device.hand.swipeDown(by: 500)
    device.runUntilIdle()
    #expect(calls == 0)
    #expect(root.presentedViewController == nil, "with no delegate the swipe dismisses")
  }

  @Test(
    "The presentation controller holds presenting and presented strongly while presented (FIDELITY 2.7)"
  )
  func strongWhilePresented() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    weak var weakSheet: UIViewController?
    var controller: UIPresentationController?
    do {
      let sheet = UIViewController()
      weakSheet = sheet
      root.present(sheet, animated: false)
      controller = sheet.presentationController
    }
    #expect(controller?.presentedViewController === weakSheet)
    #expect(controller?.presentingViewController === root)
    root.dismiss(animated: false)
    #expect(weakSheet == nil, "dismissal releases the presented controller")
    _ = controller
    withExtendedLifetime(device) {}
  }
}
