/// The checksums and phase times of one run of the tree workload.
public struct TreeRun: Sendable, Equatable {
  /// The number of views in the tree.
  public var viewCount: Int
  /// The number of points hit-tested.
  public var pointCount: Int
  /// The number of views without subviews.
  public var leaves = 0
  /// The depth of the deepest view.
  public var maxDepth = 0
  /// The number of `next` hops from all the leaves to the ends of their chains.
  public var hops = 0
  /// The sum of the tags of the views hit.
  public var hitSum = 0
  /// The number of points that hit no view.
  public var misses = 0
  /// The size of the dump in bytes.
  public var dumpBytes = 0
  /// How long each phase took.
  public var times = PhaseTimes()

  /// Creates the record of a run of `viewCount` views and `pointCount` points.
  public init(viewCount: Int, pointCount: Int) {
    self.viewCount = viewCount
    self.pointCount = pointCount
  }

  /// The checksum line the peers print on stderr (`... hops=H hitSum=S ...`).
  public var checksumLine: String {
    "responderlab N=\(viewCount) M=\(pointCount) leaves=\(leaves) maxdepth=\(maxDepth) "
      + "hops=\(hops) hitSum=\(hitSum) misses=\(misses) dumpBytes=\(dumpBytes)"
  }

  /// The timing line the peers print on stderr (`ms: build=... total=...`).
  public var timingLine: String {
    "ms: build=\(times.build.millisecondsText) walk=\(times.walk.millisecondsText) "
      + "hit=\(times.hit.millisecondsText) dump=\(times.dump.millisecondsText) "
      + "total=\(times.total.millisecondsText)"
  }

  /// The line that reports the teardown, after the dump, as the Qt peer prints it.
  public var teardownLine: String {
    "ms: teardown=\(times.teardown.millisecondsText)"
  }
}
