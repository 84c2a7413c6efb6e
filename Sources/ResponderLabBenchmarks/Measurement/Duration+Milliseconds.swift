// Durations written as the peers write them: milliseconds with two decimals.
extension Duration {
  /// The duration in milliseconds, as a `Double`.
  public var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
  }

  /// The duration in nanoseconds, as a `Double`.
  public var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// The duration in milliseconds with two decimals, rounded down (`"12.34"`), as C's `%.2f` would
  /// print it but for the last digit's rounding.
  public var millisecondsText: String {
    let (seconds, attoseconds) = components
    let hundredths = seconds * 100_000 + attoseconds / 10_000_000_000_000
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
