import ResponderLabBenchmarks
import SimUIKit
import Testing

@Suite("Sheet scenario workload")
@MainActor
struct SheetScenarioWorkloadTests {
  static func run(_ rounds: Int) -> SheetScenarioRun {
    var clock = Duration.zero
    return SheetScenarioWorkload.run(
      roundCount: rounds,
      now: {
        clock += .milliseconds(1)
        return clock
      })
  }

  @Test("Every round shows the sheet, dismisses it and runs onDismiss once", arguments: [1, 3, 20])
  func rounds(_ rounds: Int) {
    let run = Self.run(rounds)
    #expect(run.completedRounds == rounds)
    #expect(run.dismissals == rounds)
    #expect(run.sheetBodyEvaluations == rounds)
    // An animated presentation and an animated dismissal of 0.35 s each, on the virtual clock.
    #expect(abs(run.virtualSeconds - 0.7 * Double(rounds)) < 1e-9)
  }

  @Test("The sheet is presented from the hosting controller and gone after each round")
  func presentation() {
    let workload = SheetScenarioWorkload(roundCount: 2, simulation: Simulation())
    workload.setUp()
    let host = workload.window?.rootViewController
    #expect(host != nil)
    workload.runRounds()
    #expect(host?.presentedViewController == nil)
    #expect(workload.completedRounds == 2)
    #expect(workload.simulation.faults.isEmpty)
  }

  @Test("The report lines carry the counts and the times")
  func reportLines() {
    let run = Self.run(2)
    #expect(
      run.countLine
        == "responderlab K=2 rounds=2 dismissals=2 sheetBodies=2 virtualSeconds=1.40")
    #expect(run.timingLine == "ms: setup=1.00 rounds=1.00 total=2.00 us/round=500.00")
  }
}
