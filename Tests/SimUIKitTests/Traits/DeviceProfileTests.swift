import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Device profiles")
@MainActor
struct DeviceProfileTests {
  @Test(
    "FIDELITY 12.1: every iPhone is compact/regular in portrait; landscape is compact/compact except on the large phone, regular/compact",
    arguments: [DeviceProfile.phone, .smallPhone, .largePhone])
  func phoneSizeClasses(profile: DeviceProfile) {
    let device = SimulatedDevice(profile: profile)
    device.show(UIViewController())
    let portrait = device.window.traitCollection
    #expect(portrait.userInterfaceIdiom == .phone)
    #expect(portrait.horizontalSizeClass == .compact)
    #expect(portrait.verticalSizeClass == .regular)
    device.rotate(to: .landscape)
    let landscape = device.window.traitCollection
    #expect(landscape.verticalSizeClass == .compact)
    #expect(landscape.horizontalSizeClass == (profile == .largePhone ? .regular : .compact))
    #expect(landscape.userInterfaceIdiom == .phone)
  }

  @Test(
    "FIDELITY 12.1: the class is the model's, not the width's: 844-point-wide iPhone 14 is compact, 926-point-wide iPhone 14 Plus regular"
  )
  func classIsPerModel() {
    let phone = DeviceProfile.phone.rotated(to: .landscape)
    let large = DeviceProfile.largePhone.rotated(to: .landscape)
    #expect(phone.screenSize.width == 844)
    #expect(phone.traitCollection.horizontalSizeClass == .compact)
    #expect(large.screenSize.width == 926)
    #expect(large.traitCollection.horizontalSizeClass == .regular)
  }

  @Test(
    "FIDELITY 12.2: a full-screen tablet is regular/regular in both orientations; Split View 2/3 regular, 1/2 and 1/3 compact, Slide Over compact; the height stays regular"
  )
  func tabletSizeClasses() {
    let expected: [(DeviceProfile, UIUserInterfaceSizeClass)] = [
      (.tablet, .regular), (.tabletLandscape, .regular), (.tabletSplitTwoThirds, .regular),
      (.tabletSplitHalf, .compact), (.tabletSplitOneThird, .compact), (.tabletSlideOver, .compact),
    ]
    for (profile, horizontal) in expected {
      let device = SimulatedDevice(profile: profile)
      let traits = device.window.traitCollection
      #expect(traits.userInterfaceIdiom == .pad, "\(profile)")
      #expect(traits.horizontalSizeClass == horizontal, "\(profile)")
      #expect(traits.verticalSizeClass == .regular, "\(profile)")
    }
  }

  @Test("FIDELITY 12.2: every side of a Split View in portrait is compact")
  func portraitSplitViewIsCompact() {
    for profile in [DeviceProfile.tabletSplitTwoThirds, .tabletSplitHalf, .tabletSplitOneThird] {
      let device = SimulatedDevice(profile: profile)
      device.rotate(to: .portrait, animated: false)
      #expect(device.window.traitCollection.horizontalSizeClass == .compact, "\(profile)")
      #expect(device.window.traitCollection.verticalSizeClass == .regular, "\(profile)")
    }
  }

  @Test(
    "FIDELITY 12.3: the tablet is 820×1180 with idiom .pad whatever its window's width; SimulatedDevice(screenSize:) infers a tablet from 820×1180"
  )
  func referenceScreens() {
    #expect(DeviceProfile.tablet.screenSize == CGSize(width: 820, height: 1180))
    #expect(DeviceProfile.tabletSlideOver.idiom == .pad)
    let inferred = SimulatedDevice(screenSize: CGSize(width: 820, height: 1180))
    #expect(inferred.window.traitCollection.userInterfaceIdiom == .pad)
    #expect(inferred.window.traitCollection.horizontalSizeClass == .regular)
    #expect(inferred.window.traitCollection.verticalSizeClass == .regular)
    let mini = DeviceProfile.inferred(screenSize: CGSize(width: 744, height: 1133))
    #expect(mini.idiom == .pad)
    let phone = DeviceProfile.inferred(screenSize: CGSize(width: 414, height: 896))
    #expect(phone.idiom == .phone)
    #expect(phone.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("The default device is the phone profile, and each shipped profile is found by its name")
  func namedProfiles() {
    #expect(SimulatedDevice().profile == .phone)
    for profile in DeviceProfile.all {
      #expect(DeviceProfile.named(profile.name) == profile)
    }
    #expect(DeviceProfile.named("tablet-pro") == nil)
    #expect(Set(DeviceProfile.all.map(\.name)).count == DeviceProfile.all.count)
  }

  @Test("Rotating swaps the screen's size and insets and resizes the window and the root view")
  func rotationResizes() {
    let device = SimulatedDevice(profile: .phone)
    let root = UIViewController()
    device.show(root)
    device.rotate(to: .landscape)
    #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
    #expect(device.window.bounds.size == CGSize(width: 844, height: 390))
    #expect(root.view.bounds.size == CGSize(width: 844, height: 390))
    #expect(device.simulation.screen.safeAreaInsets.left == 47)
  }

  @Test("A resize to another idiom throws and leaves the device as it was")
  func resizeToAnotherIdiomThrows() {
    let device = SimulatedDevice(profile: .phone)
    #expect(throws: DeviceProfileError.self) { try device.resize(to: .tablet) }
    #expect(device.profile == .phone)
  }
}
