public import SimUIKit

extension SimulatedDevice {
  /// The device's profile, in its current orientation.
  public var profile: DeviceProfile { simulation.screen.profile }

  /// Turns the device, with `viewWillTransition(to:with:)`, the trait callbacks and the
  /// coordinator's blocks (FIDELITY 12.1, 12.6), then runs the queue until idle.
  public func rotate(to orientation: DeviceProfile.Orientation, animated: Bool = true) {
    simulation.makeCurrent()
    simulation.transitionDevice(to: profile.rotated(to: orientation), animated: animated)
    runUntilIdle()
  }

  /// Resizes the app's window to another profile of the same device, as dragging a Split View
  /// divider does (FIDELITY 12.2), then runs the queue until idle. The orientation stays.
  ///
  /// Resizing to a profile of another idiom throws and changes nothing: a phone does not become a
  /// tablet.
  public func resize(to other: DeviceProfile, animated: Bool = true) throws(DeviceProfileError) {
    guard other.idiom == profile.idiom else {
      throw .differentIdiom(current: profile, requested: other)
    }
    simulation.makeCurrent()
    simulation.transitionDevice(to: other.rotated(to: profile.orientation), animated: animated)
    runUntilIdle()
  }

  /// Switches the device between light and dark appearance, with the trait callbacks
  /// (`userInterfaceStyle`, FIDELITY 12.6).
  public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
    simulation.makeCurrent()
    simulation.setUserInterfaceStyle(style)
    runUntilIdle()
  }
}

/// Why a device could not take a profile.
public enum DeviceProfileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A resize asked for a profile of another idiom.
  case differentIdiom(current: DeviceProfile, requested: DeviceProfile)

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .differentIdiom(let current, let requested):
      "resize(to:) cannot turn \(current.name) (\(current.idiom)) into \(requested.name) (\(requested.idiom)): a window resize keeps the device. To fix, make a new SimulatedDevice(profile:) for \(requested.name)."
    }
  }
}
