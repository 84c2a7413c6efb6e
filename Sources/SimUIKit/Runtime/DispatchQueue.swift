public import Foundation

/// The simulation's stand-in for Dispatch's queue type.
///
/// Code that imports SimUIKit and writes `DispatchQueue.main.async { … }` or
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { … }` gets this type: its blocks run on
/// the current simulation's main queue, on virtual time.
public struct DispatchQueue: Sendable {
  /// The queue's label.
  public let label: String

  private init(label: String) {
    self.label = label
  }

  /// The simulation's main queue.
  public static let main = DispatchQueue(label: "com.apple.main-thread")

  /// Submits a block to run on a later turn of the main queue.
  @MainActor
  public func async(execute work: @escaping @MainActor () -> Void) {
    Simulation.current.mainQueue.enqueue(label: "DispatchQueue.main.async", work)
  }

  /// Submits a block to run when the virtual clock reaches `deadline`.
  @MainActor
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
    let queue = Simulation.current.mainQueue
    queue.enqueue(
      after: deadline.seconds - queue.now, label: "DispatchQueue.main.asyncAfter", work)
  }
}

/// A point on the simulation's virtual clock, standing in for Dispatch's type of the same name.
public struct DispatchTime: Comparable, Hashable, Sendable {
  /// Seconds since the simulation started.
  public let seconds: TimeInterval

  /// Creates a point at the given number of seconds since the simulation started.
  public init(seconds: TimeInterval) {
    self.seconds = seconds
  }

  /// The virtual time now.
  @MainActor
  public static func now() -> DispatchTime {
    DispatchTime(seconds: Simulation.current.now)
  }

  /// Nanoseconds since the simulation started, as Dispatch reports them.
  public var uptimeNanoseconds: UInt64 { UInt64(max(0, seconds) * 1_000_000_000) }

  /// A time `interval` seconds later.
  public static func + (time: DispatchTime, interval: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds + interval)
  }

  /// A time `interval` later.
  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    DispatchTime(seconds: time.seconds + interval.seconds)
  }

  /// A time `interval` seconds earlier.
  public static func - (time: DispatchTime, interval: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds - interval)
  }

  /// Compares two points in time.
  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
    lhs.seconds < rhs.seconds
  }
}

/// A length of virtual time, standing in for Dispatch's type of the same name.
public enum DispatchTimeInterval: Hashable, Sendable {
  /// Whole seconds.
  case seconds(Int)
  /// Milliseconds.
  case milliseconds(Int)
  /// Microseconds.
  case microseconds(Int)
  /// Nanoseconds.
  case nanoseconds(Int)
  /// No time at all passes.
  case never

  /// The interval in seconds.
  public var seconds: TimeInterval {
    switch self {
    case .seconds(let value): TimeInterval(value)
    case .milliseconds(let value): TimeInterval(value) / 1_000
    case .microseconds(let value): TimeInterval(value) / 1_000_000
    case .nanoseconds(let value): TimeInterval(value) / 1_000_000_000
    case .never: .infinity
    }
  }
}
