import SimUIKit

// One timed run of the presentation workload.
extension PresentationWorkload {
  /// Runs the workload on a chain of `presentationCount` presentations in a new simulation with the
  /// trace off, and returns its counts and phase times.
  ///
  /// - Parameter now: a monotonic clock, read between phases; it is the only source of time.
  public static func run(presentationCount: Int, now: () -> Duration) -> PresentationRun {
    var run = PresentationRun(presentationCount: presentationCount)
    let start = now()
    let simulation = Simulation()
    simulation.trace.recordedCategories = []
    let workload = PresentationWorkload(
      presentationCount: presentationCount, simulation: simulation)
    workload.setUp()
    let setUp = now()
    workload.presentChain()
    let presented = now()
    run.presentedDepth = workload.presentedDepth
    let counted = now()
    workload.dismissChain()
    let dismissed = now()
    run.depthAfterDismissal = workload.presentedDepth
    run.tally = workload.tally
    run.completions = workload.completions
    run.setUp = setUp - start
    run.present = presented - setUp
    run.dismiss = dismissed - counted
    workload.tearDown()
    return run
  }
}
