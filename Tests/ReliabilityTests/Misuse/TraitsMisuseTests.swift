import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

/// A trait of the app's own, which the simulator accepts but never changes.
private enum AccentTrait: UITraitDefinition {
  static var defaultValue: Int { 0 }
  static var name: String { "Accent" }
}

/// Traits the simulator does not model.
@Suite("Misuse: traits")
@MainActor
struct TraitsMisuseTests {
  @Test("FIDELITY 12.6: registering for a trait of the app's own warns that it never changes")
  func customTraitRegistration() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    var calls = 0
    root.registerForTraitChanges([AccentTrait.self, UITraitHorizontalSizeClass.self]) {
      (_: UIViewController, _: UITraitCollection) in calls += 1
    }
    #expect(
      device.warnings.contains(
        "[Traits] registerForTraitChanges: a trait of the app's own never changes in the simulator; only the size classes, idiom, display scale and user-interface style are modeled."
      ))
    #expect(calls == 0)
  }
}
