import ResponderLabDevice
import SimUIKit
import Testing

// Runs the corpus programs laid out with Auto Layout on the default phone: 390 × 844 points, a
// safe area 47 points from the top and 34 from the bottom, root-view side margins of 16 points.
// This file is compiled twice, in the Swift 5 and the Swift 6 language mode.

@Suite("Client programs: Auto Layout")
@MainActor
struct AutoLayoutProgramsTests {
  /// `value` on the phone's pixel grid: the engine rounds frames to a third of a point at scale 3,
  /// as UIKit rounds them to the screen's pixels.
  private func pixel(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }

  @Test(
    "40: the form is as wide as the root view's margins and centred in the safe area (FIDELITY 21.1, 21.6, 14.18)"
  )
  func signUpFormFrames() throws {
    let device = SimulatedDevice()
    let screen = SignUpViewController()
    device.show(screen)
    device.runUntilIdle()
    // Margins of 16 at the sides (a compact-width phone under 414 points wide).
    #expect(screen.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    // A 15-point title: a 20-point line scaled to 17.65, with 6 points above and below (23.10).
    let button = screen.signUpButton.intrinsicContentSize.height
    #expect(abs(button - (20 * 15 / 17 + 12)) < 0.001)
    let height = 44 + 12 + 44 + 12 + button
    // The safe area runs from 47 to 810, so its centre is at 428.5.
    #expect(
      screen.form.frame
        == CGRect(x: 16, y: pixel(428.5 - height / 2), width: 358, height: pixel(height)))
    #expect(screen.emailField.frame == CGRect(x: 0, y: 0, width: 358, height: 44))
    #expect(screen.passwordField.frame == CGRect(x: 0, y: 56, width: 358, height: 44))
    #expect(screen.signUpButton.frame == CGRect(x: 0, y: 112, width: 358, height: pixel(button)))
    #expect(!screen.form.hasAmbiguousLayout)
    #expect(device.warnings.isEmpty, "\(device.warnings)")
    // The hand taps the button where the solved frame put it.
    let center = screen.signUpButton.convert(
      CGPoint(x: 179, y: button / 2), to: nil)
    #expect(try device.hand.tap(at: center) === screen.signUpButton)
    device.runUntilIdle()
    #expect(screen.submissions == 1)
    #expect(device.warnings.isEmpty, "\(device.warnings)")
  }

  @Test("40: a tablet's regular width gives the root view 20-point margins (FIDELITY 21.6)")
  func signUpFormOnATablet() {
    let device = SimulatedDevice(profile: .tablet)
    let screen = SignUpViewController()
    device.show(screen)
    device.runUntilIdle()
    let width = device.window.bounds.width
    #expect(screen.view.layoutMargins.left == 20)
    #expect(screen.form.frame.minX == 20)
    #expect(screen.form.frame.width == width - 40)
  }

  @Test(
    "41: the header keeps 16:9 from its width; the title and Share share a line (FIDELITY 21.1, 21.5, 14.11)"
  )
  func aspectRatioHeaderFrames() throws {
    let device = SimulatedDevice()
    let screen = ArticleViewController()
    device.show(screen)
    device.runUntilIdle()
    // 390 wide, so 219.375 high (219 1/3 on the pixel grid), from the safe area's top.
    #expect(screen.header.frame == CGRect(x: 0, y: 47, width: 390, height: pixel(219.375)))
    // "Rivers of Europe": 16 characters of 8 points, one 20-point line, 12 below the header.
    let titleTop = 47 + 219.375 + 12
    #expect(screen.titleLabel.frame == CGRect(x: 16, y: pixel(titleTop), width: 128, height: 20))
    // Share: its intrinsic width, its trailing edge on the margin, centred on the title's line.
    let share = screen.shareButton.intrinsicContentSize
    #expect(screen.shareButton.frame.maxX == 374)
    #expect(screen.shareButton.frame.width == pixel(share.width))
    #expect(
      screen.shareButton.frame.minY == pixel(titleTop + 10 - share.height / 2),
      "\(screen.shareButton.frame)")
    #expect(device.warnings.isEmpty, "\(device.warnings)")
    // An image view ignores touches: a tap on the header reaches the root view behind it.
    #expect(try device.hand.tap(at: CGPoint(x: 195, y: 150)) === screen.view)
    let onShare = CGPoint(x: screen.shareButton.frame.midX, y: screen.shareButton.frame.midY)
    #expect(try device.hand.tap(at: onShare) === screen.shareButton)
    device.runUntilIdle()
    #expect(screen.shares == 1)
    #expect(device.warnings.isEmpty, "\(device.warnings)")
  }

  @Test(
    "42: a constrained label that kept its autoresizing mask logs UIKit's message and breaks a constraint (FIDELITY 21.2, 21.4)"
  )
  func forgottenFlagLogsTheConflict() throws {
    let device = SimulatedDevice()
    let screen = InboxBadgeViewController(fixesTheFlag: false)
    device.show(screen)
    device.runUntilIdle()
    let message = try #require(
      device.warnings.first { $0.contains("Unable to simultaneously satisfy constraints") })
    #expect(message.contains("NSAutoresizingMaskLayoutConstraint"), "\(message)")
    #expect(message.contains("h=--& v=--&"), "\(message)")
    #expect(message.contains("Will attempt to recover by breaking constraint"))
    // The autoresizing constraints pin the label's zero frame.
    #expect(screen.badge.frame.origin == .zero)
  }

  @Test("42: with the flag turned off, the badge sits where its constraints say (FIDELITY 21.1)")
  func fixedFlagLaysOut() {
    let device = SimulatedDevice()
    let screen = InboxBadgeViewController(fixesTheFlag: true)
    device.show(screen)
    device.runUntilIdle()
    #expect(device.warnings.isEmpty, "\(device.warnings)")
    // "12": two characters, 16 by 20, its trailing edge 20 from the right, 8 below the safe area.
    #expect(screen.badge.frame == CGRect(x: 354, y: 55, width: 16, height: 20))
  }
}
