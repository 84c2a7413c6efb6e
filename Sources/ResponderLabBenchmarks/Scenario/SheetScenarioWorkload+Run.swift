import SimUIKit

// One timed run of the sheet scenario.
extension SheetScenarioWorkload {
  /// Runs `roundCount` rounds in a new simulation with the trace off and returns the counts and times.
  ///
  /// - Parameter now: a monotonic clock, read between phases; it is the only source of time.
  public static func run(roundCount: Int, now: () -> Duration) -> SheetScenarioRun {
    var run = SheetScenarioRun(roundCount: roundCount)
    let start = now()
    let simulation = Simulation()
    simulation.trace.recordedCategories = []
    let workload = SheetScenarioWorkload(roundCount: roundCount, simulation: simulation)
    workload.setUp()
    let setUp = now()
    let virtualStart = simulation.now
    workload.runRounds()
    let done = now()
    run.virtualSeconds = simulation.now - virtualStart
    run.completedRounds = workload.completedRounds
    run.dismissals = workload.dismissals
    run.sheetBodyEvaluations = workload.sheetBodyEvaluations
    run.setUp = setUp - start
    run.rounds = done - setUp
    workload.tearDown()
    return run
  }
}
