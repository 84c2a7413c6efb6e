import ResponderLabBenchmarks
import SimUIKit
import Testing

@Suite("Presentation workload")
@MainActor
struct PresentationWorkloadTests {
  static func run(_ presentations: Int) -> PresentationRun {
    var clock = Duration.zero
    return PresentationWorkload.run(
      presentationCount: presentations,
      now: {
        clock += .milliseconds(1)
        return clock
      })
  }

  @Test(
    "Each full-screen presentation sends four appearance callbacks, the dismissal four more",
    arguments: [1, 2, 10, 1_000])
  func callbacks(_ presentations: Int) {
    let run = Self.run(presentations)
    #expect(run.presentedDepth == presentations)
    #expect(run.depthAfterDismissal == 0)
    // The root appears (2); each presentation covers its presenter (2) and shows a controller (2);
    // the dismissal hides the top controller (2) and shows the root again (2) (FIDELITY 3.9).
    #expect(
      run.tally
        == AppearanceTally(
          willAppear: presentations + 2, didAppear: presentations + 2,
          willDisappear: presentations + 1, didDisappear: presentations + 1))
    #expect(run.tally.total == 4 * presentations + 6)
    #expect(run.completions == presentations + 1)
  }

  @Test("Each controller presents the next one")
  func chain() {
    let workload = PresentationWorkload(presentationCount: 3, simulation: Simulation())
    workload.setUp()
    workload.presentChain()
    let controllers = workload.controllers
    #expect(controllers.count == 4)
    for index in 0..<3 {
      #expect(controllers[index].presentedViewController === controllers[index + 1])
      #expect(controllers[index + 1].presentingViewController === controllers[index])
    }
    #expect(controllers[3].viewIfLoaded?.window === workload.window)
    workload.dismissChain()
    #expect(controllers[0].presentedViewController == nil)
    #expect(controllers[0].viewIfLoaded?.window === workload.window)
    #expect(workload.simulation.faults.isEmpty)
  }

  @Test("The report lines carry the counts and the phase times")
  func reportLines() {
    let run = Self.run(2)
    #expect(
      run.countLine
        == "responderlab P=2 depth=2 depthAfterDismissal=0 callbacks=14 (willAppear=4 didAppear=4 "
        + "willDisappear=3 didDisappear=3) completions=3")
    // The fake clock advances 1 ms a reading; the depth is counted between present and dismiss.
    #expect(
      run.timingLine
        == "ms: setup=1.00 present=1.00 dismiss=1.00 total=3.00 us/presentation=500.00")
  }
}
