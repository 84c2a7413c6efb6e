import Foundation
import ResponderLabScenarios
import ResponderLabTesting
import SimUIKit
import Testing

/// Real dumps that name everyday controls import as those controls, which act on taps as on a
/// device (docs/fidelity.md section 23).
@Suite("Imported controls")
@MainActor
struct ImportedControlsTests {
  /// Imports `file` and puts its top view into the device's window, to be tapped.
  private func shown(_ file: String) throws -> LabWorld {
    let world = try RealDumpCorpusTests.world(file)
    let root = try #require(world.detachedRootView)
    world.device.window.addSubview(root)
    world.device.window.makeKeyAndVisible()
    world.device.runUntilIdle()
    return world
  }

  @Test(
    "FIDELITY 10.1, 9.2: a dump's UIButton is a UIButton titled by its UIButtonLabel, whose taps reach it"
  )
  func importedButton() throws {
    let world = try RealDumpCorpusTests.world("border-overlay-beside-transition-views.pviews.txt")
    defer { world.device.tearDown() }
    let button = try #require(world.object(atAddress: 0x7f80f2d11820) as? UIButton)
    #expect(button.frame == CGRect(x: 164, y: 318, width: 46, height: 30))
    #expect(button.currentTitle == "Button")
    // One title label, the dump's: the simulator's own is not added beside it.
    let labels = button.subviews.compactMap { $0 as? UILabel }
    #expect(labels.map(\.className) == ["UIButtonLabel"])
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    // The finger lands on the title, a label that takes no touches: the button gets them.
    let onTitle = try #require(labels.first).convert(CGPoint(x: 20, y: 9), to: nil)
    #expect(try world.device.hand.tap(at: onTitle) === button)
    world.device.runUntilIdle()
    #expect(taps == 1)
  }

  @Test(
    "FIDELITY 10.1, 11.22: a dump's UITextField is a UITextField that a tap makes first responder")
  func importedTextField() throws {
    let world = try shown("apple-id-sheet.recursiveDescription.txt")
    defer { world.device.tearDown() }
    let field = try #require(world.object(atAddress: 0x10814f400) as? UITextField)
    #expect(field.frame == CGRect(x: 114, y: 19, width: 245, height: 22))
    let center = field.convert(CGPoint(x: 100, y: 11), to: nil)
    _ = try world.device.hand.tap(at: center)
    world.device.runUntilIdle()
    #expect(field.isFirstResponder)
  }

  @Test(
    "FIDELITY 10.1, 14.18: a dump's UIStackView is a UIStackView whose subviews keep the printed frames"
  )
  func importedStackView() throws {
    let world = try shown("apple-id-sheet.recursiveDescription.txt")
    defer { world.device.tearDown() }
    let stack = try #require(world.object(atAddress: 0x107d90b40) as? UIStackView)
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 290, height: 40))
    // A dump does not say which subviews are arranged: none is, so no layout pass moves them.
    #expect(stack.arrangedSubviews.isEmpty)
    let icons = stack.subviews.compactMap { $0 as? UIImageView }
    #expect(icons.map(\.frame.minX) == [0, 50, 100, 150, 200, 250])
    #expect(icons.allSatisfy { $0.frame.size == CGSize(width: 40, height: 40) })
  }

  @Test("FIDELITY 23.2: a switch from an iOS 16–26 dump is a UISwitch that a tap flips")
  func importedSwitch() throws {
    let world = try shown("uiswitch-ios16-26.recursiveDescription.txt")
    defer { world.device.tearDown() }
    let toggle = try #require(world.object(named: "0x11a70f9e0") as? UISwitch)
    #expect(toggle.frame == CGRect(x: 10, y: 40, width: 51, height: 31))
    var changes = 0
    toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)

    // The finger lands on the switch's private views, which pass the touch up to it.
    let hit = try world.device.hand.tap(at: CGPoint(x: 30, y: 55))

    #expect(hit !== toggle && hit?.isDescendant(of: toggle) == true)
    #expect(toggle.isOn)
    #expect(changes == 1)
  }

  @Test(
    "FIDELITY 23.4: sliders from iOS 9 to 26 dumps are UISliders with the printed value and frame")
  func importedSliders() throws {
    for (file, address) in [
      ("uislider-ios26.recursiveDescription.txt", "0x11b23e2e0"),
      ("uislider-ios16-18.recursiveDescription.txt", "0x13ed0f7e0"),
      ("uislider-old-ios.recursiveDescription.txt", "0x6c22ad0"),
    ] {
      let world = try RealDumpCorpusTests.world(file)
      defer { world.device.tearDown() }
      let slider = try #require(world.object(named: address) as? UISlider, "\(file)")
      #expect(slider.value == 0)
      #expect(slider.frame.width == (file.contains("old") ? 40 : 80))
    }
  }

  @Test("FIDELITY 23.8: an image view from a dump keeps its symbol image's printed size")
  func importedImageView() throws {
    let world = try RealDumpCorpusTests.world("uiimageview-symbol.recursiveDescription.txt")
    defer { world.device.tearDown() }
    let imageView = try #require(world.object(named: "0x103554b20") as? UIImageView)
    #expect(imageView.image?.isSymbolImage == true)
    #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 19))
    #expect(!imageView.isUserInteractionEnabled)
  }

  @Test("FIDELITY 23.8: the image views of Apple's sign-in sheet import as UIImageViews")
  func sheetImageViews() throws {
    let world = try RealDumpCorpusTests.world("apple-id-sheet.recursiveDescription.txt")
    defer { world.device.tearDown() }
    let imageViews = world.allResponders.compactMap { $0 as? UIImageView }
    // Seven UIImageViews and OBTintInheritingImageView, whose baseClass is UIImageView.
    #expect(imageViews.count == 8)
    #expect(imageViews.contains { $0.className == "OBTintInheritingImageView" })
    #expect(imageViews.allSatisfy { !$0.isUserInteractionEnabled })
  }
}
