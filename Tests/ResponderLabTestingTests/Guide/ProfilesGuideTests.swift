import ResponderLabTesting
import Testing

// The example of docs/testing.md that runs one screen on every device profile; a documentation test
// keeps the two the same.

// snippet:start
/// A screen with a Share button in its navigation bar that offers three presentations.
@MainActor
final class ShareScreen: UIViewController {
  let shareItem = UIBarButtonItem(title: "Share")

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = shareItem
  }

  func showOptions() {
    let options = UIViewController()
    options.modalPresentationStyle = .popover
    options.popoverPresentationController?.barButtonItem = shareItem
    present(options, animated: false)
  }

  func showComposer() {
    let composer = UIViewController()
    composer.modalPresentationStyle = .formSheet
    present(composer, animated: false)
  }

  func showActions() {
    let actions = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    actions.addAction(UIAlertAction(title: "Copy Link", style: .default))
    actions.popoverPresentationController?.barButtonItem = shareItem
    present(actions, animated: false)
  }
}

@Suite("Across the device profiles")
@MainActor
struct ProfilesGuideTests {
  /// A popover is a popover only in a regular/regular window, and a form sheet elsewhere; a form
  /// sheet is a centred card on a regular-width tablet and the phone's full-width card elsewhere; an
  /// action sheet is a popover on a regular-width tablet and slides up from the bottom elsewhere.
  @Test(
    "FIDELITY 12.11, 12.21, 12.25: the Share button's popover, form sheet and action sheet on every profile",
    arguments: DeviceProfile.all)
  func shareButton(profile: DeviceProfile) throws {
    let device = SimulatedDevice(profile: profile)
    let screen = ShareScreen()
    device.show(UINavigationController(rootViewController: screen))
    let traits = screen.traitCollection
    let regular = traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
    let onTablet = traits.userInterfaceIdiom == .pad && traits.horizontalSizeClass == .regular

    screen.showOptions()
    let options = screen.presentedViewController
    #expect((options?.presentationController is UIPopoverPresentationController) == regular)
    #expect(options?.presentationController?.presentationStyle == (regular ? .popover : .formSheet))
    screen.dismiss(animated: false)

    screen.showComposer()
    let composer = try #require(screen.presentedViewController)
    #expect(composer.sheetPresentationController != nil)
    let card = composer.view.frameInWindow
    if onTablet {
      // The 11-inch tablet's 1180-point screen gives 580 × 640, even on a Split View side.
      #expect(card.size == CGSize(width: 580, height: 640))
    } else {
      #expect(card.width == device.window.bounds.width)
    }
    screen.dismiss(animated: false)

    screen.showActions()
    let actions = screen.presentedViewController as? UIAlertController
    #expect((actions?.popoverPresentationController?.arrowDirection == .up) == onTablet)
    #expect(actions?.modalPresentationStyle == (onTablet ? .popover : .custom))
    device.expectNoFaults()
  }
}
// snippet:end
