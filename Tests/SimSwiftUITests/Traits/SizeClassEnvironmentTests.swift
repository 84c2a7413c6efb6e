import ResponderLabTesting
import SimSwiftUI
import Testing

private struct SizeClassReader: View {
  @Environment(\.horizontalSizeClass) var horizontal
  @Environment(\.verticalSizeClass) var vertical

  var body: some View {
    Text(
      "\(horizontal == .regular ? "regular" : "compact")/\(vertical == .regular ? "regular" : "compact")"
    )
  }
}

@Suite("Size classes in the environment")
@MainActor
struct SizeClassEnvironmentTests {
  @Test(
    "FIDELITY 12.23: horizontalSizeClass and verticalSizeClass are the hosting controller's traits, on every profile",
    arguments: DeviceProfile.all)
  func followTheProfile(profile: DeviceProfile) {
    let device = SimulatedDevice(profile: profile)
    device.show(SizeClassReader())
    let traits = profile.traitCollection
    let expected =
      "\(traits.horizontalSizeClass)/\(traits.verticalSizeClass)"
    #expect(device.hand.findView(showing: expected) != nil, "\(profile)")
  }

  @Test("FIDELITY 12.23: rotating a phone makes the content's vertical size class compact")
  func followRotation() {
    let device = SimulatedDevice(profile: .phone)
    device.show(SizeClassReader())
    #expect(device.hand.findView(showing: "compact/regular") != nil)
    device.rotate(to: .landscape)
    #expect(device.hand.findView(showing: "compact/compact") != nil)
  }
}
