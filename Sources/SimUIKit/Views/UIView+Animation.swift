public import Foundation

extension UIView {
  /// Options for animating views.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Eases in and out.
    public static var curveEaseInOut: AnimationOptions { [] }
    /// Eases in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Eases out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Moves linearly.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// Animates changes to views over virtual time.
  ///
  /// The simulator applies the changes in `animations` at once (the model values, as UIKit does) and
  /// calls `completion` with true on the main queue when the virtual clock has moved by
  /// `delay + duration`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let simulation = Simulation.current
    animations()
    let total = max(0, delay) + max(0, duration)
    simulation.trace.record(
      .view, subject: nil, "UIView.animate(withDuration: \(MainQueue.format(duration)))",
      at: simulation.now)
    guard let completion else { return }
    simulation.mainQueue.enqueue(after: total, label: "animation completion") { completion(true) }
  }

  /// Runs `actionsWithoutAnimation` with animations turned off.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
