import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

@Suite("UIImage and UIImageView")
@MainActor
struct UIImageTests {
  @Test(
    "FIDELITY 23.7: a system symbol is 20 × 19 points at the default configuration, as on a device")
  func defaultSymbolSize() throws {
    let plus = try #require(UIImage(systemName: "plus.circle.fill"))
    #expect(plus.isSymbolImage)
    #expect(plus.size == CGSize(width: 20, height: 19))
    #expect(plus.scale == 3)
    #expect(plus.description == "<UIImage symbol \"plus.circle.fill\"; (20 19)@3>")
    #expect(UIImage(systemName: "") == nil)
  }

  @Test("FIDELITY 23.7: a symbol's point size and scale size it, and configurations merge")
  func symbolConfiguration() throws {
    let star = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
    #expect(star.size == CGSize(width: 40, height: 38))
    let large = star.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
    #expect(large.size.width == (40 * 1.29 * 3).rounded() / 3)
    #expect(
      large.symbolConfiguration
        == UIImage.SymbolConfiguration(pointSize: 34, weight: .unspecified, scale: .large))
    #expect(
      UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 20)) == nil)
  }

  @Test("FIDELITY 23.7: a named image takes its size from the simulated asset catalog")
  func namedImages() throws {
    SimulatedAssetCatalog.register("UIImageTests.logo", size: CGSize(width: 120, height: 40))
    defer { SimulatedAssetCatalog.unregister("UIImageTests.logo") }
    let logo = try #require(UIImage(named: "UIImageTests.logo"))
    #expect(logo.size == CGSize(width: 120, height: 40))
    #expect(!logo.isSymbolImage)
    #expect(logo.description == "<UIImage named(main: UIImageTests.logo); (120 40)@3>")
    let unknown = try #require(UIImage(named: "UIImageTests.missing"))
    #expect(unknown.size == SimulatedAssetCatalog.placeholderSize)
    #expect(unknown.description.contains("not in the simulated asset catalog"))
    #expect(UIImage().size == .zero)
  }

  @Test("FIDELITY 23.8: an image view ignores touches, is not opaque, and is sized by its image")
  func imageViewDefaults() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let symbol = try #require(UIImage(systemName: "heart"))
    let imageView = UIImageView(image: symbol)
    #expect(!imageView.isUserInteractionEnabled)
    #expect(!imageView.isOpaque)
    #expect(imageView.contentMode == .scaleToFill)
    #expect(imageView.bounds.size == CGSize(width: 20, height: 19))
    #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 19))
    #expect(
      UIImageView(frame: .zero).intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))

    var taps = 0
    let button = UIButton(primaryAction: UIAction { _ in taps += 1 })
    button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
    device.place(button)
    imageView.center = button.center
    device.place(imageView)
    try device.hand.tap(at: button.center)
    #expect(taps == 1, "the tap on the image view reached the button below")
  }

  @Test(
    "FIDELITY 23.8: the highlighted image and the preferred configuration change the natural size")
  func highlightedAndConfigured() throws {
    Simulation().withCurrent {
      SimulatedAssetCatalog.register("UIImageTests.small", size: CGSize(width: 10, height: 10))
      SimulatedAssetCatalog.register("UIImageTests.big", size: CGSize(width: 30, height: 20))
      defer {
        SimulatedAssetCatalog.unregister("UIImageTests.small")
        SimulatedAssetCatalog.unregister("UIImageTests.big")
      }
      let imageView = UIImageView(
        image: UIImage(named: "UIImageTests.small"),
        highlightedImage: UIImage(named: "UIImageTests.big"))
      #expect(imageView.intrinsicContentSize == CGSize(width: 10, height: 10))
      imageView.isHighlighted = true
      #expect(imageView.intrinsicContentSize == CGSize(width: 30, height: 20))
      imageView.isHighlighted = false
      imageView.image = UIImage(systemName: "star")
      imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
      #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 38))
    }
  }
}
