public import SimUIKit

extension SimulatedDevice {
  /// The trace lines of the given categories since `mark`, without times.
  public func traceLines(in categories: Set<TraceEvent.Category>? = nil, since mark: Int = 0)
    -> [String]
  {
    Array(trace.events(since: mark)).filter { categories?.contains($0.category) ?? true }.map(
      \.line)
  }
}
