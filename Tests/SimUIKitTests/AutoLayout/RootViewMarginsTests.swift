import ResponderLabTesting
import SimUIKit
import Testing

/// A controller's root view and UIKit's system minimum margins.
@Suite("Root view layout margins")
@MainActor
struct RootViewMarginsTests {
  /// The side margins the root view of a controller shown on `profile` gets.
  private func rootMargins(
    on profile: DeviceProfile, assumptions: FidelityAssumptions = FidelityAssumptions(),
    configure: (UIViewController) -> Void = { _ in }
  ) -> (UIEdgeInsets, NSDirectionalEdgeInsets) {
    let device = SimulatedDevice(profile: profile, assumptions: assumptions)
    let root = UIViewController()
    configure(root)
    device.show(root)
    device.runUntilIdle()
    return (root.view.layoutMargins, root.systemMinimumLayoutMargins)
  }

  @Test("FIDELITY 21.6: a phone's root view has 16-point sides and no top or bottom margin")
  func phone() {
    let (margins, minimum) = rootMargins(on: .phone)
    #expect(margins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(minimum == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    // A view that is no controller's keeps UIKit's 8 points on each side.
    #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test(
    "FIDELITY 21.6: a regular width has 20; the large phone too unless the switch says size class")
  func wideMargins() {
    #expect(rootMargins(on: .tablet).0.left == 20)
    #expect(rootMargins(on: .largePhone).0.left == 20)
    var assumptions = FidelityAssumptions()
    assumptions.rootViewMinimumMargins = .bySizeClass
    #expect(rootMargins(on: .largePhone, assumptions: assumptions).0.left == 16)
    #expect(rootMargins(on: .tablet, assumptions: assumptions).0.left == 20)
  }

  @Test("FIDELITY 21.6: margins set on the root view are raised to the minimum, unless it opts out")
  func customMargins() {
    let (raised, _) = rootMargins(on: .phone) {
      $0.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 4, leading: 64, bottom: 4, trailing: 8)
    }
    // "whichever values are greater": 64 stays, 8 becomes 16.
    #expect(raised == UIEdgeInsets(top: 4, left: 64, bottom: 4, right: 16))
    let (own, _) = rootMargins(on: .phone) {
      $0.viewRespectsSystemMinimumLayoutMargins = false
      $0.view.layoutMargins = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
    }
    #expect(own == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
  }

  @Test("FIDELITY 21.6: the margins guide is measured from the safe area")
  func guideFromTheSafeArea() {
    let device = SimulatedDevice()
    let root = UIViewController()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    let margins = root.view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      box.topAnchor.constraint(equalTo: margins.topAnchor),
      box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    device.show(root)
    device.runUntilIdle()
    // The default phone: a safe area from 47 to 810, 16 points in from each side.
    #expect(box.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
  }
}
