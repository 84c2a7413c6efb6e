import ResponderLabTesting
import SimUIKit
import Testing

/// A root whose button sits 64 points from its right edge, wherever that edge is.
@MainActor
private final class RightButtonScreen: UIViewController {
  let button = UIView()
  let other = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
    view.addSubview(other)
    placeButtons()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    placeButtons()
  }

  private func placeButtons() {
    button.frame = CGRect(x: view.bounds.width - 64, y: 100, width: 44, height: 44)
    other.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
  }
}

/// A popover delegate that records the reposition calls and can move the anchor.
@MainActor
private final class RepositionRecorder: UIPopoverPresentationControllerDelegate {
  var calls: [(rect: CGRect, view: UIView)] = []
  var moveTo: (rect: CGRect, view: UIView)?

  /// Keeps the popover a popover in a compact window too, where it would become a sheet
  /// (FIDELITY 12.8, 12.9).
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    .none
  }

  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: AutoreleasingUnsafeMutablePointer<UIView>
  ) {
    calls.append((rect.pointee, view.pointee))
    if let moveTo {
      rect.pointee = moveTo.rect
      view.pointee = moveTo.view
    }
  }
}

@Suite("Popover repositioning")
@MainActor
struct PopoverRepositionTests {
  private func presentPopover(
    delegate: RepositionRecorder
  ) -> (SimulatedDevice, RightButtonScreen, UIViewController) {
    let device = SimulatedDevice(profile: .tablet)
    let screen = RightButtonScreen()
    device.show(screen)
    let content = UIViewController()
    content.preferredContentSize = CGSize(width: 200, height: 200)
    content.modalPresentationStyle = .popover
    content.popoverPresentationController?.sourceView = screen.button
    content.popoverPresentationController?.permittedArrowDirections = .up
    content.popoverPresentationController?.delegate = delegate
    screen.present(content, animated: false)
    device.runUntilIdle()
    return (device, screen, content)
  }

  @Test(
    "FIDELITY 12.18: a rotation asks willRepositionPopoverTo with the anchor's rect and view, then the popover follows its anchor"
  )
  func rotationRepositions() throws {
    let recorder = RepositionRecorder()
    let (device, screen, content) = presentPopover(delegate: recorder)
    let popover = try #require(content.popoverPresentationController)
    #expect(recorder.calls.isEmpty, "not asked at presentation")
    // Below the button at x = 820 − 64, pushed left to end 10 points inside the window.
    #expect(content.view.frameInWindow.maxX == 810)
    device.rotate(to: .landscape)
    #expect(recorder.calls.count == 1)
    #expect(recorder.calls.first?.rect == CGRect(x: 0, y: 0, width: 44, height: 44))
    #expect(recorder.calls.first?.view === screen.button)
    // The button is now at x = 1180 − 64; the popover stays under it, inside the safe area.
    #expect(popover.anchorFrame == CGRect(x: 1116, y: 100, width: 44, height: 44))
    #expect(content.view.frameInWindow.maxX == 1170)
    #expect(popover.sourceRect.isNull, "an untouched anchor keeps its null rect")
    device.expectNoFaults()
  }

  @Test(
    "FIDELITY 12.18: what the delegate leaves in willRepositionPopoverTo becomes the popover's sourceRect and sourceView"
  )
  func delegateMovesTheAnchor() throws {
    let recorder = RepositionRecorder()
    let (device, screen, content) = presentPopover(delegate: recorder)
    let popover = try #require(content.popoverPresentationController)
    recorder.moveTo = (CGRect(x: 0, y: 44, width: 44, height: 0), screen.other)
    try device.resize(to: .tabletSplitTwoThirds)
    #expect(recorder.calls.count == 1)
    #expect(popover.sourceView === screen.other)
    #expect(popover.sourceRect == CGRect(x: 0, y: 44, width: 44, height: 0))
    #expect(popover.anchorFrame == CGRect(x: 20, y: 144, width: 44, height: 0))
    #expect(content.view.frameInWindow.minY == 144 + UIPopoverPresentationController.arrowHeight)
  }
}
