// Numbers written with a fixed number of decimals, for tables.
extension Double {
  /// The value with `decimals` digits after the point, rounded half away from zero (`"3.14"`).
  public func fixedText(decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((self * scale).rounded())
    guard decimals > 0 else { return "\(scaled)" }
    let divisor = UInt(scale)
    let fraction = String(scaled.magnitude % divisor)
    let padding = String(repeating: "0", count: decimals - fraction.count)
    return "\(scaled < 0 ? "-" : "")\(scaled.magnitude / divisor).\(padding)\(fraction)"
  }
}
