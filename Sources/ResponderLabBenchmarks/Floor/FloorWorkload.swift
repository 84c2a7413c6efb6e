import SimUIKit

/// The tree walk and hit-test on SimUIKit's `UIView` beside the same on ``FloorView``, Swift's
/// floor, on trees of the same shape in one process.
///
/// Each of the rounds runs the four timed phases (SimUIKit's walk, the floor's walk, SimUIKit's
/// hit-test, the floor's hit-test), the two of a pair in alternating order from one round to the
/// next, so that both see the same load and neither always runs second; the report gives the median
/// of each phase and their ratios.
@MainActor
public enum FloorWorkload {
  /// The rounds run by default.
  public static let defaultRoundCount = 9

  /// Builds both trees of `viewCount` views, runs `roundCount` interleaved rounds of walks and of
  /// `pointCount` hit-tests, releases the trees, and returns the checksums and medians.
  ///
  /// - Parameter now: a monotonic clock, read around each phase; it is the only source of time.
  public static func run(
    viewCount: Int, pointCount: Int, roundCount: Int = defaultRoundCount, now: () -> Duration
  ) -> FloorRun {
    let simulation = Simulation()
    simulation.trace.recordedCategories = []
    let workload = TreeWorkload(viewCount: viewCount, simulation: simulation)
    workload.build()
    var floor = FloorTree(viewCount: viewCount)
    var run = FloorRun(viewCount: viewCount, pointCount: pointCount, roundCount: roundCount)
    var walks: [Duration] = []
    var floorWalks: [Duration] = []
    var hits: [Duration] = []
    var floorHits: [Duration] = []
    for round in 0..<roundCount {
      let simUIKitFirst = round % 2 == 0
      for step in 0..<2 {
        if (step == 0) == simUIKitFirst {
          let start = now()
          (run.leaves, run.hops) = workload.walk()
          walks.append(now() - start)
        } else {
          let start = now()
          (run.floorLeaves, run.floorHops) = floor.walk()
          floorWalks.append(now() - start)
        }
      }
      for step in 0..<2 {
        if (step == 0) == simUIKitFirst {
          let start = now()
          (run.hitSum, run.misses) = workload.hitTest(pointCount: pointCount)
          hits.append(now() - start)
        } else {
          let start = now()
          (run.floorHitSum, run.floorMisses) = floor.hitTest(pointCount: pointCount)
          floorHits.append(now() - start)
        }
      }
    }
    run.walk = median(walks)
    run.floorWalk = median(floorWalks)
    run.hit = median(hits)
    run.floorHit = median(floorHits)
    workload.tearDown()
    floor.tearDown()
    return run
  }

  /// The middle duration (the mean of the two middle ones for an even count).
  static func median(_ durations: [Duration]) -> Duration {
    let sorted = durations.sorted()
    guard !sorted.isEmpty else { return .zero }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
