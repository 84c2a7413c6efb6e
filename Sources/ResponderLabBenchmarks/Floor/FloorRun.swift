/// The checksums and median times of a run of ``FloorWorkload``: SimUIKit beside Swift's floor.
public struct FloorRun: Sendable, Equatable {
  /// The number of views in each tree.
  public var viewCount: Int
  /// The number of points hit-tested in each round.
  public var pointCount: Int
  /// The number of interleaved rounds.
  public var roundCount: Int
  /// The leaves SimUIKit's walk started from.
  public var leaves = 0
  /// The hops of SimUIKit's walk along `next`.
  public var hops = 0
  /// The leaves the floor's walk started from.
  public var floorLeaves = 0
  /// The hops of the floor's walk along `parent`.
  public var floorHops = 0
  /// The sum of the tags of the views SimUIKit hit.
  public var hitSum = 0
  /// The points that hit no view in SimUIKit.
  public var misses = 0
  /// The sum of the tags of the views the floor hit.
  public var floorHitSum = 0
  /// The points that hit no view in the floor.
  public var floorMisses = 0
  /// The median time of SimUIKit's walk over the rounds.
  public var walk = Duration.zero
  /// The median time of the floor's walk.
  public var floorWalk = Duration.zero
  /// The median time of SimUIKit's hit-tests.
  public var hit = Duration.zero
  /// The median time of the floor's hit-tests.
  public var floorHit = Duration.zero

  /// Creates the record of a run.
  public init(viewCount: Int, pointCount: Int, roundCount: Int) {
    self.viewCount = viewCount
    self.pointCount = pointCount
    self.roundCount = roundCount
  }

  /// SimUIKit's walk over the floor's, median over median.
  public var walkRatio: Double { Self.ratio(walk, floorWalk) }
  /// SimUIKit's hit-test over the floor's, median over median.
  public var hitRatio: Double { Self.ratio(hit, floorHit) }
  /// The floor's walk per hop, in nanoseconds.
  public var floorNanosecondsPerHop: Double {
    floorHops == 0 ? 0 : floorWalk.nanoseconds / Double(floorHops)
  }

  /// The checksums of both workloads, which match when both visited the same views.
  public var checksumLine: String {
    "floor N=\(viewCount) M=\(pointCount) rounds=\(roundCount) leaves=\(leaves) hops=\(hops) "
      + "hitSum=\(hitSum) misses=\(misses) floor_leaves=\(floorLeaves) floor_hops=\(floorHops) "
      + "floor_hitSum=\(floorHitSum) floor_misses=\(floorMisses)"
  }

  /// The medians, in milliseconds.
  public var timingLine: String {
    "ms (medians): walk=\(walk.millisecondsText) floor_walk=\(floorWalk.millisecondsText) "
      + "hit=\(hit.millisecondsText) floor_hit=\(floorHit.millisecondsText)"
  }

  /// The ratios and the floor's cost per hop: the report's last line.
  public var ratioLine: String {
    "walk/floor=\(walkRatio.fixedText(decimals: 2)) hit/floor=\(hitRatio.fixedText(decimals: 2)) "
      + "floor_ns_per_hop=\(floorNanosecondsPerHop.fixedText(decimals: 2))"
  }

  private static func ratio(_ numerator: Duration, _ denominator: Duration) -> Double {
    denominator == .zero ? 0 : numerator.nanoseconds / denominator.nanoseconds
  }
}
