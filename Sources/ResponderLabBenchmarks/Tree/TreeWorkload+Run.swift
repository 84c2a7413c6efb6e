import SimUIKit

// One timed run of all the phases, as the peers run them.
extension TreeWorkload {
  /// Runs the workload on `viewCount` views and `pointCount` points in a new simulation with the
  /// trace off, releases the tree, and returns the checksums and phase times.
  ///
  /// - Parameters:
  ///   - now: a monotonic clock, read between phases; it is the only source of time.
  ///   - output: receives the dump, in pieces, in order.
  public static func run(
    viewCount: Int, pointCount: Int, now: () -> Duration,
    output: @escaping (UnsafeRawBufferPointer) -> Void
  ) -> TreeRun {
    var run = TreeRun(viewCount: viewCount, pointCount: pointCount)
    let start = now()
    let simulation = Simulation()
    simulation.trace.recordedCategories = []
    let workload = TreeWorkload(viewCount: viewCount, simulation: simulation)
    workload.build()
    let built = now()
    (run.leaves, run.hops) = workload.walk()
    let walked = now()
    (run.hitSum, run.misses) = workload.hitTest(pointCount: pointCount)
    let hit = now()
    let writer = ByteWriter(sink: output)
    workload.dump(to: writer)
    writer.flush()
    let dumped = now()
    run.dumpBytes = writer.byteCount
    run.maxDepth = Int(workload.depths.last ?? 0)
    run.times = PhaseTimes(
      build: built - start, walk: walked - built, hit: hit - walked, dump: dumped - hit,
      total: dumped - start)
    workload.tearDown()
    run.times.teardown = now() - dumped
    return run
  }
}
