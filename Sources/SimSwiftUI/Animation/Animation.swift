public import Foundation

/// How a change is animated: a curve and a duration in virtual seconds.
///
/// The simulator does not interpolate: frames take their final values at once, and an animation only
/// decides how long removed views stay on screen during their transition and when completions run.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The curve's name, for traces.
  public let name: String
  /// The duration in virtual seconds.
  public let duration: TimeInterval
  /// The delay before the animation starts, in virtual seconds.
  public let delay: TimeInterval

  package init(name: String, duration: TimeInterval, delay: TimeInterval = 0) {
    self.name = name
    self.duration = duration
    self.delay = delay
  }

  /// The default animation: ease in and out over 0.35 s (an assumption; see
  /// `docs/swiftui-assumptions.md`).
  public static let `default` = Animation(name: "default", duration: 0.35)

  /// Ease in and out over `duration`.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(name: "easeInOut", duration: duration)
  }

  /// Ease in and out over 0.35 s.
  public static let easeInOut = Animation.easeInOut(duration: 0.35)

  /// Ease in over `duration`.
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(name: "easeIn", duration: duration)
  }

  /// Ease out over `duration`.
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(name: "easeOut", duration: duration)
  }

  /// Linear over `duration`.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(name: "linear", duration: duration)
  }

  /// Linear over 0.35 s.
  public static let linear = Animation.linear(duration: 0.35)

  /// A spring; the simulator gives it a duration of 0.5 s.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
    Animation(name: "spring", duration: response)
  }

  /// A spring of 0.5 s.
  public static let spring = Animation.spring()

  /// The same animation after `delay` seconds.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(name: name, duration: duration, delay: self.delay + delay)
  }

  /// The same animation at another speed.
  public func speed(_ speed: Double) -> Animation {
    Animation(name: name, duration: speed > 0 ? duration / speed : duration, delay: delay)
  }

  /// The total virtual time from start to finish.
  public var totalDuration: TimeInterval { delay + duration }

  /// `easeInOut(0.350s)`.
  public var description: String {
    "\(name)(\(String(format: "%.3f", duration))s)"
  }
}
