public import Foundation

/// The simulated device's screen: its size in points and the insets of its bars and corners.
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen's rectangle in points, with a zero origin. Default: 390 × 844 (an iPhone 14).
  public var bounds: CGRect
  /// The insets of the status bar, the home indicator and the rounded corners. Default: 47 top,
  /// 34 bottom.
  public var safeAreaInsets: UIEdgeInsets
  /// Pixels per point.
  public var scale: CGFloat = 3
  /// The device the screen belongs to, in its current orientation (FIDELITY 12.1–12.3).
  public package(set) var profile: DeviceProfile
  /// The appearance the device is set to. Default: light.
  package var userInterfaceStyle: UIUserInterfaceStyle = .light

  /// Creates a screen.
  public init(
    size: CGSize = CGSize(width: 390, height: 844),
    safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  ) {
    self.bounds = CGRect(origin: .zero, size: size)
    self.safeAreaInsets = safeAreaInsets
    self.profile = DeviceProfile.inferred(screenSize: size, safeAreaInsets: safeAreaInsets)
    self.scale = profile.scale
  }

  /// Creates the screen of a device profile, in the profile's orientation.
  public convenience init(profile: DeviceProfile) {
    self.init(size: profile.screenSize, safeAreaInsets: profile.layout.safeAreaInsets)
    apply(profile)
  }

  /// Takes on `profile`'s size, insets and scale, as after a rotation or a window resize.
  package func apply(_ profile: DeviceProfile) {
    self.profile = profile
    bounds = CGRect(origin: .zero, size: profile.screenSize)
    safeAreaInsets = profile.layout.safeAreaInsets
    scale = profile.scale
  }

  /// The current simulation's screen.
  public static var main: UIScreen { Simulation.current.screen }
}
