/// The figures of one tree size of the scale workload.
public struct ScaleRow: Sendable, Equatable {
  /// The run at this size.
  public var run: TreeRun
  /// The resident memory before the run, in bytes, where the platform reports it.
  public var residentBytesBefore: Int?
  /// The peak resident memory during the run, in bytes, where the platform reports it.
  public var peakResidentBytes: Int?

  /// Creates the row of a run, with the memory readings taken around it.
  public init(run: TreeRun, residentBytesBefore: Int?, peakResidentBytes: Int?) {
    self.run = run
    self.residentBytesBefore = residentBytesBefore
    self.peakResidentBytes = peakResidentBytes
  }

  /// The time per view of a phase, in nanoseconds.
  public func nanosecondsPerView(_ phase: KeyPath<PhaseTimes, Duration>) -> Double {
    run.times[keyPath: phase].nanoseconds / Double(run.viewCount)
  }

  /// The walk time per `next` hop, in nanoseconds.
  public var walkNanosecondsPerHop: Double {
    run.times.walk.nanoseconds / Double(max(run.hops, 1))
  }

  /// The hit-test time per point, in nanoseconds.
  public var hitNanosecondsPerPoint: Double {
    run.times.hit.nanoseconds / Double(max(run.pointCount, 1))
  }

  /// The memory the run added at its peak, per view, in bytes.
  public var peakBytesPerView: Double? {
    guard let residentBytesBefore, let peakResidentBytes else { return nil }
    return Double(peakResidentBytes - residentBytesBefore) / Double(run.viewCount)
  }
}
